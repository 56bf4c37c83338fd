import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import type { TestUser } from '../src/testing/factories.ts';
import { toMe, type UserRow } from '../src/modules/auth/auth.service.ts';
import { sql } from 'drizzle-orm';
import { GOAL_PRIORITY_COLORS } from '@grindstone/contract';
import { goals } from '../src/db/schema/index.ts';
import { findOpenGoals } from '../src/modules/goals/goals.service.ts';

/** Goals of other people seeded before the goal list scenario (half of them completed). */
const GOALS_BENCH_OTHERS = 1_000_000;
const GOALS_BENCH_USERS = 2_000;
const GOALS_BENCH_OWN = 50;
const GOALS_BENCH_SLICE = 100;

/**
 * The endpoints `npm run bench` measures. Each scenario runs once per database: `setup` gets our
 * app (built, migrated, listening) and a signed-in user, creates whatever data the endpoint needs,
 * and returns the request to load our app with and `bare`: the same data work with the same
 * driver and nothing else (no hooks, headers, validation, serialisation schema or log line), which
 * a bare Fastify server answers for comparison. The bare server gets the same cookie and does the
 * same session check first (the token's HMAC and the session query, see run.ts), then calls
 * `bare` with the account row. Add your hot endpoint here.
 */
export type BenchContext = { app: FastifyInstance; db: Db; user: TestUser };
export type BenchRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};
export type BenchScenario = {
  name: string;
  setup: (ctx: BenchContext) => Promise<{ request: BenchRequest; bare: (account: UserRow) => Promise<unknown> }>;
};

export const scenarios: BenchScenario[] = [
  {
    name: 'GET /api/users/me',
    setup: async ({ user }) => ({
      request: { path: '/api/users/me', headers: { cookie: user.cookie } },
      // Ours answers from the row its session check read; so does the bare server.
      bare: async (account) => toMe(account),
    }),
  },
  {
    // The dashboard's hot path: one user's 50 open goals among a million goals of 2,000 people.
    name: 'GET /api/goals',
    setup: async ({ db, user }) => {
      await seedGoals(db, user.id);
      return {
        request: { path: '/api/goals', headers: { cookie: user.cookie } },
        bare: (account) => findOpenGoals(db, account.id),
      };
    },
  },
];

/** One user's 50 open goals among a million goals of 2,000 other people (half of them completed). */
export async function seedGoals(db: Db, userId: string): Promise<void> {
  const t0 = Date.now();
  await db.execute(sql`
    insert into users (username, name, email, password_hash, onboarding_status)
    select 'bench_' || i, 'Bench ' || i, 'bench_' || i || '@example.com', 'x', 'completed'
    from generate_series(1, ${GOALS_BENCH_USERS}) as i`);
  // In slices of users: one statement for a million rows outlasts the pool's query timeout.
  for (let first = 1; first <= GOALS_BENCH_USERS; first += GOALS_BENCH_SLICE) {
    await db.execute(sql`
      insert into goals (user_id, description, border_color, position, completed_at)
      select u.id, 'Seeded goal ' || g, 'white', g, case when g % 2 = 0 then now() else null end
      from (select id from users
            where username in (select 'bench_' || i from generate_series(${first}::int, ${first + GOALS_BENCH_SLICE - 1}::int) as i)) u,
           generate_series(1, ${Math.floor(GOALS_BENCH_OTHERS / GOALS_BENCH_USERS)}::int) as g`);
  }
  await db.insert(goals).values(
    Array.from({ length: GOALS_BENCH_OWN }, (_, i) => ({
      userId: userId,
      description: `Bench goal ${i}: ship the thing, then tell people about it`,
      position: i,
      borderColor: GOAL_PRIORITY_COLORS[i % GOAL_PRIORITY_COLORS.length],
    })),
  );
  await db.execute(sql`analyze goals`);
  const plan = (await db.execute(
    sql`explain select * from goals where user_id = ${userId} and completed_at is null order by position, created_at`,
  )) as unknown as { rows: Record<string, string>[] };
  process.stderr.write(
    `  goals seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s; list plan: ${plan.rows.map((r) => Object.values(r)[0]).join(' | ')}\n`,
  );
}
