import { endpoint } from './endpoint.ts';
import {
  ZOpsCreatedInvitationSchema,
  ZOpsInvitationCodesSchema,
  ZOpsMakeAdminBodySchema,
  ZOpsRevokeInvitationBodySchema,
  ZOpsUserSchema,
  ZOpsUsersSchema,
} from '../schemas/ops.ts';
import { ZCreateInvitationCodeBodySchema, ZInvitationCodeSchema } from '../schemas/invitation-codes.ts';

/**
 * The operator bridge: what the admin CLI calls while a server holds the PGlite data dir, and
 * what the browser tests use to mint invitation codes. Bearer token only; hidden from the API docs.
 */
export const createInvitationCode = endpoint({
  method: 'POST',
  path: '/api/ops/invitation-codes',
  auth: 'ops',
  body: ZCreateInvitationCodeBodySchema,
  answer: ZOpsCreatedInvitationSchema,
  status: 201,
  errors: [400],
});

export const listInvitationCodes = endpoint({
  method: 'GET',
  path: '/api/ops/invitation-codes',
  auth: 'ops',
  answer: ZOpsInvitationCodesSchema,
});

export const revokeInvitationCode = endpoint({
  method: 'POST',
  path: '/api/ops/invitation-codes/revoke',
  auth: 'ops',
  body: ZOpsRevokeInvitationBodySchema,
  answer: ZInvitationCodeSchema,
  errors: [400, 404],
});

export const listUsers = endpoint({ method: 'GET', path: '/api/ops/users', auth: 'ops', answer: ZOpsUsersSchema });

export const makeAdmin = endpoint({
  method: 'POST',
  path: '/api/ops/users/make-admin',
  auth: 'ops',
  body: ZOpsMakeAdminBodySchema,
  answer: ZOpsUserSchema,
  errors: [400, 404],
});
