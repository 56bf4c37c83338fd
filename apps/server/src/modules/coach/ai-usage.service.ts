import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { aiUsage, type AI_USAGE_OUTCOMES } from '../../db/schema/index.ts';
import { aiCallsTotal } from '../../plugins/metrics.ts';
import type { AnswerOutcome, TokenUsage } from '../../ai/coach-provider.ts';
import { CoachError } from '../../ai/coach-error.ts';

export type AiUsageOutcome = (typeof AI_USAGE_OUTCOMES)[number];
/** The part of the app's logger a coach call writes to. */
export type CoachLog = { error: (o: object, m: string) => void; warn: (o: object, m: string) => void };
type Log = Pick<CoachLog, 'warn'>;

/**
 * Accounting: one ai_usage row per coach call (provider, model, latency, tokens, outcome).
 * A fallback to the offline coach is also logged, in one line without personal data.
 */
export async function recordAiUsage(
  db: Db,
  row: {
    userId: string | null;
    kind: string;
    provider: string;
    model: string;
    latencyMs: number;
    inputTokens?: number | null;
    outputTokens?: number | null;
    outcome: AiUsageOutcome;
    error?: string | null;
  },
  log?: Log,
): Promise<void> {
  if (row.outcome === 'fallback')
    log?.warn(
      { kind: row.kind, provider: row.provider, model: row.model, failure: row.error?.slice(0, 200) },
      'the coach model failed; the offline coach answered',
    );
  aiCallsTotal.inc({ provider: row.provider, kind: row.kind, outcome: row.outcome });
  await db.insert(aiUsage).values({
    userId: row.userId,
    kind: row.kind,
    provider: row.provider,
    model: row.model,
    latencyMs: Math.max(0, Math.round(row.latencyMs)),
    inputTokens: row.inputTokens ?? null,
    outputTokens: row.outputTokens ?? null,
    outcome: row.outcome,
    error: row.error ? row.error.slice(0, 500) : null,
  });
}

/** Who made a coach call and to which coach: the first columns of its ai_usage row. */
export type UsageCaller = { userId: string | null; kind: string; coach: { name: string; model: string } };

const callerColumns = (c: UsageCaller) => ({
  userId: c.userId,
  kind: c.kind,
  provider: c.coach.name,
  model: c.coach.model,
});

/** A call the coach answered: its tokens, and 'ok', 'repaired' or 'fallback' with the model's failure. */
export function recordAnswer(
  db: Db,
  caller: UsageCaller,
  answer: { usage?: TokenUsage; outcome?: AnswerOutcome; failure?: string },
  latencyMs: number,
  log?: Log,
): Promise<void> {
  return recordAiUsage(
    db,
    {
      ...callerColumns(caller),
      latencyMs,
      inputTokens: answer.usage?.inputTokens,
      outputTokens: answer.usage?.outputTokens,
      outcome: answer.outcome ?? 'ok',
      error: answer.failure,
    },
    log,
  );
}

/** A call that failed: 'error', with the coach's code and message when it was the coach's own error. */
export function recordFailure(db: Db, caller: UsageCaller, err: unknown, latencyMs: number): Promise<void> {
  const error = err instanceof CoachError ? `${err.code}: ${err.message}` : String((err as Error)?.message ?? err);
  return recordAiUsage(db, { ...callerColumns(caller), latencyMs, outcome: 'error', error });
}

/** A call refused by the daily limit: the coach was never asked. */
export function recordLimited(db: Db, caller: UsageCaller): Promise<void> {
  return recordAiUsage(db, { ...callerColumns(caller), latencyMs: 0, outcome: 'limited' });
}

export type AiUsageDay = {
  day: string;
  calls: number;
  /** Answered by the model as it was sent. */
  ok: number;
  /** The model's answer was valid only after repair or one re-ask. */
  repaired: number;
  /** The model failed and the offline coach answered. */
  fallback: number;
  errors: number;
  limited: number;
  inputTokens: number;
  outputTokens: number;
  avgLatencyMs: number;
};
export type AiUsageUser = AiUsageDay & { userId: string | null; username: string | null };
export type AiUsageSummary = { days: number; byDay: AiUsageDay[]; byUser: AiUsageUser[] };

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

/**
 * For the operator's /admin page: calls per UTC day and per user over the last `days` days.
 * Newest day first; users with the most calls first (ties by name).
 */
export async function getAiUsageSummary(db: Db, input: { days: number }): Promise<AiUsageSummary> {
  const days = Math.max(1, Math.min(365, Math.floor(input.days)));
  const since = sql`now() - make_interval(days => ${days})`;
  const [byDay, byUser] = await Promise.all([
    queryRows<Row>(
      db,
      sql`
      select to_char(${aiUsage.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as day,
             count(*) as calls,
             count(*) filter (where ${aiUsage.outcome} = 'ok') as ok,
             count(*) filter (where ${aiUsage.outcome} = 'repaired') as repaired,
             count(*) filter (where ${aiUsage.outcome} = 'fallback') as fallback,
             count(*) filter (where ${aiUsage.outcome} = 'error') as errors,
             count(*) filter (where ${aiUsage.outcome} = 'limited') as limited,
             coalesce(sum(${aiUsage.inputTokens}), 0) as input_tokens,
             coalesce(sum(${aiUsage.outputTokens}), 0) as output_tokens,
             coalesce(round(avg(${aiUsage.latencyMs}) filter (where ${aiUsage.outcome} <> 'limited')), 0) as avg_latency
      from ${aiUsage}
      where ${aiUsage.createdAt} >= ${since}
      group by 1 order by 1 desc`,
    ),
    queryRows<Row>(
      db,
      sql`
      select u.user_id, us.username,
             max(to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD')) as day,
             count(*) as calls,
             count(*) filter (where u.outcome = 'ok') as ok,
             count(*) filter (where u.outcome = 'repaired') as repaired,
             count(*) filter (where u.outcome = 'fallback') as fallback,
             count(*) filter (where u.outcome = 'error') as errors,
             count(*) filter (where u.outcome = 'limited') as limited,
             coalesce(sum(u.input_tokens), 0) as input_tokens,
             coalesce(sum(u.output_tokens), 0) as output_tokens,
             coalesce(round(avg(u.latency_ms) filter (where u.outcome <> 'limited')), 0) as avg_latency
      from ai_usage u left join users us on us.id = u.user_id
      where u.created_at >= ${since}
      group by u.user_id, us.username
      order by count(*) desc, us.username asc nulls last`,
    ),
  ]);
  const toDay = (r: Row): AiUsageDay => ({
    day: String(r.day),
    calls: num(r.calls),
    ok: num(r.ok),
    repaired: num(r.repaired),
    fallback: num(r.fallback),
    errors: num(r.errors),
    limited: num(r.limited),
    inputTokens: num(r.input_tokens),
    outputTokens: num(r.output_tokens),
    avgLatencyMs: num(r.avg_latency),
  });
  return {
    days,
    byDay: byDay.map(toDay),
    byUser: byUser.map((r) => ({
      ...toDay(r),
      userId: (r.user_id as string | null) ?? null,
      username: (r.username as string | null) ?? null,
    })),
  };
}
