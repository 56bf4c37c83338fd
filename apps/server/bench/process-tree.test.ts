import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { kiBField, parseStat, readProcesses, sumTree, treeMemory, type ProcessMemory } from './process-tree.ts';

const p = (pid: number, ppid: number, rssKiB: number, pssKiB: number): ProcessMemory => ({
  pid,
  ppid,
  command: `p${pid}`,
  rssKiB,
  pssKiB,
});

describe('the memory of a process tree', () => {
  it('sums the root and all its descendants, and nothing else', () => {
    // node 10 → sh watchdog 11 → postgres 12 → two backends; 20 is a neighbour, 13 its child.
    const all = [
      p(1, 0, 9, 9),
      p(10, 1, 100, 80),
      p(11, 10, 2, 1),
      p(12, 11, 50, 10),
      p(14, 12, 8, 3),
      p(15, 12, 8, 3),
    ];
    all.push(p(20, 1, 500, 400), p(13, 20, 70, 70));
    const tree = sumTree(10, all);
    expect(tree.processes.map((x) => x.pid)).toEqual([10, 11, 12, 14, 15]);
    expect(tree.rssKiB).toBe(168);
    expect(tree.pssKiB).toBe(97);
  });

  it('is empty for a root that is gone, and counts each process once in a cycle', () => {
    expect(sumTree(99, [p(1, 0, 5, 5)])).toEqual({ processes: [], rssKiB: 0, pssKiB: 0 });
    expect(sumTree(2, [p(2, 3, 1, 1), p(3, 2, 1, 1)]).rssKiB).toBe(2);
  });

  it('reads a stat line whose command holds spaces and parentheses', () => {
    expect(parseStat('4242 (postgres: a (b) c) S 4241 4242 4242 0 -1 4194560')).toEqual({
      pid: 4242,
      ppid: 4241,
      command: 'postgres: a (b) c',
    });
    expect(() => parseStat('garbage')).toThrow();
  });

  it('reads kB fields, 0 when absent', () => {
    const status = 'Name:\tnode\nVmHWM:\t  300000 kB\nVmRSS:\t  123456 kB\nThreads:\t11\n';
    expect(kiBField(status, 'VmRSS')).toBe(123456);
    expect(kiBField('Rss:  10 kB\nPss:  7 kB\nPss_Anon:  5 kB\n', 'Pss')).toBe(7);
    expect(kiBField('Name:\tkthreadd\n', 'VmRSS')).toBe(0);
  });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-proc-tree-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a /proc folder: processes without smaps_rollup keep their RSS, other entries are skipped', () => {
    const write = (pid: number, ppid: number, rss: number, pss?: number) => {
      mkdirSync(path.join(dir, String(pid)));
      writeFileSync(path.join(dir, String(pid), 'stat'), `${pid} (x y) S ${ppid} 1 1 0`);
      writeFileSync(path.join(dir, String(pid), 'status'), `Name:\tx\nVmRSS:\t${rss} kB\n`);
      if (pss !== undefined) writeFileSync(path.join(dir, String(pid), 'smaps_rollup'), `Pss:  ${pss} kB\n`);
    };
    write(7, 1, 300, 200);
    write(8, 7, 40);
    mkdirSync(path.join(dir, 'self'));
    mkdirSync(path.join(dir, '9')); // gone before its files were read
    const tree = sumTree(7, readProcesses(dir));
    expect(tree.rssKiB).toBe(340);
    expect(tree.pssKiB).toBe(200);
  });

  it('finds this process on the real /proc', () => {
    const self = treeMemory(process.pid);
    expect(self.processes[0]?.pid).toBe(process.pid);
    expect(self.rssKiB).toBeGreaterThan(10_000);
  });
});
