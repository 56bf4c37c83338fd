import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

/**
 * Migrates once per test run: a PGlite image every test file starts from a copy of, or (with
 * DATABASE_URL) a PostgreSQL template database every test file clones.
 */
export default async function setup(): Promise<() => Promise<void>> {
  trustThrowawayPushCertificate();
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `gs_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabase(url, template);
    const database = await openDatabase({ databaseUrl: templateUrl });
    await runMigrations(database);
    await database.close();
    process.env.GS_TEST_PG_TEMPLATE = template;
    return async () => {
      await admin.query(`drop database if exists ${template}`).catch(() => undefined);
      await admin.end();
    };
  }
  const client = new PGlite();
  const database = await openDatabase({ pglite: client });
  await runMigrations(database);
  const image = await client.dumpDataDir('none');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-test-'));
  const file = path.join(dir, 'pglite-image.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  await client.close();
  process.env.GS_TEST_PGLITE_IMAGE = file;
  return async () => undefined;
}

/**
 * A throwaway certificate for the local push-service stand-in (testing/fakes/push-service.ts),
 * trusted by the test workers through NODE_EXTRA_CA_CERTS: they start after this and inherit it,
 * so the server's real https client accepts the stand-in with no switch in production code.
 */
function trustThrowawayPushCertificate(): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-push-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  process.env.NODE_EXTRA_CA_CERTS = path.join(dir, 'cert.pem');
  process.env.GS_TEST_PUSH_TLS_DIR = dir;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
