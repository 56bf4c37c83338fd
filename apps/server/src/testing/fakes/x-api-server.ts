import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the X API v2 endpoints Grindstone uses, speaking their wire format
 * (`{ data, meta }`, `{ errors }` for an unknown user with HTTP 200, 401 without a token).
 * Any other request is recorded in `unexpected` and answered 599, so a test can fail on it.
 */
export type FakeXUser = { id: string; username: string; name: string; description?: string; tweets?: string[] };
export type FakeDm = { id: string; sender_id: string; text: string; created_at: string };

export type FakeXServer = {
  url: string;
  users: FakeXUser[];
  dms: FakeDm[];
  requests: { method: string; path: string; query: URLSearchParams; authorization?: string }[];
  unexpected: string[];
  /** Answer the next requests with this HTTP status (e.g. 503) until cleared. */
  failWith: number | null;
  close: () => Promise<void>;
};

export const FAKE_BEARER = 'app-bearer-token';
export const FAKE_USER_TOKEN = 'user-context-token';

export async function startFakeXServer(): Promise<FakeXServer> {
  const state: Omit<FakeXServer, 'url' | 'close'> = {
    users: [],
    dms: [],
    requests: [],
    unexpected: [],
    failWith: null,
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const auth = req.headers.authorization;
    state.requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, authorization: auth });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const unauthorized = () =>
      send(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
    if (state.failWith) return send(state.failWith, { title: 'Service Unavailable', status: state.failWith });
    if (req.method !== 'GET') {
      state.unexpected.push(`${req.method} ${url.pathname}`);
      return send(599, {});
    }
    let m: RegExpMatchArray | null;
    if ((m = url.pathname.match(/^\/2\/users\/by\/username\/([^/]+)$/))) {
      if (auth !== `Bearer ${FAKE_BEARER}`) return unauthorized();
      const name = decodeURIComponent(m[1]!);
      const user = state.users.find((u) => u.username.toLowerCase() === name.toLowerCase());
      if (!user) {
        return send(200, {
          errors: [
            {
              value: name,
              detail: `Could not find user with username: [${name}].`,
              title: 'Not Found Error',
              resource_type: 'user',
              parameter: 'username',
              resource_id: name,
              type: 'https://api.twitter.com/2/problems/resource-not-found',
            },
          ],
        });
      }
      return send(200, { data: { id: user.id, name: user.name, username: user.username } });
    }
    if ((m = url.pathname.match(/^\/2\/users\/(\d+)\/tweets$/))) {
      if (auth !== `Bearer ${FAKE_BEARER}`) return unauthorized();
      const user = state.users.find((u) => u.id === m![1]);
      const tweets = (user?.tweets ?? []).map((text, i) => ({
        id: `${user!.id}${i}`,
        edit_history_tweet_ids: [`${user!.id}${i}`],
        text,
      }));
      return send(
        200,
        tweets.length ? { data: tweets, meta: { result_count: tweets.length } } : { meta: { result_count: 0 } },
      );
    }
    if ((m = url.pathname.match(/^\/2\/users\/(\d+)$/))) {
      if (auth !== `Bearer ${FAKE_BEARER}`) return unauthorized();
      const user = state.users.find((u) => u.id === m![1]);
      if (!user)
        return send(200, {
          errors: [
            {
              title: 'Not Found Error',
              resource_id: m[1],
              type: 'https://api.twitter.com/2/problems/resource-not-found',
            },
          ],
        });
      const data: Record<string, string> = { id: user.id, name: user.name, username: user.username };
      if (url.searchParams.get('user.fields')?.split(',').includes('description'))
        data.description = user.description ?? '';
      return send(200, { data });
    }
    if (url.pathname === '/2/dm_events') {
      if (auth !== `Bearer ${FAKE_USER_TOKEN}`) return unauthorized();
      const fields = (url.searchParams.get('dm_event.fields') ?? '').split(',');
      const max = Number(url.searchParams.get('max_results') ?? 100);
      const start = Number(url.searchParams.get('pagination_token') ?? 0);
      const sorted = [...state.dms].sort((a, b) => b.created_at.localeCompare(a.created_at));
      const page = sorted.slice(start, start + max).map((dm) => {
        const event: Record<string, string> = { id: dm.id, event_type: 'MessageCreate', text: dm.text };
        if (fields.includes('sender_id')) event.sender_id = dm.sender_id;
        if (fields.includes('created_at')) event.created_at = dm.created_at;
        return event;
      });
      const meta: Record<string, unknown> = { result_count: page.length };
      if (start + max < sorted.length) meta.next_token = String(start + max);
      return send(200, page.length ? { data: page, meta } : { meta });
    }
    state.unexpected.push(`GET ${url.pathname}`);
    return send(599, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
