import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a server writes to DATA_DIR/server.json so the admin CLI can find it: `starting` while it
 * opens the database (port may still be 0), `running` once it listens.
 */
export type ServerInfo = { pid: number; port: number; host: string; state: 'starting' | 'running'; startedAt: string };

export const serverInfoPath = (dataDir: string) => path.resolve(dataDir, 'server.json');

export function writeServerInfo(dataDir: string, info: ServerInfo): void {
  const file = serverInfoPath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(info, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
}

export function readServerInfo(dataDir: string): ServerInfo | null {
  const file = serverInfoPath(dataDir);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServerInfo>;
    if (typeof info.pid !== 'number' || typeof info.port !== 'number' || typeof info.host !== 'string') return null;
    return {
      pid: info.pid,
      port: info.port,
      host: info.host,
      state: info.state === 'starting' ? 'starting' : 'running',
      startedAt: String(info.startedAt ?? ''),
    };
  } catch {
    return null;
  }
}

/** Removes server.json, but only when it is ours (another instance may have written it since). */
export function removeServerInfo(dataDir: string, pid = process.pid): void {
  const info = readServerInfo(dataDir);
  if (info && info.pid !== pid) return;
  rmSync(serverInfoPath(dataDir), { force: true });
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The address to connect to for a server listening on `host` (a wildcard means loopback). */
export function connectHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The server named in DATA_DIR/server.json when that process is alive (and not us), else null. */
export function liveServerInfo(dataDir: string): ServerInfo | null {
  const info = readServerInfo(dataDir);
  if (!info || info.pid === process.pid || !isProcessAlive(info.pid)) return null;
  return info;
}

export const serverUrl = (info: Pick<ServerInfo, 'host' | 'port'>) => `http://${connectHost(info.host)}:${info.port}`;

/** The base URL of the live server named in DATA_DIR/server.json, else null. */
export function runningServerUrl(dataDir: string): string | null {
  const info = liveServerInfo(dataDir);
  return info && info.state === 'running' ? serverUrl(info) : null;
}

/**
 * The admin CLI holds DATA_DIR/admin.lock while it has the PGlite database open itself, so a
 * server starting meanwhile waits instead of opening the same data dir from a second process.
 */
export const adminLockPath = (dataDir: string) => path.resolve(dataDir, 'admin.lock');

export function acquireAdminLock(dataDir: string): () => void {
  const file = adminLockPath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  return () => {
    if (adminLockHolder(dataDir) === process.pid) rmSync(file, { force: true });
  };
}

/** The pid of a live admin CLI holding the data dir, else null. */
export function adminLockHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(adminLockPath(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && isProcessAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** True when a Grindstone server answers /api/health at this URL within the timeout. */
export async function answersHealth(baseUrl: string, timeoutMs = 1500): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    return res.status === 200 || res.status === 503;
  } catch {
    return false;
  }
}
