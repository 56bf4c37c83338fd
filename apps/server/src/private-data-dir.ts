import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (password hashes, invitation codes), its WAL and the
 * generated app secret: only the account that runs Grindstone may read it. The process umask
 * makes every file and folder the server, the CLI or PGlite creates 0600/0700.
 */
export const PRIVATE_UMASK = 0o077;

/** Creates DATA_DIR 0700, or closes an existing one that an older version left open. */
export function makeDataDirPrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/**
 * Folders 0700 and files 0600 under dir. PGlite creates its files 0666 regardless of the umask;
 * DATA_DIR's own 0700 already keeps other accounts out of files created between two passes.
 */
export function restrictToOwner(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}
