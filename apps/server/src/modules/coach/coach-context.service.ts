import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { deviceInfo, goals, notifications, profileFacts, userMetadata, users } from '../../db/schema/index.ts';
import type { CoachContext, CoachGoal } from '../../ai/coach-provider.ts';
import { safeTimeZone } from '../../ai/local-time.ts';
import { isLiveGoal, isOpenGoal } from '../goals/goals.service.ts';

/**
 * THE one place where the coach's context is assembled: My Context, profile facts, open goals
 * (colour, age, recent updates), completed history, past grind outcomes (with reject reasons),
 * advice likes, the server-resolved location and the local time. Every provider gets this.
 */

const UNKNOWN_LOCATION = { city: 'Unknown', region: 'Unknown', country: 'Unknown' };
const RECENT_UPDATES_PER_GOAL = 3;
const COMPLETED_LIMIT = 20;
const HISTORY_LIMIT = 30;

export type CoachUser = {
  id: string;
  name: string;
  subscriptionStatus: string;
  timeZone: string | null;
  myContext: string;
  location: { city: string; region: string; country: string };
};

/** The user, My Context and the server-known location, in one query. */
export async function findCoachUser(db: Db, userId: string): Promise<CoachUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      subscriptionStatus: users.subscriptionStatus,
      timeZone: users.timeZone,
      myContext: userMetadata.metadata,
      location: deviceInfo.location,
    })
    .from(users)
    .leftJoin(userMetadata, eq(userMetadata.userId, users.id))
    .leftJoin(deviceInfo, eq(deviceInfo.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const loc = row.location;
  return {
    id: row.id,
    name: row.name,
    subscriptionStatus: row.subscriptionStatus,
    timeZone: row.timeZone,
    myContext: row.myContext ?? '',
    location: {
      city: loc?.city || UNKNOWN_LOCATION.city,
      region: loc?.region || UNKNOWN_LOCATION.region,
      country: loc?.country || UNKNOWN_LOCATION.country,
    },
  };
}

/** The time zone a request speaks for: the one it sent, else the user's saved one, else UTC. */
export function resolveTimeZone(requested: string | undefined, user: { timeZone: string | null } | null): string {
  return safeTimeZone(requested ?? user?.timeZone ?? 'UTC');
}

function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

export async function assembleCoachContext(
  db: Db,
  input: { user: CoachUser; timeZone: string; now?: Date },
): Promise<CoachContext> {
  const { user } = input;
  const now = input.now ?? new Date();
  const [facts, openGoals, updates, completed, history] = await Promise.all([
    db
      .select({ fact: profileFacts.fact })
      .from(profileFacts)
      .where(eq(profileFacts.userId, user.id))
      .orderBy(desc(profileFacts.createdAt))
      .limit(20),
    db
      .select({
        id: goals.id,
        description: goals.description,
        borderColor: goals.borderColor,
        warning: goals.warning,
        createdAt: goals.createdAt,
        ifThen: goals.ifThen,
      })
      .from(goals)
      .where(and(eq(goals.userId, user.id), isOpenGoal))
      .orderBy(goals.position, goals.createdAt),
    // The last few updates of every open goal, newest first, in one query.
    queryRows<{ goal_id: string; content: string; created_at: unknown }>(
      db,
      sql`
      select goal_id, content, created_at from (
        select u.goal_id, u.content, u.created_at,
               row_number() over (partition by u.goal_id order by u.created_at desc) as rn
        from goal_updates u join goals g on g.id = u.goal_id
        where u.user_id = ${user.id} and g.completed_at is null and g.archived_at is null and g.deleted_at is null
      ) ranked where rn <= ${RECENT_UPDATES_PER_GOAL}
      order by goal_id, created_at desc`,
    ),
    db
      .select({ description: goals.description, createdAt: goals.createdAt, completedAt: goals.completedAt })
      .from(goals)
      .where(and(eq(goals.userId, user.id), isNotNull(goals.completedAt), isLiveGoal))
      .orderBy(desc(goals.completedAt))
      .limit(COMPLETED_LIMIT),
    db
      .select({
        type: notifications.type,
        name: notifications.name,
        state: notifications.state,
        duration: notifications.duration,
        liked: notifications.liked,
        rejectReason: notifications.rejectReason,
        goalDescription: goals.description,
      })
      .from(notifications)
      .leftJoin(goals, and(eq(goals.id, notifications.goalId), isLiveGoal))
      .where(and(eq(notifications.userId, user.id), inArray(notifications.type, ['grind', 'advice'])))
      .orderBy(desc(notifications.createdAt))
      .limit(HISTORY_LIMIT),
  ]);

  const byGoal = new Map<string, { content: string; createdAt: Date }[]>();
  for (const r of updates) {
    const list = byGoal.get(r.goal_id) ?? [];
    list.push({ content: htmlToText(r.content), createdAt: asDate(r.created_at) });
    byGoal.set(r.goal_id, list);
  }
  const coachGoals: CoachGoal[] = openGoals.map((g) => {
    const ups = byGoal.get(g.id) ?? [];
    return {
      id: g.id,
      description: g.description,
      borderColor: g.borderColor,
      warning: g.warning,
      createdAt: g.createdAt,
      lastUpdateAt: ups[0]?.createdAt ?? null,
      recentUpdates: ups.map((u) => u.content).filter(Boolean),
      ifThen: g.ifThen,
    };
  });

  return {
    userName: user.name,
    myContext: user.myContext,
    profileFacts: facts.map((f) => f.fact),
    goals: coachGoals,
    completed: completed.map((c) => ({
      description: c.description,
      createdAt: c.createdAt,
      completedAt: c.completedAt!,
    })),
    grindOutcomes: history
      .filter((h) => h.type === 'grind' && h.state && h.state !== 'pending')
      .map((h) => ({
        goalDescription: h.goalDescription ?? h.name,
        state: h.state!,
        duration: h.duration,
        rejectReason: h.rejectReason,
      })),
    adviceLikes: history.filter((h) => h.type === 'advice').map((h) => ({ name: h.name, liked: h.liked })),
    location: user.location,
    timeZone: input.timeZone,
    now,
  };
}
