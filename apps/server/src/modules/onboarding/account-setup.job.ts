import { and, eq, inArray, sql } from 'drizzle-orm';
import { ZAccountSetupPayloadSchema } from '@grindstone/contract';
import { defineJob } from '../../jobs/job-runner.ts';
import { profileFacts, userMetadata, users } from '../../db/schema/index.ts';
import { createXApiClient } from '../../integrations/x/x-api-verifier.ts';

export const PROFILE_FACT_MAX = 500;
const MAX_FACTS = 12;
const RECENT_POSTS = 20;

/**
 * Builds the personal profile the coach uses (the 'typically 2 minutes' of docs/product.md#onboarding).
 * With X_VERIFIER=x-api it reads the user's bio and recent posts from X; with dev it uses what
 * the user typed (name, My Context). The coach provider distils them into profile_facts.
 * Idempotent: a retry replaces the facts of source 'setup' in one transaction. Ends with the
 * user `completed`; after the last failed attempt the user is `failed`.
 */
export const accountSetupJob = defineJob({
  name: 'account-setup',
  schema: ZAccountSetupPayloadSchema,
  maxAttempts: 3,
  backoffMs: 5_000,
  async handle(app, { userId }) {
    const [user] = await app.db
      .select({
        id: users.id,
        name: users.name,
        username: users.username,
        xUserId: users.xUserId,
        status: users.onboardingStatus,
        myContext: userMetadata.metadata,
      })
      .from(users)
      .leftJoin(userMetadata, eq(userMetadata.userId, users.id))
      .where(eq(users.id, userId));
    if (!user) return; // deleted meanwhile: nothing to build
    if (user.status === 'completed') return;

    let bio = '';
    let posts: string[] = [];
    if (app.config.X_VERIFIER === 'x-api') {
      const x = createXApiClient(app.config);
      const xUser = user.xUserId ? await x.userById(user.xUserId) : await x.userByUsername(user.username);
      if (xUser) {
        const full = xUser.description === undefined ? await x.userById(xUser.id) : xUser;
        bio = full?.description ?? '';
        posts = (await x.recentTweets(xUser.id, RECENT_POSTS)).map((t) => t.text);
      }
    }
    const result = await app.coach.profileFacts({
      name: user.name,
      username: user.username,
      bio,
      posts,
      myContext: user.myContext ?? '',
    });
    const facts = [...new Set(result.facts.map((f) => f.trim().slice(0, PROFILE_FACT_MAX)).filter(Boolean))].slice(
      0,
      MAX_FACTS,
    );
    await app.db.transaction(async (tx) => {
      await tx.delete(profileFacts).where(and(eq(profileFacts.userId, userId), eq(profileFacts.source, 'setup')));
      if (facts.length) await tx.insert(profileFacts).values(facts.map((fact) => ({ userId, fact, source: 'setup' })));
      await tx
        .update(users)
        .set({ onboardingStatus: 'completed', updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), inArray(users.onboardingStatus, ['pending', 'started', 'failed'])));
    });
  },
  async onFailed(app, { userId }) {
    await app.db
      .update(users)
      .set({ onboardingStatus: 'failed', updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), inArray(users.onboardingStatus, ['pending', 'started'])));
  },
});
