import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { profileFacts, users } from '../../db/schema/index.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import { FAKE_BEARER, FAKE_USER_TOKEN, startFakeXServer, type FakeXServer } from '../../testing/fakes/x-api-server.ts';
import { startAccountSetup } from './onboarding.service.ts';

describe('account set-up with X_VERIFIER=x-api (local X API v2 server)', () => {
  let x: FakeXServer;
  let t: TestApp;
  beforeAll(async () => {
    x = await startFakeXServer();
    t = await createTestApp({
      env: {
        X_VERIFIER: 'x-api',
        X_API_BASE: x.url,
        X_BEARER_TOKEN: FAKE_BEARER,
        X_USER_ACCESS_TOKEN: FAKE_USER_TOKEN,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await x.close();
  });
  afterEach(() => expect(x.unexpected).toEqual([]));

  it("reads the user's bio and recent posts and stores the distilled facts", async () => {
    x.users.push({
      id: '3003',
      username: 'LinusX',
      name: 'Linus',
      description: 'Kernel hacker. Dad of three.',
      tweets: ['Shipping a new release today', 'Running my first 10k this weekend'],
    });
    const user = await createUser(t.app, { username: 'LinusX', xUserId: '3003', onboardingStatus: 'pending' });
    await startAccountSetup(t.app, user.id);
    const spy = vi
      .spyOn(t.app.coach, 'profileFacts')
      .mockResolvedValue({ facts: ['Is a kernel hacker', 'Trains for a 10k'], reason: 'bio and posts' });
    await runDueJobs(t.app);
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({
        bio: 'Kernel hacker. Dad of three.',
        posts: ['Shipping a new release today', 'Running my first 10k this weekend'],
      }),
    );
    spy.mockRestore();
    const facts = await t.app.db.select().from(profileFacts).where(eq(profileFacts.userId, user.id));
    expect(facts.map((f) => f.fact).sort()).toEqual(['Is a kernel hacker', 'Trains for a 10k']);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.onboardingStatus).toBe('completed');
    const paths = x.requests.map((r) => r.path);
    expect(paths).toContain('/2/users/3003');
    expect(paths).toContain('/2/users/3003/tweets');
    expect(x.requests.find((r) => r.path === '/2/users/3003')?.query.get('user.fields')).toBe('description');
  });

  it('retries when X is down (the user stays started meanwhile)', async () => {
    const user = await createUser(t.app, { username: 'DownUser', xUserId: '4004', onboardingStatus: 'pending' });
    await startAccountSetup(t.app, user.id);
    x.failWith = 503;
    const summary = await runDueJobs(t.app);
    x.failWith = null;
    expect(summary.retried).toBe(1);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.onboardingStatus).toBe('started');
  });
});
