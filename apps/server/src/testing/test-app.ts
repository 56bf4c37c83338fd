import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { parseConfig, type Config } from '../env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

export type TestApp = { app: FastifyInstance; database: Database; config: Config; close: () => Promise<void> };

/**
 * A database of its own on the PostgreSQL server at `url` (a clone of `template`, or empty), which
 * drop() removes. A leftover of the same name (a run that was killed) is dropped first.
 */
export async function serverDatabase(
  url: string,
  name: string,
  template?: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL clone of the template. */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = process.env.GS_TEST_PG_TEMPLATE;
  if (url && template) return serverDatabase(url, `gs_test_${randomUUID().replace(/-/g, '')}`, template);
  const imageFile = process.env.GS_TEST_PGLITE_IMAGE;
  if (!imageFile) throw new Error('test global setup did not run (no PGlite image)');
  const image = new Blob([readFileSync(imageFile)]);
  const client = new PGlite({ loadDataDir: image });
  const database = await openDatabase({ pglite: client });
  return { database, drop: () => database.close() };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    ...overrides,
  });
}

/** buildApp over a fresh database; call close() in afterAll. */
export async function createTestApp(
  opts: { env?: Record<string, string> } & Partial<Omit<AppOptions, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const config = testConfig(opts.env);
  const app = await buildApp({ ...opts, config, database, logger: Boolean(opts.logStream) });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
