/**
 * Summarises a V8 `.cpuprofile` (from `node --cpu-prof`): the frames with the most self time and
 * the most total time (self time of the frame and everything it called, each frame counted once
 * per stack). `tsx apps/server/bench/cpuprofile-summary.ts <file> [--top 25]`.
 */
import { readFileSync } from 'node:fs';

type Frame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
export type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

export type FrameTime = { frame: string; self: number; total: number };

function label(f: Frame): string {
  const url = f.url.replace(/^file:\/\//, '');
  // An npm package by its name and file (`@electric-sql/pglite/dist/chunk-X.js`), our code by its path.
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)/.exec(url);
  const file = inPackage
    ? `${inPackage[1]}/${inPackage[2]!.split('/').slice(-2).join('/')}`
    : url.split('/').slice(-3).join('/');
  return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
}

/** Self time (ms) by npm package, our own code, Node's internals or V8's pseudo-frames (GC, idle), largest first. */
export function byPackage(profile: Profile): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const { url, functionName } = byId.get(id)!.callFrame;
    const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
    const name =
      pkg ??
      (url.includes('/wasm/') || functionName.startsWith('wasm-')
        ? 'wasm'
        : url.startsWith('node:') || (!url && !functionName.startsWith('('))
          ? 'node'
          : url
            ? 'ours'
            : functionName);
    totals.set(name, (totals.get(name) ?? 0) + Math.max(0, profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

export function summarise(profile: Profile): { totalMs: number; frames: FrameTime[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Time per sample: the delta to the next sample (V8's own convention).
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(0, dt));
  });
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const name = label(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + us);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = label(byId.get(cur)!.callFrame);
      if (seen.has(n)) continue;
      seen.add(n);
      total.set(n, (total.get(n) ?? 0) + us);
    }
  }
  const frames = [...total.keys()].map((frame) => ({
    frame,
    self: (self.get(frame) ?? 0) / 1000,
    total: (total.get(frame) ?? 0) / 1000,
  }));
  return { totalMs: (profile.endTime - profile.startTime) / 1000, frames };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: cpuprofile-summary.ts <file.cpuprofile> [--top N]');
  const top = Number(process.argv[process.argv.indexOf('--top') + 1] || 25) || 25;
  const { totalMs, frames } = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile);
  const pct = (ms: number) => `${((100 * ms) / totalMs).toFixed(1).padStart(5)}%`;
  const print = (title: string, key: 'self' | 'total') => {
    console.log(`\n${title} (of ${(totalMs / 1000).toFixed(1)} s profiled)`);
    for (const f of [...frames].sort((a, b) => b[key] - a[key]).slice(0, top))
      console.log(`${pct(f[key])}  ${(f[key] / 1000).toFixed(2).padStart(7)} s  ${f.frame}`);
  };
  print('Top self time', 'self');
  print('Top total time', 'total');
}
