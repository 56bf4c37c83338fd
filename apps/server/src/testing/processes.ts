import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { readServerInfo, serverUrl } from '../cli/server-info.ts';

/** Helpers for the tests that run the real server and CLI as separate processes. */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
export const TEST_SECRET = 'process-test-secret-process-test-secret-0123';

export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'gs-proc-'));

/** A maker of temporary data dirs that are all removed after the calling test file. */
export function tempDataDirs(): () => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  return () => {
    const d = tempDataDir();
    dirs.push(d);
    return d;
  };
}

/** The environment of a spawned server/CLI: PGlite in dataDir, quiet logs, no web build. */
export function processEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    // A child process inherits the test runner's environment (PATH...).
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    APP_SECRET: TEST_SECRET,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...extra,
  };
}

export type Run = { code: number | null; stdout: string; stderr: string };

/** Runs `node --import tsx <script> ...args` to completion. */
export function runNode(script: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: REPO_ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`timed out: ${script} ${args.join(' ')}\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export const ADMIN_SCRIPT = path.join(SERVER_DIR, 'src/cli/admin.ts');
export const SERVER_SCRIPT = path.join(SERVER_DIR, 'src/server.ts');

export type RunningServer = {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  /** Resolves with the first stdout match (the server prints its bootstrap line after listening). */
  waitForStdout: (re: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
};

/**
 * Starts the real server on dataDir and waits until server.json says it is running; `nodeArgs`
 * name what node runs (the TypeScript sources through tsx unless told otherwise).
 */
export async function startServer(
  dataDir: string,
  extra: Record<string, string> = {},
  nodeArgs: string[] = ['--import', 'tsx', SERVER_SCRIPT],
): Promise<RunningServer> {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: REPO_ROOT,
    env: processEnv(dataDir, extra),
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const info = readServerInfo(dataDir);
    if (info?.state === 'running' && info.pid === child.pid) {
      const waitForStdout = async (re: RegExp, timeoutMs = 60_000) => {
        const until = Date.now() + timeoutMs;
        for (;;) {
          const m = stdout.match(re);
          if (m) return m;
          if (Date.now() > until) throw new Error(`no ${re} in server output: ${stdout}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      return { child, url: serverUrl(info), stdout: () => stdout, stderr: () => stderr, exited, waitForStdout };
    }
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
