import { endpoint } from './endpoint.ts';
import { ZOkSchema } from '../schemas/common.ts';
import {
  ZAccessTokenIdParamsSchema,
  ZAccessTokenListSchema,
  ZCreateAccessTokenBodySchema,
  ZCreatedAccessTokenSchema,
} from '../schemas/access-tokens.ts';

/*
 * Managing personal access tokens. `member` here means the cookie session only: a request that
 * presents an access token is refused on these routes (403), so a token can never mint,
 * list or revoke tokens.
 */

/** The account's tokens, oldest first, never the secret. */
export const listAccessTokens = endpoint({
  method: 'GET',
  path: '/api/access-tokens',
  auth: 'member',
  answer: ZAccessTokenListSchema,
  errors: [403],
});

/** A new token; the answer carries the secret, the only time it leaves the server. */
export const createAccessToken = endpoint({
  method: 'POST',
  path: '/api/access-tokens',
  auth: 'member',
  body: ZCreateAccessTokenBodySchema,
  answer: ZCreatedAccessTokenSchema,
  status: 201,
  errors: [400, 403, 409],
});

/** Revokes a token: requests with it get a 401 from the next one on. */
export const revokeAccessToken = endpoint({
  method: 'DELETE',
  path: '/api/access-tokens/:id',
  auth: 'member',
  params: ZAccessTokenIdParamsSchema,
  answer: ZOkSchema,
  errors: [403, 404],
});
