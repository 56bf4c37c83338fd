import { describe, expect, it } from 'vitest';
import { blockingMs, startTasks, type TraceEvent } from './trace-tasks.ts';

const PAGE = { pid: 7, tid: 1 };
const task = (ts: number, cpuMs: number, wallMs = cpuMs, on = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...on,
  ts,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const inside = (name: string, ts: number, cpuMs: number, data: Record<string, unknown> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ...PAGE,
  ts,
  dur: cpuMs * 1000,
  tdur: cpuMs * 1000,
  args: { data },
});

describe("a page's start tasks from its trace", () => {
  const events: TraceEvent[] = [
    { name: 'navigationStart', ph: 'R', ...PAGE, ts: 1_000_000 },
    task(1_100_000, 30),
    { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 1_400_000 },
    task(1_500_000, 20, 60),
    inside('v8.evaluateModule', 1_500_100, 15, { url: 'http://127.0.0.1:4390/assets/index-x.js' }),
    // A call inside a call: the outer one's time already holds it.
    inside('FunctionCall', 1_520_000, 4, { functionName: 'S', url: 'http://127.0.0.1:4390/assets/index-x.js' }),
    inside('FunctionCall', 1_521_000, 2, { functionName: 'S', url: 'http://127.0.0.1:4390/assets/index-x.js' }),
    task(1_600_000, 5),
    // Another process's main thread (the blank page before the navigation) is not the page's.
    task(1_700_000, 90, 90, { pid: 8, tid: 1 }),
  ];

  it('lists the tasks above the threshold in order, marking those after the first paint', () => {
    const tasks = startTasks(events, 8);
    expect(tasks.map((t) => [t.start, t.cpu, t.wall, t.afterPaint])).toEqual([
      [100, 30, 30, false],
      [500, 20, 60, true],
    ]);
  });

  it('says what ran in a task, counting a nested call once', () => {
    const [, second] = startTasks(events, 8);
    expect(second!.parts).toEqual([
      ['evaluate /assets/index-x.js', 15],
      ['call S /assets/index-x.js', 4],
    ]);
  });

  it('counts as blocking only what exceeds 12.5 ms of CPU, four times', () => {
    expect(blockingMs(12)).toBe(0);
    expect(blockingMs(20)).toBe(30);
  });
});
