import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { aiUsage, type AI_USAGE_OUTCOMES } from '../../db/schema/index.ts';
import { aiCallsTotal } from '../../plugins/metrics.ts';

export type AiUsageOutcome = (typeof AI_USAGE_OUTCOMES)[number];
type Log = { warn: (o: object, m: string) => void };

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
