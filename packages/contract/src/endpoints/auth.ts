import { endpoint } from './endpoint.ts';
import { ZOkSchema } from '../schemas/common.ts';
import {
  ZCheckAuthAnswerSchema,
  ZLoginAnswerSchema,
  ZLoginBodySchema,
  ZMeSchema,
  ZOnboardingStatusBodySchema,
} from '../schemas/auth.ts';

/** Signs in: session cookies (access + refresh) and the member. */
export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  auth: 'public',
  body: ZLoginBodySchema,
  answer: ZLoginAnswerSchema,
  errors: [400, 401, 429],
});

/** Ends this browser's session (its refresh family); answers ok with or without one. */
export const logout = endpoint({ method: 'POST', path: '/api/auth/logout', auth: 'public', answer: ZOkSchema });

/** Rotates the refresh cookie into new session cookies, or 401 (and the cookies cleared). */
export const refreshToken = endpoint({
  method: 'POST',
  path: '/api/auth/refresh-token',
  auth: 'public',
  answer: ZOkSchema,
  errors: [401],
});

/** Never 401: whether this browser has a session, refreshing an expired access token. */
export const checkAuth = endpoint({
  method: 'GET',
  path: '/api/auth/check-auth',
  auth: 'public',
  answer: ZCheckAuthAnswerSchema,
});

/** The signed-in member. */
export const me = endpoint({ method: 'GET', path: '/api/users/me', auth: 'member', answer: ZMeSchema });

/** The member started the account set-up (pending becomes started; later states stay). */
export const completeOnboarding = endpoint({
  method: 'PATCH',
  path: '/api/users/complete-onboarding',
  auth: 'member',
  body: ZOnboardingStatusBodySchema,
  answer: ZMeSchema,
  errors: [400],
});
