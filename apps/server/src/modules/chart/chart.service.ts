import { sql } from 'drizzle-orm';
import { CHART_WEEKS, DAY_MS, TIME_TO_COMPLETE_BUCKETS, type TChartAnswer } from '@grindstone/contract';
import { queryRows, type Db } from '../../db/client.ts';

/** Monday 00:00 UTC of the week holding `d`. */
export function weekStartUtc(d: Date): Date {
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day));
}
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The behaviour chart of one person: goals created and completed per week, time to complete,
 * grind sessions by outcome, active days and activities per week. Four small grouped queries,
 * each on an index that starts with user_id.
 */
export async function findChart(db: Db, input: { userId: string; now?: Date }): Promise<TChartAnswer> {
  const now = input.now ?? new Date();
  const firstWeek = new Date(weekStartUtc(now).getTime() - (CHART_WEEKS - 1) * 7 * DAY_MS);
  const since = firstWeek.toISOString();
  const uid = input.userId;

  const goalWeeks = await queryRows<{ kind: string; week: string; n: number }>(
    db,
    sql`
    select kind, to_char(wk, 'YYYY-MM-DD') as week, count(*)::int as n from (
      select 'created' as kind, date_trunc('week', created_at at time zone 'UTC') as wk
        from goals where user_id = ${uid} and deleted_at is null and created_at >= ${since}::timestamptz
      union all
      select 'completed', date_trunc('week', completed_at at time zone 'UTC')
        from goals where user_id = ${uid} and deleted_at is null and completed_at is not null and completed_at >= ${since}::timestamptz
    ) t group by kind, wk`,
  );

  const durations = await queryRows<
    Record<'completed' | 'open' | 'b0' | 'b1' | 'b2' | 'b3' | 'b4' | 'b5', number> & {
      median_s: number | string | null;
    }
  >(
    db,
    sql`
    select
      count(*)::int as completed,
      (select count(*)::int from goals where user_id = ${uid} and completed_at is null and archived_at is null and deleted_at is null) as open,
      percentile_cont(0.5) within group (order by extract(epoch from completed_at - created_at)) as median_s,
      count(*) filter (where completed_at - created_at < interval '1 day')::int as b0,
      count(*) filter (where completed_at - created_at >= interval '1 day' and completed_at - created_at < interval '3 days')::int as b1,
      count(*) filter (where completed_at - created_at >= interval '3 days' and completed_at - created_at < interval '7 days')::int as b2,
      count(*) filter (where completed_at - created_at >= interval '7 days' and completed_at - created_at < interval '14 days')::int as b3,
      count(*) filter (where completed_at - created_at >= interval '14 days' and completed_at - created_at < interval '28 days')::int as b4,
      count(*) filter (where completed_at - created_at >= interval '28 days')::int as b5
    from goals where user_id = ${uid} and completed_at is not null and deleted_at is null`,
  );

  const grinds = await queryRows<{ state: string; n: number }>(
    db,
    sql`
    select coalesce(state, 'pending') as state, count(*)::int as n
    from notifications where user_id = ${uid} and type = 'grind' group by 1`,
  );

  const activity = await queryRows<{ kind: string; key: string; n: number }>(
    db,
    sql`
    select 'day' as kind, to_char(day, 'YYYY-MM-DD') as key, 1 as n
      from active_days where user_id = ${uid} and day >= ${isoDay(firstWeek)}::date
    union all
    select 'activity', to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD'), count(*)::int
      from activities where user_id = ${uid} and created_at >= ${since}::timestamptz group by 2`,
  );

  const weekKeys = Array.from({ length: CHART_WEEKS }, (_, i) =>
    isoDay(new Date(firstWeek.getTime() + i * 7 * DAY_MS)),
  );
  const created = new Map<string, number>();
  const completed = new Map<string, number>();
  for (const r of goalWeeks) (r.kind === 'created' ? created : completed).set(r.week, Number(r.n));
  const perWeekActivity = new Map<string, number>();
  const activeDays: string[] = [];
  for (const r of activity) {
    if (r.kind === 'day') activeDays.push(r.key);
    else perWeekActivity.set(r.key, Number(r.n));
  }
  activeDays.sort();
  const d = durations[0];
  const buckets = [d?.b0, d?.b1, d?.b2, d?.b3, d?.b4, d?.b5].map((n) => Number(n ?? 0));
  const median = d?.median_s == null ? null : Number(d.median_s) / 3600;

  return {
    weeks: weekKeys.map((k) => ({ weekStart: k, created: created.get(k) ?? 0, completed: completed.get(k) ?? 0 })),
    timeToComplete: TIME_TO_COMPLETE_BUCKETS.map((bucket, i) => ({ bucket, count: buckets[i]! })),
    grinds: grinds.map((r) => ({ state: r.state, count: Number(r.n) })).sort((a, b) => b.count - a.count),
    activeDays,
    activitiesPerWeek: weekKeys.map((k) => ({ weekStart: k, count: perWeekActivity.get(k) ?? 0 })),
    totals: {
      open: Number(d?.open ?? 0),
      completed: Number(d?.completed ?? 0),
      medianHoursToComplete: median === null ? null : Math.round(median * 10) / 10,
    },
  };
}
