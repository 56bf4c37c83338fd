import * as feedbackEndpoints from '@grindstone/contract/endpoints/feedback';
import { call } from '../../../lib/call.ts';

export const sendFeedback = (feedback: string) => call(feedbackEndpoints.sendFeedback, { body: { feedback } });
