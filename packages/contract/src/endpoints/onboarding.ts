import { endpoint } from './endpoint.ts';
import {
  ZCheckEmailBodySchema,
  ZCheckTwitterBodySchema,
  ZExistsAnswerSchema,
  ZRegisterAnswerSchema,
  ZRegisterBodySchema,
  ZVerifyInvitationAnswerSchema,
  ZVerifyInvitationBodySchema,
  ZVerifyTwitterAnswerSchema,
  ZVerifyTwitterParamsSchema,
} from '../schemas/auth.ts';
import {
  ZInviteRequestAnswerSchema,
  ZInviteRequestBodySchema,
  ZOnboardingStatusAnswerSchema,
  ZPopupResponseAnswerSchema,
  ZPopupResponseBodySchema,
  ZPublicConfigSchema,
} from '../schemas/onboarding.ts';

/** A visitor asks for an invitation (also answered at the older spelling /api/inviteRequested). */
export const requestInvite = endpoint({
  method: 'POST',
  path: '/api/requestInvite',
  auth: 'public',
  body: ZInviteRequestBodySchema,
  answer: ZInviteRequestAnswerSchema,
  status: 201,
  errors: [400, 429],
  aliases: ['/api/inviteRequested'],
});

/** The mobile popup's answer (with the member when signed in). */
export const recordPopupResponse = endpoint({
  method: 'POST',
  path: '/api/popup-responses',
  auth: 'public',
  body: ZPopupResponseBodySchema,
  answer: ZPopupResponseAnswerSchema,
  status: 201,
  errors: [400, 429],
});

/** What the onboarding screens show: the X account to follow, the support address, the X check. */
export const publicConfig = endpoint({
  method: 'GET',
  path: '/api/public-config',
  auth: 'public',
  answer: ZPublicConfigSchema,
});

/** Where the member's account set-up stands. */
export const onboardingStatus = endpoint({
  method: 'GET',
  path: '/api/onboarding/status',
  auth: 'member',
  answer: ZOnboardingStatusAnswerSchema,
  errors: [404],
});

/** Checks an invitation code; a valid one opens the onboarding (its signed cookie). */
export const verifyInvitation = endpoint({
  method: 'POST',
  path: '/api/auth/verify-invitation',
  auth: 'public',
  body: ZVerifyInvitationBodySchema,
  answer: ZVerifyInvitationAnswerSchema,
  errors: [400, 429],
});

/** Whether an account already uses this email. */
export const checkEmail = endpoint({
  method: 'POST',
  path: '/api/auth/check-email',
  auth: 'onboarding',
  body: ZCheckEmailBodySchema,
  answer: ZExistsAnswerSchema,
  errors: [400, 429],
});

/** Whether an account already uses this X handle. */
export const checkTwitter = endpoint({
  method: 'POST',
  path: '/api/auth/check-twitter',
  auth: 'onboarding',
  body: ZCheckTwitterBodySchema,
  answer: ZExistsAnswerSchema,
  errors: [400, 429],
});

/** Whether the X account posted the verification code; found, the onboarding remembers the account. */
export const verifyTwitter = endpoint({
  method: 'GET',
  path: '/api/x-access/verify-twitter/:username/:code',
  auth: 'onboarding',
  params: ZVerifyTwitterParamsSchema,
  answer: ZVerifyTwitterAnswerSchema,
  errors: [400, 429],
});

/** Creates the account with the verified X account; the invitation code's use is consumed. */
export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  auth: 'onboarding',
  body: ZRegisterBodySchema,
  answer: ZRegisterAnswerSchema,
  status: 201,
  errors: [400, 409, 429],
});
