import { endpoint } from './endpoint.ts';
import { ZChartAnswerSchema } from '../schemas/goals.ts';

/** The signed-in person's behaviour chart data. */
export const readChart = endpoint({ method: 'GET', path: '/api/chart', auth: 'member', answer: ZChartAnswerSchema });
