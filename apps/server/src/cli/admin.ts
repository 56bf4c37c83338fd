import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig, type Config } from '../env.ts';
import { opsToken } from '../modules/ops/ops-token.ts';
import {
  INVITATION_CODE_MAX_DAYS,
  INVITATION_CODE_MAX_USES,
  type TInvitationCode,
  type TOpsUser,
} from '@grindstone/contract';
import { makeDataDirPrivate, PRIVATE_UMASK } from '../private-data-dir.ts';
import { acquireAdminLock, answersHealth, liveServerInfo, serverInfoPath, serverUrl } from './server-info.ts';
import { terminalSafe } from './terminal-safe.ts';

export const USAGE = `Grindstone operator commands

Usage: npm run --silent admin -- <command> [options]

Commands:
  invite create [--uses N] [--expires 7d] [--note TEXT]
                               create an invitation code and print it alone on standard output
                               (--uses 1..${INVITATION_CODE_MAX_USES}, default 1; --expires in days (7d) or hours (12h),
                               default never)
  invite list [--json]         list invitation codes, newest first
  invite revoke <code>         revoke an invitation code
  users list [--json]          list accounts, oldest first
  user make-admin <username>   give an account the admin role
  backup <file>                write a backup of the whole database to <file> (embedded database:
                               a tar.gz of its files, taken while no server runs on DATA_DIR;
                               PostgreSQL: pg_dump custom format, while the app runs)
  restore <file> [--force]     restore a backup into an empty database (no accounts) and apply
                               the migrations; --force replaces a database that has accounts
  move-to-postgres             move an install made on PGlite (DATA_DIR/pgdata) into the embedded
                               PostgreSQL, while no server runs on DATA_DIR; PGlite's files are kept

Where it runs: with DATABASE_URL set, directly on that PostgreSQL; else, when a server is
running on DATA_DIR (DATA_DIR/server.json), through that server's /api/ops endpoints; else
directly on the embedded database in DATA_DIR.

Options:
  -h, --help                   show this help
`;

/** The five operations, whichever way they reach the database. */
type Backend = {
  via: string;
  createInvite: (input: { uses: number; expiresInDays?: number; note?: string }) => Promise<string>;
  listInvites: () => Promise<TInvitationCode[]>;
  revokeInvite: (code: string) => Promise<TInvitationCode>;
  listUsers: () => Promise<TOpsUser[]>;
  makeAdmin: (username: string) => Promise<TOpsUser>;
  close: () => Promise<void>;
};

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

async function directBackend(config: Config): Promise<Backend> {
  // Loaded only here: --help, bad usage and the HTTP bridge start without the database code.
  const [{ openDatabase }, { runMigrations }, codes, users, { toUser }] = await Promise.all([
    import('../db/client.ts'),
    import('../db/migrate.ts'),
    import('../modules/invitation-codes/invitation-codes.service.ts'),
    import('../modules/ops/users.service.ts'),
    import('../modules/ops/ops.schemas.ts'),
  ]);
  if (!config.DATABASE_URL) makeDataDirPrivate(config.DATA_DIR);
  const release = config.DATABASE_URL ? () => undefined : acquireAdminLock(config.DATA_DIR);
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      embedded: config.EMBEDDED_DATABASE,
    });
    await runMigrations(database);
    const db = database.db;
    return {
      via: database.kind,
      createInvite: async ({ uses, expiresInDays, note }) =>
        (await codes.createInvitationCode(db, { uses, expiresInDays, note: note ?? 'cli' })).code,
      listInvites: async () => (await codes.listInvitationCodes(db)).map(codes.toCode),
      revokeInvite: async (code) => codes.toCode(await codes.revokeInvitationCode(db, code)),
      listUsers: async () => (await users.listUsers(db)).map(toUser),
      makeAdmin: async (username) => toUser(await users.makeAdmin(db, username)),
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

function httpBackend(baseUrl: string, appSecret: string): Backend {
  const headers = { authorization: `Bearer ${opsToken(appSecret)}`, 'content-type': 'application/json' };
  const tokenRefused = new CliError(
    `the server at ${baseUrl} refused the operator token: run this with the same APP_SECRET as the server`,
  );
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, notFound?: string): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/api/ops${path}`, {
        method,
        headers: body === undefined ? { authorization: headers.authorization } : headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new CliError(`could not reach the server at ${baseUrl}: ${(err as Error).message}`);
    }
    const answer = (await res.json().catch(() => ({}))) as { message?: string };
    if (res.ok) return answer as T;
    if (res.status === 404) {
      // Is it the token, or the thing asked for?
      if (!notFound) throw tokenRefused;
      const probe = await fetch(`${baseUrl}/api/ops/users`, { headers: { authorization: headers.authorization } });
      throw probe.status === 404 ? tokenRefused : new CliError(notFound);
    }
    throw new CliError(answer.message ?? `the server answered ${res.status}`);
  }
  return {
    via: baseUrl,
    createInvite: async (input) => (await call<{ code: string }>('POST', '/invitation-codes', input)).code,
    listInvites: async () => (await call<{ codes: TInvitationCode[] }>('GET', '/invitation-codes')).codes,
    revokeInvite: (code) => call('POST', '/invitation-codes/revoke', { code }, `no such invitation code: ${code}`),
    listUsers: async () => (await call<{ users: TOpsUser[] }>('GET', '/users')).users,
    makeAdmin: (username) => call('POST', '/users/make-admin', { username }, `no such user: ${username}`),
    close: async () => undefined,
  };
}

/** PostgreSQL directly; else the running server over HTTP; else PGlite directly (see decision 011). */
async function chooseBackend(config: Config): Promise<Backend> {
  if (config.DATABASE_URL) return directBackend(config);
  let info = liveServerInfo(config.DATA_DIR);
  // A server that is still starting already holds the data dir: wait for it to listen.
  for (let waited = 0; info?.state === 'starting' && waited < 60_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    info = liveServerInfo(config.DATA_DIR);
  }
  if (info) {
    const url = serverUrl(info);
    if (info.state === 'running' && (await answersHealth(url, 5000))) return httpBackend(url, config.APP_SECRET);
    throw new CliError(
      `a server (pid ${info.pid}) holds DATA_DIR but does not answer at ${url}; if none is running, delete ${serverInfoPath(config.DATA_DIR)}`,
    );
  }
  return directBackend(config);
}

/**
 * backup/restore/move-to-postgres open the database themselves: PostgreSQL directly (any time),
 * the embedded one only while no server holds DATA_DIR (it allows one process).
 */
async function databaseFileCommand(run: (config: Config) => Promise<void>): Promise<number> {
  const config = loadConfig();
  const { BackupError } = await import('./backup.ts');
  let release: () => void = () => undefined;
  if (!config.DATABASE_URL) {
    const info = liveServerInfo(config.DATA_DIR);
    if (info) {
      throw new CliError(
        `a server (pid ${info.pid}) is running on DATA_DIR: stop it first, the embedded database allows one process (if none is running, delete ${serverInfoPath(config.DATA_DIR)})`,
      );
    }
    makeDataDirPrivate(config.DATA_DIR);
    release = acquireAdminLock(config.DATA_DIR);
  }
  try {
    await run(config);
    return 0;
  } catch (err) {
    if (err instanceof BackupError) throw new CliError(err.message);
    throw err;
  } finally {
    release();
  }
}

function loadConfig(): Config {
  try {
    return parseConfig();
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError(err.message);
    throw err;
  }
}

/** `7d`, `12h`, `30m` or a bare number of days, as days. */
export function parseExpiry(value: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*([dhm]?)$/i.exec(value.trim());
  const amount = m ? Number(m[1]) : NaN;
  if (!m || !(amount > 0)) throw new CliError(`--expires: expected a duration like 7d, 12h or 30m, got '${value}'`, 2);
  const unit = (m[2] || 'd').toLowerCase();
  const days = unit === 'd' ? amount : unit === 'h' ? amount / 24 : amount / 1440;
  if (days > INVITATION_CODE_MAX_DAYS) throw new CliError(`--expires: at most ${INVITATION_CODE_MAX_DAYS} days`, 2);
  return days;
}

function parseUses(value: string | undefined): number {
  if (value === undefined) return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > INVITATION_CODE_MAX_USES)
    throw new CliError(`--uses: expected a whole number from 1 to ${INVITATION_CODE_MAX_USES}, got '${value}'`, 2);
  return n;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

const day = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

export async function runAdmin(argv: string[], print: (s: string) => void = console.log): Promise<number> {
  // Names, notes and emails were typed by other people: never let them drive the terminal.
  const out = (s: string) => print(terminalSafe(s));
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      uses: { type: 'string' },
      expires: { type: 'string' },
      note: { type: 'string' },
      json: { type: 'boolean' },
      force: { type: 'boolean' },
    },
  });
  const [group, action, arg] = positionals;
  const command = [group, action].filter(Boolean).join(' ');
  if (values.help || !group || group === 'help') {
    out(USAGE.trimEnd());
    return 0;
  }
  if (group === 'backup' || group === 'restore') {
    if (!action || arg) throw new CliError(`${group}: expected exactly one <file>`, 2);
    const { backupDatabase, restoreDatabase } = await import('./backup.ts');
    return databaseFileCommand((config) =>
      group === 'backup'
        ? backupDatabase(config, action, out)
        : restoreDatabase(config, action, values.force === true, out),
    );
  }
  if (group === 'move-to-postgres') {
    if (action) throw new CliError(`move-to-postgres: takes no arguments`, 2);
    const { moveToPostgres } = await import('./move-to-postgres.ts');
    return databaseFileCommand((config) => moveToPostgres(config, out));
  }
  const known = ['invite create', 'invite list', 'invite revoke', 'users list', 'user make-admin'];
  if (!known.includes(command)) throw new CliError(`unknown command '${command}'. Run with --help.`, 2);
  if ((command === 'invite revoke' || command === 'user make-admin') && !arg) {
    throw new CliError(`${command}: missing ${command === 'invite revoke' ? '<code>' : '<username>'}`, 2);
  }
  const uses = parseUses(values.uses);
  const expiresInDays = values.expires === undefined ? undefined : parseExpiry(values.expires);

  const config = loadConfig();
  const backend = await chooseBackend(config);
  try {
    switch (command) {
      case 'invite create':
        out(await backend.createInvite({ uses, expiresInDays, note: values.note }));
        break;
      case 'invite list': {
        const codes = await backend.listInvites();
        if (values.json) out(JSON.stringify(codes, null, 2));
        else if (!codes.length) out('No invitation codes yet. Create one: npm run --silent admin -- invite create');
        else
          out(
            table(
              ['CODE', 'USED', 'EXPIRES', 'STATUS', 'CREATED', 'NOTE'],
              codes.map((c) => [
                c.code,
                `${c.usesCount}/${c.usesAllowed}`,
                day(c.expiresAt),
                c.status,
                day(c.createdAt),
                c.note ?? '',
              ]),
            ),
          );
        break;
      }
      case 'invite revoke': {
        const revoked = await backend.revokeInvite(arg!);
        out(`Revoked ${revoked.code}`);
        break;
      }
      case 'users list': {
        const users = await backend.listUsers();
        if (values.json) out(JSON.stringify(users, null, 2));
        else if (!users.length) out('No accounts yet.');
        else
          out(
            table(
              ['USERNAME', 'NAME', 'EMAIL', 'ROLE', 'CREATED'],
              users.map((u) => [`@${u.username}`, u.name, u.email, u.role, day(u.createdAt)]),
            ),
          );
        break;
      }
      case 'user make-admin': {
        const user = await backend.makeAdmin(arg!);
        out(`@${user.username} is now an admin`);
        break;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'not_found') {
      throw new CliError(command === 'invite revoke' ? `no such invitation code: ${arg}` : `no such user: ${arg}`);
    }
    throw err;
  } finally {
    await backend.close();
  }
  return 0;
}

async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  try {
    process.exitCode = await runAdmin(process.argv.slice(2));
  } catch (err) {
    const known = err instanceof CliError;
    const message = err instanceof Error ? err.message : String(err);
    console.error(terminalSafe(`admin: ${message}`));
    process.exitCode = known
      ? (err as CliError).exitCode
      : (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
        ? 2
        : 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
  // Do not linger on idle keep-alive sockets of the HTTP bridge.
  process.exit(process.exitCode ?? 0);
}
