/**
 * The memory of a whole process tree from Linux's /proc: the server's node, and with the embedded
 * PostgreSQL its `sh` watchdog and the postgres processes under it. RSS counts every shared page in
 * each process again; PSS shares each page out among the processes that map it, so a tree's PSS is
 * closer to what it really costs the machine.
 */
import { readFileSync, readdirSync } from 'node:fs';

export type ProcessMemory = { pid: number; ppid: number; command: string; rssKiB: number; pssKiB: number };
export type TreeMemory = { processes: ProcessMemory[]; rssKiB: number; pssKiB: number };

/** pid, parent pid and command of a `/proc/<pid>/stat` line; the command may hold spaces and parentheses. */
export function parseStat(stat: string): { pid: number; ppid: number; command: string } {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`not a /proc stat line: ${stat.slice(0, 80)}`);
  const fields = stat
    .slice(close + 2)
    .trim()
    .split(' ');
  return { pid: Number(stat.slice(0, open).trim()), ppid: Number(fields[1]), command: stat.slice(open + 1, close) };
}

/** A `Name:   1234 kB` field of `/proc/<pid>/status` or `/proc/<pid>/smaps_rollup`, in KiB (0 when absent). */
export function kiBField(text: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

/** The root and every process below it, parents before children; the sums of their RSS and PSS. */
export function sumTree(root: number, all: readonly ProcessMemory[]): TreeMemory {
  const children = new Map<number, ProcessMemory[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const top = all.find((p) => p.pid === root);
  const processes: ProcessMemory[] = [];
  // Each pid once, even if a bad snapshot made a cycle.
  const seen = new Set<number>();
  for (const queue = top ? [top] : []; queue.length;) {
    const p = queue.shift()!;
    if (seen.has(p.pid)) continue;
    seen.add(p.pid);
    processes.push(p);
    queue.push(...(children.get(p.pid) ?? []));
  }
  return {
    processes,
    rssKiB: processes.reduce((sum, p) => sum + p.rssKiB, 0),
    pssKiB: processes.reduce((sum, p) => sum + p.pssKiB, 0),
  };
}

/** Every process of the machine now; one that ends while being read is left out. */
export function readProcesses(proc = '/proc'): ProcessMemory[] {
  const found: ProcessMemory[] = [];
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const { pid, ppid, command } = parseStat(readFileSync(`${proc}/${name}/stat`, 'utf8'));
      const rssKiB = kiBField(readFileSync(`${proc}/${name}/status`, 'utf8'), 'VmRSS');
      let pssKiB = 0;
      try {
        pssKiB = kiBField(readFileSync(`${proc}/${name}/smaps_rollup`, 'utf8'), 'Pss');
      } catch {
        // Another user's process: no PSS without the right to trace it (RSS is still counted).
      }
      found.push({ pid, ppid, command, rssKiB, pssKiB });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found;
}

/** The memory of `root`'s tree right now. */
export const treeMemory = (root: number): TreeMemory => sumTree(root, readProcesses());
