import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@grindstone/contract';
import { ApiError } from '../../lib/api-client.ts';
import { popupErrorText } from './mobile-popup.tsx';

describe('popupErrorText (the popup answer texts)', () => {
  it.each([
    ['401', new ApiError(401, 'unauthorized', 'whatever', null), MESSAGES.popupUnauthorized],
    ['a server message', new ApiError(500, 'internal', 'Database is down', null), 'Error: Database is down'],
    ['a server error without message', new ApiError(500, 'internal', '', null), 'Error: An unknown error occurred'],
    ['no response', new ApiError(0, 'NETWORK_ERROR', 'x', null), MESSAGES.noResponse],
    ['anything else', new TypeError('boom'), MESSAGES.genericError],
  ])('%s', (_name, err, text) => {
    expect(popupErrorText(err)).toBe(text);
  });
});
