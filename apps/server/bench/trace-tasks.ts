/**
 * The main-thread tasks of a page's start by their CPU time, from the traces that
 * `bench:lighthouse --trace-dir` keeps: `tsx apps/server/bench/trace-tasks.ts <trace.json>… [--min 8]`.
 * For each task of at least `--min` ms of CPU from the navigation on: its start after the
 * navigation, CPU and wall time, whether it came after the first contentful paint (only those
 * count towards the blocking time), what ran in it (script evaluation, compile, timers, events,
 * style and layout) and, when the trace sampled JavaScript, the functions with the most self time
 * (names are readable with an unminified build: `vite build --minify false`).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
};

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };

/** The page's renderer main thread, found by its first contentful paint (the blank page before it paints nothing). */
export function pageMainThread(events: TraceEvent[]): { pid: number; tid: number; fcp: number } | null {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => b.ts - a.ts)[0];
  return fcp ? { pid: fcp.pid, tid: fcp.tid, fcp: fcp.ts } : null;
}

/** Lighthouse's simulation slows the CPU 4x: a task blocks for what exceeds 50 ms after it, 12.5 ms of CPU. */
export const blockingMs = (cpuMs: number) => Math.max(0, cpuMs - 12.5) * 4;

/** JavaScript samples of the page's renderer (V8's ProfileChunk events): each sample's time and frame. */
function samples(events: TraceEvent[], pid: number): { ts: number; self: number; frame: CallFrame }[] {
  const nodes = new Map<number, ProfileNode>();
  const out: { ts: number; self: number; frame: CallFrame }[] = [];
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid)?.args?.data?.startTime as number | undefined;
  let ts = start ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      const frame = nodes.get(id)?.callFrame;
      if (frame) out.push({ ts, self: 0, frame });
    });
  }
  // A sample stands for the sampling interval; the gap to the next sample also spans idle time.
  const gaps = out
    .slice(1)
    .map((s, i) => s.ts - out[i]!.ts)
    .sort((a, b) => a - b);
  const interval = gaps[Math.floor(gaps.length / 2)] ?? 0;
  for (let i = 0; i < out.length - 1; i++) out[i]!.self = Math.min(out[i + 1]!.ts - out[i]!.ts, interval) / 1000;
  return out;
}

/** What a traced event inside a task was: a script by its file, an event by its type, a timer, style, layout. */
function describe(e: TraceEvent): string | null {
  const data = e.args?.data ?? {};
  const file = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(inline)';
  switch (e.name) {
    case 'v8.evaluateModule':
    case 'EvaluateScript':
      return `evaluate ${file(data.url ?? (e.args as { url?: string }).url)}`;
    case 'v8.compileModule':
    case 'v8.compile':
    case 'CompileScript':
      return `compile ${file(data.url ?? (e.args as { fileName?: string }).fileName)}`;
    case 'ScriptCatchup':
      return `source rundown ${file(data.url)}`;
    case 'FunctionCall':
      return `call ${String(data.functionName || '(anonymous)')} ${file(data.url)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'EventDispatch':
      return `event ${String(data.type)}`;
    case 'RunMicrotasks':
      return 'microtasks';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'ParseHTML':
      return 'parse HTML';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
    case 'V8.GC_MARK_COMPACTOR':
      return 'GC';
    default:
      return null;
  }
}

export type TaskSummary = {
  start: number;
  cpu: number;
  wall: number;
  afterPaint: boolean;
  parts: [string, number][];
  functions: [string, number][];
};

/** The main-thread tasks of at least `minCpuMs` of CPU, in order, with what they ran. */
export function startTasks(events: TraceEvent[], minCpuMs: number): TaskSummary[] {
  const main = pageMainThread(events);
  if (!main) return [];
  const navigation =
    events
      .filter((e) => e.name === 'navigationStart' && e.pid === main.pid && e.ts <= main.fcp)
      .sort((a, b) => b.ts - a.ts)[0]?.ts ?? main.fcp;
  const onThread = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= navigation)
    .sort((a, b) => a.ts - b.ts);
  const sampled = samples(events, main.pid);
  const tasks: TaskSummary[] = [];
  for (const task of onThread) {
    if (task.name !== 'RunTask' || (task.tdur ?? 0) / 1000 < minCpuMs) continue;
    const end = task.ts + (task.dur ?? 0);
    // A part's own CPU time: nested parts of the same kind (a call inside a call) are not counted twice.
    const parts = new Map<string, number>();
    const open: { end: number; label: string }[] = [];
    for (const e of onThread) {
      if (e.ts < task.ts || e.ts >= end || e === task) continue;
      while (open.length && open[open.length - 1]!.end <= e.ts) open.pop();
      const label = describe(e);
      if (!label) continue;
      if (!open.some((o) => o.label === label)) parts.set(label, (parts.get(label) ?? 0) + (e.tdur ?? 0) / 1000);
      open.push({ end: e.ts + (e.dur ?? 0), label });
    }
    const functions = new Map<string, number>();
    for (const s of sampled) {
      if (s.ts < task.ts || s.ts >= end || s.frame.functionName === '(idle)') continue;
      const where = (s.frame.url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');
      const name = `${s.frame.functionName || '(anonymous)'}${where ? ` ${where}:${(s.frame.lineNumber ?? 0) + 1}` : ''}`;
      functions.set(name, (functions.get(name) ?? 0) + s.self);
    }
    const largest = (m: Map<string, number>, n: number) =>
      [...m]
        .filter(([, ms]) => ms >= 0.5)
        .sort((a, b) => b[1] - a[1])
        .slice(0, n);
    tasks.push({
      start: (task.ts - navigation) / 1000,
      cpu: (task.tdur ?? 0) / 1000,
      wall: (task.dur ?? 0) / 1000,
      afterPaint: task.ts >= main.fcp,
      parts: largest(parts, 5),
      functions: largest(functions, 6),
    });
  }
  return tasks;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { min: { type: 'string', default: '8' } },
  });
  for (const file of positionals) {
    const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
    const tasks = startTasks(events, Number(values.min));
    const blocking = tasks.filter((t) => t.afterPaint).reduce((sum, t) => sum + blockingMs(t.cpu), 0);
    console.log(`\n${file}: CPU TBT ${Math.round(blocking)} ms`);
    for (const t of tasks) {
      const parts = t.parts.map(([label, ms]) => `${label} ${ms.toFixed(1)}`).join('; ');
      console.log(
        `${t.start.toFixed(0).padStart(6)} ms  cpu ${t.cpu.toFixed(1).padStart(5)}  wall ${t.wall.toFixed(1).padStart(6)}  ${t.afterPaint ? 'after paint ' : 'before paint'}  ${parts}`,
      );
      for (const [name, ms] of t.functions) console.log(`${''.padStart(16)}${ms.toFixed(1).padStart(5)} ${name}`);
    }
  }
}
