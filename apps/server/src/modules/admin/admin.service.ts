import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  isValidEmail,
  MESSAGES,
  PRODUCT_NAME,
  SUPPORT_EMAIL,
  type TAdminInvitationCode,
  type TInvitationCode,
} from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import {
  feedback,
  invitationCodes,
  invitationRedemptions,
  inviteRequests,
  mailOutbox,
  popupResponses,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { createInvitationCode, toCode, type InvitationCode } from '../invitation-codes/invitation-codes.service.ts';
import { queueMail, type MailRow } from '../../mail/index.ts';

/** Lists on the operator pages show the newest rows up to this many. */
export const ADMIN_LIST_LIMIT = 500;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const requestColumns = {
  id: inviteRequests.id,
  name: inviteRequests.name,
  twitter: inviteRequests.twitter,
  email: inviteRequests.email,
  timeZone: inviteRequests.timeZone,
  status: inviteRequests.status,
  code: invitationCodes.code,
  createdAt: inviteRequests.createdAt,
  updatedAt: inviteRequests.updatedAt,
};
type RequestRow = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;
const toRequest = <T extends RequestRow>(r: T) => ({
  ...r,
  createdAt: iso(r.createdAt)!,
  updatedAt: iso(r.updatedAt)!,
});

export async function listInviteRequests(db: Db) {
  const rows = await db
    .select(requestColumns)
    .from(inviteRequests)
    .leftJoin(invitationCodes, eq(invitationCodes.id, inviteRequests.invitationCodeId))
    .orderBy(sql`case ${inviteRequests.status} when 'pending' then 0 else 1 end`, desc(inviteRequests.updatedAt))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map(toRequest);
}

async function findInviteRequest(db: Db, id: string) {
  const [row] = await db
    .select(requestColumns)
    .from(inviteRequests)
    .leftJoin(invitationCodes, eq(invitationCodes.id, inviteRequests.invitationCodeId))
    .where(eq(inviteRequests.id, id));
  if (!row) throw new AppError('not_found', MESSAGES.notFound);
  return row;
}

export function registrationLink(baseUrl: string, code: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/onboard?code=${encodeURIComponent(code)}`;
}

export function invitationMail(input: { name: string; code: string; link: string }) {
  return {
    subject: `Your ${PRODUCT_NAME} invitation`,
    text: [
      `Hi ${input.name},`,
      '',
      `You're in. Here is your ${PRODUCT_NAME} invitation code:`,
      '',
      `    ${input.code}`,
      '',
      `Create your account here: ${input.link}`,
      '',
      'You will confirm your X account by sending us a 4-digit code by direct message, then choose a password.',
      '',
      `Questions? Write to ${SUPPORT_EMAIL}.`,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

/**
 * Approves an invite request: creates a single-use code (ops service), links it to the request
 * and queues a mail with the registration link (sent by the job runner with SMTP, else left in
 * the outbox); the answer says where that mail stands. Approving an approved request
 * answers its existing code and mails nothing.
 */
export async function approveInviteRequest(
  app: FastifyInstance,
  input: { id: string; adminId: string; email?: string; baseUrl: string },
) {
  const db = app.db;
  const current = await findInviteRequest(db, input.id);
  if (current.status === 'approved' && current.code) {
    return {
      request: toRequest(current),
      code: current.code,
      mail: null,
      registrationLink: registrationLink(input.baseUrl, current.code),
    };
  }
  const to = input.email?.trim() || current.email || '';
  if (to && !isValidEmail(to)) throw new AppError('validation', MESSAGES.invalidEmailFormat);
  const code: InvitationCode = await db.transaction(async (tx) => {
    const created = await createInvitationCode(tx, {
      uses: 1,
      createdBy: input.adminId,
      note: `invite request @${current.twitter}`,
    });
    const updated = await tx
      .update(inviteRequests)
      .set({ status: 'approved', invitationCodeId: created.id, email: to || null, updatedAt: sql`now()` })
      .where(and(eq(inviteRequests.id, input.id), sql`${inviteRequests.status} <> 'approved'`))
      .returning({ id: inviteRequests.id });
    if (!updated[0]) throw new AppError('conflict', 'This request was approved meanwhile.');
    return created;
  });
  const link = registrationLink(input.baseUrl, code.code);
  // Queued, never sent inside the operator's request: the send-mail job delivers and retries it.
  const mail = to
    ? await queueMail(app, {
        to,
        toName: current.name,
        ...invitationMail({ name: current.name, code: code.code, link }),
      })
    : null;
  return {
    request: toRequest(await findInviteRequest(db, input.id)),
    code: code.code,
    mail: mail && { id: mail.id, status: mail.status },
    registrationLink: link,
  };
}

export async function rejectInviteRequest(db: Db, id: string) {
  const rows = await db
    .update(inviteRequests)
    .set({ status: 'rejected', updatedAt: sql`now()` })
    .where(and(eq(inviteRequests.id, id), sql`${inviteRequests.status} = 'pending'`))
    .returning({ id: inviteRequests.id });
  if (!rows[0]) {
    await findInviteRequest(db, id); // 404 when unknown
    throw new AppError('conflict', 'Only a pending request can be rejected.');
  }
  return toRequest(await findInviteRequest(db, id));
}

/** Every code (newest first) with its redemptions, in one query. */
export async function listCodesWithRedemptions(db: Db) {
  const rows = await db
    .select({
      code: invitationCodes,
      redemptionAt: invitationRedemptions.createdAt,
      redemptionUserId: invitationRedemptions.userId,
      redemptionUsername: users.username,
    })
    .from(invitationCodes)
    .leftJoin(invitationRedemptions, eq(invitationRedemptions.codeId, invitationCodes.id))
    .leftJoin(users, eq(users.id, invitationRedemptions.userId))
    .orderBy(desc(invitationCodes.createdAt), desc(invitationCodes.id), invitationRedemptions.createdAt)
    .limit(ADMIN_LIST_LIMIT * 4);
  const byId = new Map<string, TAdminInvitationCode>();
  for (const r of rows) {
    let entry = byId.get(r.code.id);
    if (!entry) {
      entry = withRedemptions(toCode(r.code));
      byId.set(r.code.id, entry);
    }
    if (r.redemptionAt) {
      entry.redemptions.push({
        userId: r.redemptionUserId,
        username: r.redemptionUsername,
        createdAt: iso(r.redemptionAt)!,
      });
    }
  }
  return [...byId.values()];
}

/** The admin page's code: the shared one plus who redeemed it (filled in by the list). */
export const withRedemptions = (c: TInvitationCode): TAdminInvitationCode => ({ ...c, redemptions: [] });

export async function listUsersForAdmin(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      role: users.role,
      onboardingStatus: users.onboardingStatus,
      subscriptionStatus: users.subscriptionStatus,
      lastActiveDay: users.lastActiveDay,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map((u) => ({
    ...u,
    lastActiveDay: u.lastActiveDay ? String(u.lastActiveDay) : null,
    createdAt: iso(u.createdAt)!,
  }));
}

export async function listFeedback(db: Db) {
  const rows = await db
    .select({ id: feedback.id, username: users.username, feedback: feedback.feedback, createdAt: feedback.createdAt })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map((f) => ({ ...f, createdAt: iso(f.createdAt)! }));
}

export async function listPopupResponses(db: Db) {
  const rows = await db
    .select({
      id: popupResponses.id,
      username: users.username,
      response: popupResponses.response,
      createdAt: popupResponses.createdAt,
      interested: sql<number>`count(*) filter (where ${popupResponses.response} = 'Interested') over ()`,
      notInterested: sql<number>`count(*) filter (where ${popupResponses.response} = 'Not-Interested') over ()`,
    })
    .from(popupResponses)
    .leftJoin(users, eq(users.id, popupResponses.userId))
    .orderBy(desc(popupResponses.createdAt), desc(popupResponses.id))
    .limit(ADMIN_LIST_LIMIT);
  return {
    totals: { interested: Number(rows[0]?.interested ?? 0), notInterested: Number(rows[0]?.notInterested ?? 0) },
    responses: rows.map((r) => ({
      id: r.id,
      username: r.username,
      response: r.response,
      createdAt: iso(r.createdAt)!,
    })),
  };
}

export async function listMail(db: Db) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map(toMail);
}

export function toMail(m: MailRow) {
  return { ...m, createdAt: iso(m.createdAt)!, sentAt: iso(m.sentAt), lastAttemptAt: iso(m.lastAttemptAt) };
}
