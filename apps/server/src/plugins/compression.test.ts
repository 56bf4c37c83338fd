import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../testing/test-context.ts';
import { createUser, type TestUser } from '../testing/factories.ts';

describe('compressed request bodies', () => {
  const t = createTestContext();
  let alice: TestUser;
  beforeAll(async () => {
    alice = await createUser(t.app);
  });

  it('decompresses a gzip body on a route that reads one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie: alice.cookie, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ description: 'Read two chapters of the book' })),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ description: 'Read two chapters of the book' });
  });

  it('refuses an unknown encoding on a route that reads a body, and ignores it on a GET (no body is read)', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie: alice.cookie, 'content-type': 'application/json', 'content-encoding': 'xyz' },
      payload: JSON.stringify({ description: 'Walk for an hour' }),
    });
    expect(post.statusCode).toBe(415);
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: alice.cookie, 'content-encoding': 'xyz' },
    });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({ id: alice.id });
  });
});
