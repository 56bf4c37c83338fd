import { afterEach, describe, expect, it, vi } from 'vitest';
import * as goalEndpoints from '@grindstone/contract/endpoints/goals';
import { endpoint } from '@grindstone/contract/endpoints/endpoint';
import { call, urlOf } from './call.ts';

type Sent = { url: string; method: string; body: unknown };

function fakeFetch(answer: unknown, status = 200) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

describe('call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the path from encoded params and the query from defined values', () => {
    const search = endpoint({ method: 'GET', path: '/api/x/:name/:code', auth: 'public', answer: null });
    expect(
      urlOf(search, { params: { name: 'a b/c', code: '12' }, query: { page: 2, limit: undefined, q: 'é&' } }),
    ).toBe('/api/x/a%20b%2Fc/12?page=2&q=%C3%A9%26');
    expect(() => urlOf(search, { params: { name: 'a' } })).toThrow('missing parameter code');
  });

  it('sends the method, the path and the JSON body, and answers what the server sent', async () => {
    const sent = fakeFetch({ id: 'g1', description: 'Ship it' }, 200);
    const goal = await call(goalEndpoints.updateGoal, { params: { id: 'g1' }, body: { description: 'Ship it' } });
    expect(goal).toMatchObject({ id: 'g1', description: 'Ship it' });
    expect(sent).toEqual([{ url: '/api/goals/g1', method: 'PATCH', body: { description: 'Ship it' } }]);
  });

  it('sends no body where the endpoint has none', async () => {
    const sent = fakeFetch([]);
    await expect(call(goalEndpoints.listGoals)).resolves.toEqual([]);
    expect(sent).toEqual([{ url: '/api/goals', method: 'GET', body: undefined }]);
  });
});
