import { endpoint } from './endpoint.ts';
import {
  ZActiveDayAnswerSchema,
  ZActiveDayBodySchema,
  ZActivityAnswerSchema,
  ZActivityBodySchema,
  ZUserSysAnswerSchema,
  ZUserSysBodySchema,
} from '../schemas/account.ts';

/** One activity of the member's (login, profile updated, subscribed...). */
export const recordActivity = endpoint({
  method: 'POST',
  path: '/api/activities',
  auth: 'member',
  body: ZActivityBodySchema,
  answer: ZActivityAnswerSchema,
  status: 201,
  errors: [400],
});

/** Today is an active day; the browser's time zone decides which day that is. */
export const recordActiveDay = endpoint({
  method: 'POST',
  path: '/api/activities/active',
  auth: 'member',
  body: ZActiveDayBodySchema,
  answer: ZActiveDayAnswerSchema,
  errors: [400],
});

/** The device and browser; the location is resolved on the server, never taken from the client. */
export const saveDeviceInfo = endpoint({
  method: 'PUT',
  path: '/api/user-sys',
  auth: 'member',
  body: ZUserSysBodySchema,
  answer: ZUserSysAnswerSchema,
  errors: [400],
});
