import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env.ts';

const SECRET = 'a-secret-of-at-least-32-characters-0123456789';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The one line parseConfig refuses with. */
function refusal(env: Record<string, string>): string {
  try {
    parseConfig({ DATA_DIR: dataDir, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`accepted: ${JSON.stringify(env)}`);
}

describe('parseConfig', () => {
  it('refuses each bad value with one line naming the variable', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ PORT: 'abc' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
      [{ NODE_ENV: 'production', APP_SECRET: SECRET, X_VERIFIER: 'dev' }, 'X_VERIFIER'],
      [{ NODE_ENV: 'production', X_VERIFIER: 'x-api' }, 'APP_SECRET'],
      [{ APP_SECRET: 'short' }, 'APP_SECRET'],
      [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
      [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
      [{ PAYPAL_CLIENT_ID: 'id' }, 'PAYPAL_CLIENT_SECRET'],
      [{ PUSH_ENDPOINT_ALLOWLIST: 'https://push.example, http://plain.example' }, 'PUSH_ENDPOINT_ALLOWLIST'],
      [{ PUSH_ENDPOINT_ALLOWLIST: 'https://push.example/path' }, 'PUSH_ENDPOINT_ALLOWLIST'],
      [{ VAPID_PUBLIC_KEY: 'abc' }, 'VAPID_PRIVATE_KEY'],
      [{ VAPID_SUBJECT: 'admin@example.com' }, 'VAPID_SUBJECT'],
      [{ AI_PROVIDER: 'openai-compatible' }, 'AI_BASE_URL'],
    ];
    for (const [env, variable] of cases) {
      const line = refusal(env);
      expect(line, JSON.stringify(env)).toMatch(new RegExp(`^Invalid configuration: ${variable}: \\S`));
      expect(line).not.toContain('\n');
    }
  });

  it('applies the defaults and treats empty values as unset', () => {
    const config = parseConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '', APP_SECRET: SECRET });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      X_VERIFIER: 'dev',
      AI_PROVIDER: 'heuristic',
      isProduction: false,
      APP_SECRET: SECRET,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(parseConfig({ DATA_DIR: dataDir, APP_SECRET: SECRET, PORT: '4311' }).PORT).toBe(4311);
  });

  it('outside production generates APP_SECRET once into DATA_DIR and reuses it', () => {
    const first = parseConfig({ DATA_DIR: dataDir });
    expect(first.APP_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim()).toBe(first.APP_SECRET);
    expect(parseConfig({ DATA_DIR: dataDir }).APP_SECRET).toBe(first.APP_SECRET);
  });

  it('defaults the X verifier to x-api in production', () => {
    expect(parseConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', APP_SECRET: SECRET }).X_VERIFIER).toBe('x-api');
  });
});
