import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { opsToken } from '../modules/ops/ops-token.ts';
import { parseExpiry } from './admin.ts';
import {
  ADMIN_SCRIPT,
  TEST_SECRET,
  processEnv,
  runNode,
  startServer,
  tempDataDirs,
  type RunningServer,
} from '../testing/processes.ts';

const CODE_LINE = /^GRIND-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}\n$/;
const newDir = tempDataDirs();

const admin = (dataDir: string, args: string[], extra: Record<string, string> = {}) =>
  runNode(ADMIN_SCRIPT, args, processEnv(dataDir, extra));

describe('parseExpiry', () => {
  it('reads days, hours and minutes', () => {
    expect(parseExpiry('7d')).toBe(7);
    expect(parseExpiry('7')).toBe(7);
    expect(parseExpiry('12h')).toBe(0.5);
    expect(parseExpiry('90m')).toBeCloseTo(90 / 1440);
    for (const bad of ['0d', '-1d', 'soon', '7w', '']) expect(() => parseExpiry(bad), bad).toThrow(/--expires/);
  });
});

describe('admin CLI on the embedded database (no server running)', { timeout: 300_000 }, () => {
  const dataDir = newDir();

  it('--help lists every command', async () => {
    const r = await admin(dataDir, ['--help']);
    expect(r.code).toBe(0);
    for (const command of [
      'invite create',
      'invite list',
      'invite revoke <code>',
      'users list',
      'user make-admin <username>',
    ]) {
      expect(r.stdout).toContain(command);
    }
    expect(r.stdout).toContain('--uses');
    expect(r.stdout).toContain('--expires');
  });

  it('refuses bad usage with exit 2 before touching the database', async () => {
    for (const args of [
      ['invite', 'create', '--uses', '0'],
      ['invite', 'create', '--uses', '1001'],
      ['invite', 'create', '--expires', 'soon'],
      ['invite', 'frobnicate'],
      ['invite', 'revoke'],
      ['invite', 'create', '--bogus'],
    ]) {
      const r = await admin(dataDir, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^admin: /);
    }
  });

  it('invite create prints the new code alone, and list/revoke see it', async () => {
    const created = await admin(dataDir, ['invite', 'create', '--uses', '3', '--expires', '7d']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(CODE_LINE);
    const code = created.stdout.trim();

    const list = await admin(dataDir, ['invite', 'list', '--json']);
    expect(list.code).toBe(0);
    const codes = JSON.parse(list.stdout) as Array<{ code: string; usesAllowed: number; expiresAt: string | null }>;
    expect(codes).toHaveLength(1); // bad usage above created nothing
    const row = codes.find((c) => c.code === code)!;
    expect(row.usesAllowed).toBe(3);
    const days = (Date.parse(row.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    const revoked = await admin(dataDir, ['invite', 'revoke', code.toLowerCase()]);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout.trim()).toBe(`Revoked ${code}`);
    expect((await admin(dataDir, ['invite', 'list'])).stdout).toMatch(
      new RegExp(`^${code}\\s+0/3\\s+\\S+ \\S+\\s+revoked`, 'm'),
    );

    // Nothing is left behind that would stop a server from opening the data dir.
    expect(existsSync(path.join(dataDir, 'admin.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);
  });

  it('users list answers on an empty database; unknown things fail with one line and exit 1', async () => {
    const users = await admin(dataDir, ['users', 'list']);
    expect(users.code).toBe(0);
    expect(users.stdout.trim()).toBe('No accounts yet.');

    const missing = await admin(dataDir, ['user', 'make-admin', 'nobody']);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('admin: no such user: nobody');

    const revoke = await admin(dataDir, ['invite', 'revoke', 'GRIND-AAAA-AAAA']);
    expect(revoke.code).toBe(1);
    expect(revoke.stderr.trim()).toBe('admin: no such invitation code: GRIND-AAAA-AAAA');
  });
});

describe('admin CLI beside a running server (through /api/ops)', { timeout: 300_000 }, () => {
  const dataDir = newDir();
  let server: RunningServer;

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('creates codes through the server, which holds the data dir', async () => {
    server = await startServer(dataDir);
    const [, bootstrap] = await server.waitForStdout(/Invitation code: (\S+)\n/);

    const created = await admin(dataDir, ['invite', 'create', '--uses', '2']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(CODE_LINE);
    const code = created.stdout.trim();

    // The server sees it at once: the CLI went through it, not around it.
    const res = await fetch(`${server.url}/api/ops/invitation-codes`, {
      headers: { authorization: `Bearer ${opsToken(TEST_SECRET)}` },
    });
    const { codes } = (await res.json()) as { codes: Array<{ code: string; usesAllowed: number }> };
    expect(codes.map((c) => c.code)).toEqual(expect.arrayContaining([code, bootstrap]));
    expect(codes.find((c) => c.code === code)!.usesAllowed).toBe(2);
    expect(existsSync(path.join(dataDir, 'admin.lock'))).toBe(false);

    const list = await admin(dataDir, ['invite', 'list']);
    expect(list.stdout).toContain(code);
    expect(list.stdout).toContain(bootstrap);

    const revoked = await admin(dataDir, ['invite', 'revoke', code]);
    expect(revoked.stdout.trim()).toBe(`Revoked ${code}`);
    const missing = await admin(dataDir, ['user', 'make-admin', 'nobody']);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('admin: no such user: nobody');
  });

  it('says so when its APP_SECRET is not the server one', async () => {
    const r = await admin(dataDir, ['invite', 'create'], { APP_SECRET: 'another-secret-another-secret-another-0123' });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/refused the operator token/);
  });

  it('goes back to the embedded database once the server has stopped', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);
    const created = await admin(dataDir, ['invite', 'create']);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(CODE_LINE);
    const list = JSON.parse((await admin(dataDir, ['invite', 'list', '--json'])).stdout) as unknown[];
    expect(list).toHaveLength(3);
  });
});
