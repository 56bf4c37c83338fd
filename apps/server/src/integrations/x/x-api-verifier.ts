import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import { xVerifications } from '../../db/schema/index.ts';
import type { XVerification, XVerifier } from './x-verifier.ts';
import { AppError } from '../../plugins/errors.ts';

/** A verification code is good for this long after the server first sees it. */
export const X_CODE_TTL_MS = 10 * 60_000;
/** Checks allowed per (username, code) before that code is dead. */
export const X_CODE_MAX_ATTEMPTS = 5;
/** DM pages read per check (100 events each): enough for a busy inbox within 10 minutes. */
const MAX_DM_PAGES = 3;
const REQUEST_TIMEOUT_MS = 10_000;

type FetchLike = typeof fetch;
export type XUser = { id: string; username: string; name?: string; description?: string };
export type XDmEvent = { id: string; event_type?: string; text?: string; sender_id?: string; created_at?: string };
export type XTweet = { id: string; text: string };

export class XApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * The few X API v2 endpoints Grindstone uses, over plain fetch:
 * - GET /2/users/by/username/:username (app bearer token) - handle to numeric id;
 * - GET /2/dm_events (user-context token of the product's account) - DMs it received;
 * - GET /2/users/:id?user.fields=description and GET /2/users/:id/tweets (app bearer) - the
 *   bio and recent posts the account set-up distils into profile facts.
 */
export function createXApiClient(
  config: Pick<Config, 'X_API_BASE' | 'X_BEARER_TOKEN' | 'X_USER_ACCESS_TOKEN'>,
  fetchImpl: FetchLike = fetch,
) {
  const base = config.X_API_BASE.replace(/\/+$/, '');
  async function get<T>(path: string, query: Record<string, string>, token: string | undefined): Promise<T> {
    if (!token) throw new XApiError(0, 'X API credentials are not configured');
    const url = new URL(base + path);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await fetchImpl(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok)
      throw new XApiError(res.status, `X API ${path.split('/').slice(0, 3).join('/')} answered ${res.status}`);
    return (await res.json()) as T;
  }
  return {
    /** null when X says there is no such user. */
    async userByUsername(username: string): Promise<XUser | null> {
      const body = await get<{ data?: XUser }>(
        `/2/users/by/username/${encodeURIComponent(username)}`,
        {},
        config.X_BEARER_TOKEN,
      );
      return body.data ?? null;
    },
    async userById(id: string): Promise<XUser | null> {
      const body = await get<{ data?: XUser }>(
        `/2/users/${encodeURIComponent(id)}`,
        { 'user.fields': 'description' },
        config.X_BEARER_TOKEN,
      );
      return body.data ?? null;
    },
    async recentTweets(id: string, max = 20): Promise<XTweet[]> {
      const body = await get<{ data?: XTweet[] }>(
        `/2/users/${encodeURIComponent(id)}/tweets`,
        { max_results: String(Math.min(100, Math.max(5, max))), exclude: 'retweets,replies' },
        config.X_BEARER_TOKEN,
      );
      return body.data ?? [];
    },
    /** DM events received by the product's account, newest first, back to `since`. */
    async dmEventsSince(since: Date): Promise<XDmEvent[]> {
      const events: XDmEvent[] = [];
      let token: string | undefined;
      for (let page = 0; page < MAX_DM_PAGES; page++) {
        const query: Record<string, string> = {
          'dm_event.fields': 'sender_id,text,created_at',
          event_types: 'MessageCreate',
          max_results: '100',
        };
        if (token) query.pagination_token = token;
        const body = await get<{ data?: XDmEvent[]; meta?: { next_token?: string } }>(
          '/2/dm_events',
          query,
          config.X_USER_ACCESS_TOKEN,
        );
        const data = body.data ?? [];
        events.push(...data);
        token = body.meta?.next_token;
        const oldest = data.at(-1)?.created_at;
        if (!token || (oldest && new Date(oldest) < since)) break;
      }
      return events;
    },
  };
}
export type XApiClient = ReturnType<typeof createXApiClient>;

/** The one DM that proves ownership: from that account's id, containing that code, in time. */
export function findProofDm(
  events: XDmEvent[],
  input: { senderId: string; code: string; since: Date },
): XDmEvent | null {
  const codeRe = new RegExp(`(^|\\D)${input.code}(\\D|$)`);
  return (
    events.find(
      (e) =>
        (e.event_type === undefined || e.event_type === 'MessageCreate') &&
        e.sender_id === input.senderId &&
        typeof e.text === 'string' &&
        codeRe.test(e.text) &&
        typeof e.created_at === 'string' &&
        new Date(e.created_at).getTime() >= input.since.getTime(),
    ) ?? null
  );
}

/**
 * `x-api`: the person sends the 4-digit code by DM to the product's account; we resolve their
 * handle to its numeric id and accept only a DM from that id containing that code, sent after the
 * code was issued. Each (username, code) is recorded in x_verifications: it expires 10 minutes
 * after the server first saw it, allows X_CODE_MAX_ATTEMPTS checks and proves ownership once.
 */
export function createXApiVerifier(
  config: Pick<Config, 'X_API_BASE' | 'X_BEARER_TOKEN' | 'X_USER_ACCESS_TOKEN'>,
  deps: { db: Db; fetch?: FetchLike; now?: () => Date },
): XVerifier {
  const client = createXApiClient(config, deps.fetch);
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  return {
    name: 'x-api',
    async verify({ username, code, issuedAt }): Promise<XVerification> {
      if (!/^\d{4}$/.test(code)) return { found: false };
      const row = await findOrCreateCheck(db, username, code, now());
      if (row.consumedAt || row.verifiedAt) return { found: false };
      if (row.expiresAt.getTime() < now().getTime()) return { found: false };
      // Count the attempt first (atomically), so parallel checks cannot exceed the limit.
      const counted = await db
        .update(xVerifications)
        .set({ attempts: sql`${xVerifications.attempts} + 1` })
        .where(and(eq(xVerifications.id, row.id), sql`${xVerifications.attempts} < ${X_CODE_MAX_ATTEMPTS}`))
        .returning({ id: xVerifications.id });
      if (!counted[0]) return { found: false };

      let user: XUser | null;
      let events: XDmEvent[];
      const since = new Date(Math.max(issuedAt.getTime(), row.createdAt.getTime() - X_CODE_TTL_MS));
      try {
        user = await client.userByUsername(username);
        if (!user) return { found: false };
        events = await client.dmEventsSince(since);
      } catch (err) {
        // An X outage is an error the wizard reports as such, not a 'not found'.
        const error = new AppError('upstream', 'X could not be reached. Please try again.');
        error.cause = err;
        throw error;
      }
      const proof = findProofDm(events, { senderId: user.id, code, since });
      if (!proof) return { found: false };
      // Single use: only the first check that finds the DM wins.
      const won = await db
        .update(xVerifications)
        .set({ verifiedAt: now(), consumedAt: now(), xUserId: user.id })
        .where(and(eq(xVerifications.id, row.id), sql`${xVerifications.consumedAt} is null`))
        .returning({ id: xVerifications.id });
      return won[0] ? { found: true, xUserId: user.id } : { found: false };
    },
  };
}

async function findOrCreateCheck(db: Db, username: string, code: string, at: Date) {
  const [existing] = await db
    .select()
    .from(xVerifications)
    .where(and(sql`lower(${xVerifications.username}) = ${username.toLowerCase()}`, eq(xVerifications.code, code)))
    .orderBy(desc(xVerifications.createdAt))
    .limit(1);
  if (existing) return existing;
  const [created] = await db
    .insert(xVerifications)
    .values({ username, code, createdAt: at, expiresAt: new Date(at.getTime() + X_CODE_TTL_MS) })
    .returning();
  return created!;
}
