import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PayPalSubscription } from '../../integrations/paypal/paypal-client.ts';

/**
 * A local stand-in for PayPal's REST API, for tests only: it speaks the documented wire format of
 * the four endpoints we use and answers anything else with a 500 recorded in `unexpected`, so a
 * test can fail on any request nobody expected.
 * Webhook signatures: the fake 'signs' an event with an HMAC only it (and `signedHeaders`) knows,
 * the way PayPal's verify endpoint vouches for a real transmission.
 */
export type FakePayPal = {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  subscriptions: Map<string, PayPalSubscription>;
  requests: { method: string; path: string; body: unknown }[];
  unexpected: string[];
  tokensIssued: number;
  addSubscription(sub: Partial<PayPalSubscription> & { id?: string }): PayPalSubscription;
  signedHeaders(event: { id: string }): Record<string, string>;
  forgedHeaders(): Record<string, string>;
  expireTokens(): void;
  close(): Promise<void>;
};

/** The settings that point an app at this fake, with these plan ids. */
export function payPalSettings(pp: FakePayPal, plans: { monthly: string; annual: string }) {
  return {
    PAYPAL_CLIENT_ID: pp.clientId,
    PAYPAL_CLIENT_SECRET: pp.clientSecret,
    PAYPAL_API_BASE: pp.url,
    PAYPAL_PLAN_MONTHLY: plans.monthly,
    PAYPAL_PLAN_ANNUAL: plans.annual,
    PAYPAL_WEBHOOK_ID: pp.webhookId,
  };
}

export async function startFakePayPal(): Promise<FakePayPal> {
  const clientId = `client-${randomUUID().slice(0, 8)}`;
  const clientSecret = `secret-${randomUUID()}`;
  const webhookId = `WH-${randomUUID().slice(0, 12).toUpperCase()}`;
  const signingKey = randomUUID();
  const validTokens = new Set<string>();
  const subscriptions = new Map<string, PayPalSubscription>();
  const requests: FakePayPal['requests'] = [];
  const unexpected: string[] = [];
  let tokensIssued = 0;

  const sign = (transmissionId: string, eventId: string, whId: string) =>
    createHmac('sha256', signingKey).update(`${transmissionId}|${eventId}|${whId}`).digest('base64');

  const json = (res: http.ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, name: string, issue?: string) =>
    json(res, status, {
      name,
      message: name,
      debug_id: randomUUID().slice(0, 13),
      details: issue ? [{ issue, description: issue }] : [],
    });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      const path = (req.url ?? '/').split('?')[0]!;
      let body: unknown = raw;
      if ((req.headers['content-type'] ?? '').includes('application/json') && raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          return error(res, 400, 'MALFORMED_REQUEST_JSON');
        }
      }
      requests.push({ method, path, body });
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const authed = validTokens.has(bearer);

      if (method === 'POST' && path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
          return json(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        const token = `A21AA${randomUUID().replace(/-/g, '')}`;
        validTokens.add(token);
        tokensIssued++;
        return json(res, 200, {
          scope: 'https://uri.paypal.com/services/subscriptions',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 32400,
          nonce: randomUUID(),
        });
      }
      const sub = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
      if (sub && ((method === 'GET' && !sub[2]) || (method === 'POST' && sub[2]))) {
        if (!authed) return error(res, 401, 'AUTHENTICATION_FAILURE');
        const found = subscriptions.get(decodeURIComponent(sub[1]!));
        if (!found) return error(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        if (method === 'GET') return json(res, 200, found);
        if (found.status !== 'ACTIVE' && found.status !== 'SUSPENDED') {
          return error(res, 422, 'UNPROCESSABLE_ENTITY', 'SUBSCRIPTION_STATUS_INVALID');
        }
        found.status = 'CANCELLED';
        found.status_update_time = new Date().toISOString();
        return json(res, 204);
      }
      if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
        if (!authed) return error(res, 401, 'AUTHENTICATION_FAILURE');
        const b = body as Record<string, unknown>;
        const fields = [
          'auth_algo',
          'cert_url',
          'transmission_id',
          'transmission_sig',
          'transmission_time',
          'webhook_id',
        ];
        if (
          typeof b !== 'object' ||
          !b ||
          fields.some((f) => typeof b[f] !== 'string') ||
          typeof b.webhook_event !== 'object'
        ) {
          return error(res, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
        }
        const event = b.webhook_event as { id?: string };
        const ok =
          b.webhook_id === webhookId &&
          typeof event.id === 'string' &&
          b.transmission_sig === sign(String(b.transmission_id), event.id, webhookId);
        return json(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }
      unexpected.push(`${method} ${path}`);
      return error(res, 500, 'UNEXPECTED_REQUEST_IN_TEST');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const headersFor = (sig: (tid: string) => string) => {
    const transmissionId = randomUUID();
    return {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': sig(transmissionId),
      'paypal-transmission-time': new Date().toISOString(),
    };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    webhookId,
    subscriptions,
    requests,
    unexpected,
    get tokensIssued() {
      return tokensIssued;
    },
    addSubscription(partial) {
      const s: PayPalSubscription = {
        id: partial.id ?? `I-${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
        status: 'ACTIVE',
        plan_id: 'P-MONTHLY',
        status_update_time: new Date().toISOString(),
        billing_info: { next_billing_time: new Date(Date.now() + 30 * 86_400_000).toISOString() },
        ...partial,
      } as PayPalSubscription;
      subscriptions.set(s.id, s);
      return s;
    },
    signedHeaders(event) {
      return headersFor((tid) => sign(tid, event.id, webhookId));
    },
    forgedHeaders() {
      return headersFor(() => Buffer.from('forged-signature').toString('base64'));
    },
    expireTokens() {
      validTokens.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
