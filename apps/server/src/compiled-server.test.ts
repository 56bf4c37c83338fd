import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPO_ROOT,
  SERVER_DIR,
  processEnv,
  startServer,
  tempDataDir,
  type RunningServer,
} from './testing/processes.ts';

const BIN = path.join(SERVER_DIR, 'dist/bin');
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const ESC = String.fromCharCode(27);

/** What `npm start` and the container run: the server and admin CLI compiled to JS, run by plain node. */
describe('the compiled server', { timeout: 180_000 }, () => {
  const dataDir = tempDataDir();
  let server: RunningServer;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    // WEB_DIST_DIR empty: the default web build location, resolved from the compiled code.
    server = await startServer(dataDir, { WEB_DIST_DIR: '', LOG_LEVEL: 'info' }, [path.join(BIN, 'server.js')]);
  }, 180_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds its migrations: ready, with the bootstrap invitation code printed', async () => {
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    await server.waitForStdout(/Invitation code: GRIND-/);
  });

  it('finds the web build where `npm run build` puts it', async () => {
    const page = await fetch(`${server.url}/`);
    if (existsSync(path.join(WEB_DIST, 'index.html'))) {
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
    } else {
      expect(server.stdout()).toContain(WEB_DIST);
    }
  });

  it('needs only production dependencies (the container prunes the others)', () => {
    // The server's and the bundled contract's: what `npm prune --omit=dev` keeps.
    const dependenciesOf = (dir: string) =>
      (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
        .dependencies;
    const dependencies = {
      ...dependenciesOf(SERVER_DIR),
      ...dependenciesOf(path.join(REPO_ROOT, 'packages/contract')),
    };
    for (const bundle of ['server.js', 'admin.js']) {
      const code = readFileSync(path.join(BIN, bundle), 'utf8');
      const specifiers = [...code.matchAll(/(?:^import\b[^"'\n]*?\bfrom\s*|\bimport\()\s*["']([^"']+)["']/gm)].map(
        (m) => m[1]!,
      );
      const packages = new Set(
        specifiers
          .filter((s) => !s.startsWith('node:') && !s.startsWith('.') && !builtinModules.includes(s))
          .map((s) =>
            s
              .split('/')
              .slice(0, s.startsWith('@') ? 2 : 1)
              .join('/'),
          ),
      );
      expect(packages.size, bundle).toBeGreaterThan(3);
      for (const name of packages) expect(dependencies, `${bundle} imports ${name}`).toHaveProperty([name]);
    }
  });

  it('carries every coach prompt beside its code', () => {
    expect(readdirSync(path.join(BIN, 'prompts')).sort()).toEqual(
      readdirSync(path.join(SERVER_DIR, 'src/ai/prompts')).sort(),
    );
  });

  it('runs the admin CLI through the running server', () => {
    const r = spawnSync(process.execPath, [path.join(BIN, 'admin.js'), 'invite', 'create'], {
      cwd: REPO_ROOT,
      env: processEnv(dataDir),
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^GRIND-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}\n$/);
  });

  it('logs pretty lines on a terminal in development (JSON elsewhere)', async () => {
    const ttyDataDir = tempDataDir();
    // `script` gives the server a pseudo-terminal as stdout.
    const child = spawn('script', ['-qfec', `"${process.execPath}" "${path.join(BIN, 'server.js')}"`, '/dev/null'], {
      cwd: REPO_ROOT,
      env: processEnv(ttyDataDir, { LOG_LEVEL: 'info' }),
      detached: true,
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    try {
      const deadline = Date.now() + 100_000;
      // The pretty lines come from a transport thread, so they may follow the invitation code.
      while (
        !(/Invitation code: GRIND-/.test(out) && /Server listening at/.test(out)) &&
        Date.now() < deadline &&
        child.exitCode === null
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // pino-pretty's line: `[HH:MM:ss.l] INFO: Server listening at ...`, coloured.
      const plain = out.replace(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '');
      expect(plain).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+/m);
      expect(out).toContain(`${ESC}[`);
      expect(plain).not.toContain('"level":');
      // Not on a terminal: the server above wrote JSON lines.
      expect(server.stdout()).toMatch(/^\{"level":30,.*"msg":"Server listening at http/m);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      rmSync(ttyDataDir, { recursive: true, force: true });
    }
  });
});
