import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The whole configuration, parsed once at start. Nothing else reads process.env.
 * A bad value stops the start with one line naming the variable.
 */
const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Without DATABASE_URL: PostgreSQL binaries from npm run the database in DATA_DIR, or PGlite (in-process). */
  EMBEDDED_DATABASE: z.enum(['postgres', 'pglite']).default('postgres'),
  /** At start, keep trying an unreachable DATABASE_URL this long (a database that starts second). */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Which X-Forwarded-For entries to believe (client IPs for rate limits): `false`, `true` (one
   * hop: the entry your load balancer added), a hop count, or a list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_PROVIDER: z.enum(['heuristic', 'openai-compatible', 'anthropic']).default('heuristic'),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  AI_DAILY_LIMIT: z.coerce.number().int().min(1).default(10),
  X_VERIFIER: z.enum(['dev', 'x-api']).optional(),
  X_API_BASE: z.string().url().default('https://api.x.com'),
  X_BEARER_TOKEN: z.string().optional(),
  X_USER_ACCESS_TOKEN: z.string().optional(),
  X_ACCOUNT_HANDLE: z.string().default('grindstoneapp'),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.string().url().default('https://api-m.sandbox.paypal.com'),
  PAYPAL_PLAN_MONTHLY: z.string().optional(),
  PAYPAL_PLAN_ANNUAL: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Grindstone <no-reply@grindstone.app>'),
  GEOIP_DB: z.string().optional(),
  /** GET /metrics on the app's port with `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** GET /metrics without a token on 127.0.0.1:METRICS_PORT (a scraper on the same host). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where `admin backup`/`restore` find pg_dump and pg_restore (default: newest /usr/lib/postgresql/N/bin, else PATH). */
  PG_BIN_DIR: z.string().optional(),
  /** Web Push VAPID key pair (base64url) and contact; without them a pair is generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /** Comma-separated https origins of the push services the server may POST to; replaces the default list. */
  PUSH_ENDPOINT_ALLOWLIST: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine((origins) => !origins || origins.every((o) => /^https:\/\/[^/?#\s]+$/.test(o)), {
      message: 'must be a comma-separated list of https origins',
    }),
  /** Where the built web app is served from (default apps/web/dist). */
  WEB_DIST_DIR: z.string().optional(),
});

/** false: trust nobody; a number: that many proxy hops; a list: those proxy addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr understands besides addresses and CIDRs. */
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === 'false') return false;
  // `true` means exactly one hop: the client is the entry our own proxy appended, never one a client wrote.
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: 'must be false, true, a hop count, or a comma-separated list of proxy addresses or CIDRs',
  });
  return z.NEVER;
}

type RawEnv = z.infer<typeof ZEnvSchema>;
export type Config = Omit<RawEnv, 'APP_SECRET' | 'X_VERIFIER'> & {
  APP_SECRET: string;
  X_VERIFIER: 'dev' | 'x-api';
  isProduction: boolean;
};

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean 'not set' (a blank line in an env file must not override a default).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const X_VERIFIER = raw.X_VERIFIER ?? (isProduction ? 'x-api' : 'dev');
  if (isProduction && X_VERIFIER === 'dev') {
    throw new ConfigError('Invalid configuration: X_VERIFIER: dev is refused when NODE_ENV=production');
  }
  if (raw.AI_PROVIDER !== 'heuristic' && raw.AI_PROVIDER === 'openai-compatible' && !raw.AI_BASE_URL) {
    throw new ConfigError('Invalid configuration: AI_BASE_URL: required when AI_PROVIDER=openai-compatible');
  }
  if (raw.PAYPAL_CLIENT_ID && !raw.PAYPAL_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration: PAYPAL_CLIENT_SECRET: required when PAYPAL_CLIENT_ID is set');
  }
  if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  }
  let secret = raw.APP_SECRET;
  if (!secret) {
    if (isProduction) throw new ConfigError('Invalid configuration: APP_SECRET: required when NODE_ENV=production');
    secret = readOrCreateSecret(raw.DATA_DIR);
  }
  return { ...raw, APP_SECRET: secret, X_VERIFIER, isProduction };
}

/** Outside production a secret is generated once into DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The environment a child process (pg_dump, pg_restore) runs with: ours plus `extra`. */
export function childProcessEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
