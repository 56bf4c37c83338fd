import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@grindstone/contract';
import { asUser, createTestContext } from '../../testing/test-context.ts';
import { createUser } from '../../testing/factories.ts';
import { feedback } from '../../db/schema/index.ts';

const t = createTestContext();

describe('POST /api/feedback', () => {
  it('stores the text for the operator', async () => {
    const u = await createUser(t.app);
    const res = await asUser(t.app, u).post('/api/feedback', { feedback: '  Love the grind!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.feedbackThanks });
    const rows = await t.app.db.select().from(feedback).where(eq(feedback.userId, u.id));
    expect(rows.map((r) => r.feedback)).toEqual(['Love the grind!']);
  });
  it('refuses blank text with 400 and stores nothing', async () => {
    const u = await createUser(t.app);
    for (const text of ['', '   ', '\n\t']) {
      const res = await asUser(t.app, u).post('/api/feedback', { feedback: text });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation', message: ACCOUNT_MESSAGES.feedbackBlank });
    }
    const missing = await asUser(t.app, u).post('/api/feedback', {});
    expect(missing.statusCode).toBe(400);
    expect(await t.app.db.select().from(feedback).where(eq(feedback.userId, u.id))).toEqual([]);
  });
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/feedback', payload: { feedback: 'hi' } });
    expect(res.statusCode).toBe(401);
  });
});
