import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GOAL_CLASSIFY_DAILY_LIMIT } from '@grindstone/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { aiQuota } from '../../db/schema/index.ts';
import { createOfflineCoach } from '../../ai/offline-coach/offline-coach.ts';
import type { CoachProvider } from '../../ai/coach-provider.ts';

describe('goal classification by a paid provider is capped per account per day', () => {
  let t: TestApp;
  const asked: string[] = [];
  // A provider that always answers purple: the offline coach never does for these texts.
  const paid = {
    ...createOfflineCoach(),
    name: 'paid-provider',
    model: 'paid-model',
    async classifyGoal(description: string) {
      asked.push(description);
      return { borderColor: 'purple', warning: false } as const;
    },
  } as CoachProvider;
  beforeAll(async () => {
    t = await createTestApp({ coach: paid });
  });
  afterAll(() => t.close());

  it('counts each classification, and past the cap creates the goal with the offline classification', async () => {
    const u = await createUser(t.app);
    const post = (description: string) =>
      t.app.inject({ method: 'POST', url: '/api/goals', headers: { cookie: u.cookie }, payload: { description } });
    const first = await post('Run 5 km three times this week');
    expect(first.statusCode).toBe(201);
    expect(first.json().borderColor).toBe('purple');
    const day = new Date().toISOString().slice(0, 10);
    const where = and(eq(aiQuota.userId, u.id), eq(aiQuota.kind, 'classify'), eq(aiQuota.day, day));
    const [row] = await t.app.db.select().from(aiQuota).where(where);
    expect(row?.count).toBe(1);

    await t.app.db.update(aiQuota).set({ count: GOAL_CLASSIFY_DAILY_LIMIT }).where(where);
    const text = 'Read two chapters of the novel by Sunday';
    const capped = await post(text);
    expect(capped.statusCode).toBe(201);
    const offline = await createOfflineCoach().classifyGoal(text);
    expect(capped.json()).toMatchObject({ borderColor: offline.borderColor, warning: offline.warning });
    expect(capped.json().borderColor).not.toBe('purple');
    expect(asked).toEqual(['Run 5 km three times this week']);
  });
});
