import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig, type Config } from './env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { embeddedPostgresBinaries } from './db/embedded-postgres.ts';
import { runMigrations } from './db/migrate.ts';
import { makeDataDirPrivate, PRIVATE_UMASK } from './private-data-dir.ts';
import { connectionFailureReason, databaseFault } from './db/database-faults.ts';
import { ensureBootstrapInvitationCode } from './modules/invitation-codes/invitation-codes.service.ts';
import {
  adminLockHolder,
  answersHealth,
  liveServerInfo,
  serverInfoPath,
  removeServerInfo,
  runningServerUrl,
  writeServerInfo,
} from './cli/server-info.ts';

/** How long SIGTERM waits for in-flight requests before giving up. */
const DRAIN_TIMEOUT_MS = 10_000;

/** Between two attempts to reach DATABASE_URL at start. */
const DATABASE_RETRY_MS = 1_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Applies the migrations. An unreachable PostgreSQL is tried again for DATABASE_WAIT_SECONDS (a
 * compose stack whose database starts second), then refused in one line naming host and port.
 */
async function migrate(database: Database, config: Config): Promise<void> {
  const deadline = Date.now() + config.DATABASE_WAIT_SECONDS * 1000;
  for (;;) {
    try {
      await runMigrations(database);
      return;
    } catch (err) {
      if (!config.DATABASE_URL) fail(`DATA_DIR: could not migrate the database: ${(err as Error).message}`);
      const { hostname, port } = new URL(config.DATABASE_URL);
      const where = `${hostname}:${port || 5432}`;
      if (databaseFault(err) !== 'unreachable') {
        fail(`DATABASE_URL: could not use the database at ${where}: ${connectionFailureReason(err)}`);
      }
      if (Date.now() >= deadline) {
        fail(
          `DATABASE_URL: could not reach ${where}: ${connectionFailureReason(err)} (gave up after ${config.DATABASE_WAIT_SECONDS} s, see DATABASE_WAIT_SECONDS)`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, DATABASE_RETRY_MS));
    }
  }
}

/**
 * `npm start`: parse config, open and migrate the database, print the operator's invitation code
 * on an empty database, listen, and announce ourselves in DATA_DIR/server.json for the admin CLI.
 * SIGTERM/SIGINT: stop accepting, drain in-flight requests, close the database, exit 0.
 */
async function main(): Promise<void> {
  // Before anything is written: the generated secret, server.json and the database files.
  process.umask(PRIVATE_UMASK);
  let config: Config;
  try {
    config = parseConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  makeDataDirPrivate(config.DATA_DIR);

  // The embedded database allows one server per data dir: refuse to open it under a live server, wait for a
  // running admin command, and claim it (server.json, state 'starting') before opening it.
  if (!config.DATABASE_URL) {
    const other = runningServerUrl(config.DATA_DIR);
    if (other && (await answersHealth(other))) {
      fail(`DATA_DIR: another Grindstone server is already running on it at ${other}`);
    }
    const starting = liveServerInfo(config.DATA_DIR);
    if (starting?.state === 'starting') {
      fail(
        `DATA_DIR: another server (pid ${starting.pid}) is starting on it (else delete ${serverInfoPath(config.DATA_DIR)})`,
      );
    }
    for (let waited = 0; adminLockHolder(config.DATA_DIR) !== null; waited += 200) {
      if (waited >= 30_000) fail(`DATA_DIR: an admin command (pid ${adminLockHolder(config.DATA_DIR)}) holds it`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const startedAt = new Date().toISOString();
  const info = { pid: process.pid, host: config.HOST, startedAt };
  writeServerInfo(config.DATA_DIR, { ...info, port: config.PORT, state: 'starting' });

  process.on('exit', () => removeServerInfo(config.DATA_DIR));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    embedded: config.EMBEDDED_DATABASE,
  }).catch((err: Error) =>
    fail(`${config.DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR'}: could not open the database: ${err.message}`),
  );
  await migrate(database, config);
  const app = await buildApp({ config, database });
  if (database.kind === 'pglite' && config.EMBEDDED_DATABASE === 'postgres' && (await embeddedPostgresBinaries())) {
    // Only an install made when PGlite was the default gets here (DATA_DIR/pgdata, no cluster).
    app.log.warn(
      'DATA_DIR holds a PGlite database from an earlier version: stop the server and run `npm run admin -- move-to-postgres` to move it to the faster embedded PostgreSQL',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown: requests still running after %d ms, exiting', DRAIN_TIMEOUT_MS);
      removeServerInfo(config.DATA_DIR);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    timer.unref();
    let code = 0;
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown: closing the app failed');
      code = 1;
    }
    try {
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown: closing the database failed');
      code = 1;
    }
    removeServerInfo(config.DATA_DIR);
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    await database.close().catch(() => undefined);
    fail(`PORT: could not listen on ${config.HOST}:${config.PORT}: ${(err as Error).message}`);
  }
  const { port } = app.server.address() as AddressInfo;
  writeServerInfo(config.DATA_DIR, { ...info, port, state: 'running' });

  // The operator's way in: one line on stdout (not a log line) while nobody has registered.
  const bootstrap = await ensureBootstrapInvitationCode(app.db);
  if (bootstrap) console.log(`Invitation code: ${bootstrap.code}`);
}

await main();
