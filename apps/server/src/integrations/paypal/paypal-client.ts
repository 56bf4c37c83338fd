/**
 * PayPal REST client (fetch): OAuth2 client-credentials token (cached until shortly before it
 * expires), subscription details, subscription cancel, webhook signature verification.
 * Wire format: https://developer.paypal.com/api/rest/authentication/,
 * https://developer.paypal.com/docs/api/subscriptions/v1/,
 * https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post
 */
export type PayPalSubscription = {
  id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED' | string;
  plan_id: string;
  custom_id?: string;
  status_update_time?: string;
  billing_info?: { next_billing_time?: string };
};

export type WebhookHeaders = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
};

export type PayPalClient = {
  getSubscription(id: string): Promise<PayPalSubscription | null>;
  cancelSubscription(id: string, reason: string): Promise<void>;
  verifyWebhookSignature(input: { headers: WebhookHeaders; webhookId: string; event: unknown }): Promise<boolean>;
};

export class PayPalError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

type Options = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
};

/** Refresh the token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export function createPayPalClient(opts: Options): PayPalClient {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const base = opts.baseUrl.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 15_000;
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(base + path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new PayPalError(`PayPal could not be reached: ${(err as Error).message}`, 0);
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
    const res = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new PayPalError(`PayPal token request failed (${res.status})`, res.status);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PayPalError('PayPal token answer had no access_token', 502);
    token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** An authorised call; a 401 drops the cached token and retries once. */
  async function authed(path: string, init: RequestInit = {}): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const value = await accessToken();
      const res = await send(path, {
        ...init,
        headers: {
          authorization: `Bearer ${value}`,
          'content-type': 'application/json',
          accept: 'application/json',
          ...(init.headers as Record<string, string> | undefined),
        },
      });
      if (res.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      return res;
    }
  }

  const subPath = (id: string) => `/v1/billing/subscriptions/${encodeURIComponent(id)}`;

  return {
    async getSubscription(id) {
      const res = await authed(subPath(id), { method: 'GET' });
      if (res.status === 404) return null;
      if (!res.ok) throw new PayPalError(`PayPal subscription lookup failed (${res.status})`, res.status);
      return (await res.json()) as PayPalSubscription;
    },
    async cancelSubscription(id, reason) {
      const res = await authed(`${subPath(id)}/cancel`, {
        method: 'POST',
        body: JSON.stringify({ reason: reason.slice(0, 128) }),
      });
      // 422 SUBSCRIPTION_STATUS_INVALID: already cancelled or expired; 404: nothing to cancel.
      if (res.ok || res.status === 422 || res.status === 404) return;
      throw new PayPalError(`PayPal cancel failed (${res.status})`, res.status);
    },
    async verifyWebhookSignature({ headers, webhookId, event }) {
      const res = await authed('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        body: JSON.stringify({
          auth_algo: headers.authAlgo,
          cert_url: headers.certUrl,
          transmission_id: headers.transmissionId,
          transmission_sig: headers.transmissionSig,
          transmission_time: headers.transmissionTime,
          webhook_id: webhookId,
          webhook_event: event,
        }),
      });
      if (res.status >= 500) throw new PayPalError(`PayPal signature check failed (${res.status})`, res.status);
      if (!res.ok) return false;
      const body = (await res.json()) as { verification_status?: string };
      return body.verification_status === 'SUCCESS';
    },
  };
}
