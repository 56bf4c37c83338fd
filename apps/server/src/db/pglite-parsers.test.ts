import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { eq, sql } from 'drizzle-orm';
import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepDrizzleParsersOnInstance } from './pglite-parsers.ts';

/** Every type drizzle reads as text, plus a few it leaves to PGlite. */
const ROW = sql`select
  timestamp '2026-03-04 05:06:07.123' as ts,
  timestamptz '2026-03-04 05:06:07.123+02' as tstz,
  date '2026-03-04' as d,
  interval '1 day 02:03:04' as iv,
  array[timestamp '2026-03-04 05:06:07', timestamp '2027-01-01 00:00:00'] as ts_arr,
  array[timestamptz '2026-03-04 05:06:07+00'] as tstz_arr,
  array[date '2026-03-04'] as d_arr,
  array[interval '1 hour'] as iv_arr,
  array[1.5::numeric, 2::numeric] as num_arr,
  42::int as n, true as b, '{"a":1}'::jsonb as j, array[1, 2] as int_arr, 'x' as t`;

const stamps = pgTable('stamps', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day'),
  n: integer('n'),
});

const plain = new PGlite();
const kept = new PGlite();
/** What the kept instance's query was really called with (the options PGlite saw). */
const seen: Array<QueryOptions | undefined> = [];

beforeAll(async () => {
  await Promise.all([plain.waitReady, kept.waitReady]);
  const query = kept.query.bind(kept);
  kept.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    seen.push(options);
    return query(text, params, options);
  }) as PGlite['query'];
  keepDrizzleParsersOnInstance(kept);
  for (const client of [plain, kept]) {
    await client.exec('create table stamps (id int primary key, at timestamptz not null, day date, n int)');
    await client.exec("insert into stamps values (1, '2026-03-04 05:06:07+00', '2026-03-04', 7)");
  }
});
afterAll(async () => {
  await Promise.all([plain.close(), kept.close()]);
});

describe("drizzle's type parsers kept on the PGlite instance", () => {
  it('gives the same values as drizzle passing its parsers with each query, without passing them', async () => {
    seen.length = 0;
    const before = await drizzle(plain).execute(ROW);
    const after = await drizzle(kept).execute(ROW);
    expect(after.rows).toEqual(before.rows);
    expect(after.rows[0]).toMatchObject({ ts: '2026-03-04 05:06:07.123', d: '2026-03-04', n: 42, int_arr: [1, 2] });
    expect(seen.length).toBe(1);
    expect(seen[0]?.parsers).toBeUndefined();
  });

  it('does the same for prepared queries and inside transactions', async () => {
    const run = async (client: PGlite) => {
      const db = drizzle(client);
      const prepared = db
        .select()
        .from(stamps)
        .where(eq(stamps.id, sql.placeholder('id')))
        .prepare('stamp');
      return [
        await prepared.execute({ id: 1 }),
        await prepared.execute({ id: 1 }),
        await db.transaction((tx) => tx.select().from(stamps)),
      ];
    };
    seen.length = 0;
    expect(await run(kept)).toEqual(await run(plain));
    expect(seen.filter((options) => options?.parsers !== undefined)).toEqual([]);
  });

  it('passes any other parsers through as given, and stops skipping if the instance lost them', async () => {
    const upper = { 25: (value: string) => value.toUpperCase() };
    expect((await kept.query<{ t: string }>("select 'x' as t", [], { parsers: upper })).rows[0]?.t).toBe('X');
    const other = new PGlite();
    await other.waitReady;
    keepDrizzleParsersOnInstance(other);
    // Without drizzle's parsers on the instance, a skipped copy would read the timestamp as a Date.
    delete other.parsers[1114];
    const { rows } = await drizzle(other).execute(sql`select timestamp '2026-03-04 05:06:07' as ts`);
    expect(rows[0]).toEqual({ ts: '2026-03-04 05:06:07' });
    await other.close();
  });
});
