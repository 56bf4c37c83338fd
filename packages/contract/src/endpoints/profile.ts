import { endpoint } from './endpoint.ts';
import { ZIdParamsSchema, ZOkSchema } from '../schemas/common.ts';
import {
  ZMessageAnswerSchema,
  ZMetadataAnswerSchema,
  ZMetadataBodySchema,
  ZMetadataSavedSchema,
  ZProfileAnswerSchema,
  ZProfileFactAnswerSchema,
  ZProfileFactBodySchema,
  ZProfileFactsAnswerSchema,
  ZUpdateMeBodySchema,
  ZUpdateMeProtectedBodySchema,
  ZUpdatePasswordBodySchema,
} from '../schemas/account.ts';

const PROFILE_ERRORS = [400, 403, 404, 409, 429] as const;

export const updateName = endpoint({
  method: 'PUT',
  path: '/api/users/updateMe',
  auth: 'member',
  body: ZUpdateMeBodySchema,
  answer: ZProfileAnswerSchema,
  errors: PROFILE_ERRORS,
});

/** Email and X username: the current password is required. */
export const updateProtected = endpoint({
  method: 'PUT',
  path: '/api/users/updateMeProtected',
  auth: 'member',
  body: ZUpdateMeProtectedBodySchema,
  answer: ZProfileAnswerSchema,
  errors: PROFILE_ERRORS,
});

/** Ends every other session; this one continues with fresh cookies. */
export const changePassword = endpoint({
  method: 'PATCH',
  path: '/api/users/updateMyPassword',
  auth: 'member',
  body: ZUpdatePasswordBodySchema,
  answer: ZMessageAnswerSchema,
  errors: PROFILE_ERRORS,
});

/** My Context: what the member tells the coach about themselves. */
export const readMetadata = endpoint({
  method: 'GET',
  path: '/api/user-data/metadata',
  auth: 'member',
  answer: ZMetadataAnswerSchema,
  errors: PROFILE_ERRORS,
});

export const saveMetadata = endpoint({
  method: 'POST',
  path: '/api/user-data',
  auth: 'member',
  body: ZMetadataBodySchema,
  answer: ZMetadataSavedSchema,
  errors: PROFILE_ERRORS,
});

/** The facts the coach took from My Context. */
export const listFacts = endpoint({
  method: 'GET',
  path: '/api/profile-facts',
  auth: 'member',
  answer: ZProfileFactsAnswerSchema,
  errors: PROFILE_ERRORS,
});

export const correctFact = endpoint({
  method: 'PUT',
  path: '/api/profile-facts/:id',
  auth: 'member',
  params: ZIdParamsSchema,
  body: ZProfileFactBodySchema,
  answer: ZProfileFactAnswerSchema,
  errors: PROFILE_ERRORS,
});

export const removeFact = endpoint({
  method: 'DELETE',
  path: '/api/profile-facts/:id',
  auth: 'member',
  params: ZIdParamsSchema,
  answer: ZOkSchema,
  errors: PROFILE_ERRORS,
});
