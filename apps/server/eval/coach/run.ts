/**
 * `npm run eval:coach [-- --verbose] [--only <id part>] [--min <score>] [--check] [--offline] [--hide-clean]`
 *
 * Runs the corpus (./corpus) through the offline coach, and through the configured model when
 * AI_PROVIDER is set (read through the server's env parsing), scores every case with its rubric
 * (./rubric.ts), and prints a table per category and per language, the overall score and the
 * number of distinct Fortify answer shapes (./shape.ts). Failures of every case go to a report
 * file in the temp dir (and to the console with --verbose). Then it runs each held-out set
 * (./heldout: goals as typed on a phone, never used to tune the coach) and prints its score
 * apart, with no threshold; a set marked seen is no longer a fair estimate (decision 091).
 *   --min <score>  exit 1 when a provider scores below it
 *   --check        the offline run only, held to OFFLINE_MIN_SCORE (config.ts): what CI runs
 *   --offline      skip the model even when one is configured
 *   --hide-clean   skip the clean held-out set: no score, no table, and its failures file from an
 *                  earlier run removed, so whoever tunes the coach never sees it (decision 091)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CoachContext, CoachGoal, CoachProvider } from '../../src/ai/coach-provider.ts';
import { createCoachProvider } from '../../src/ai/create-provider.ts';
import { planLine } from '../../src/ai/offline-coach/if-then.ts';
import { parseConfig, type Config } from '../../src/env.ts';
import { EVAL_NOW, EVAL_TIME_ZONE, MODEL_CONCURRENCY, MODEL_TIMEOUT_MS, OFFLINE_MIN_SCORE } from './config.ts';
import { corpus } from './corpus/index.ts';
import { heldoutSets } from './heldout/index.ts';
import { checkCase, type Answer, type Verdict } from './rubric.ts';
import { answerShape, distinctShapes } from './shape.ts';
import { CATEGORIES, type EvalCase } from './types.ts';

const { values: args } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    only: { type: 'string' },
    min: { type: 'string' },
    check: { type: 'boolean', default: false },
    offline: { type: 'boolean', default: false },
    'hide-clean': { type: 'boolean', default: false },
  },
});

const DAY = 86_400_000;

function context(c: EvalCase, goals: CoachGoal[]): CoachContext {
  return {
    userName: 'Alex',
    myContext: c.myContext ?? '',
    profileFacts: [],
    goals,
    completed: [],
    grindOutcomes: c.outcomes ?? [],
    adviceLikes: [],
    location: { city: 'Unknown', region: 'Unknown', country: 'Unknown' },
    timeZone: c.timeZone ?? EVAL_TIME_ZONE,
    now: new Date(c.now ?? EVAL_NOW),
  };
}

function goalsOf(c: EvalCase, now: Date): CoachGoal[] {
  const specs = c.goals ?? [{ id: 'g1', text: c.goal, color: c.color, age: 1 }];
  return specs.map((g) => ({
    id: g.id,
    description: g.text,
    borderColor: g.color ?? 'white',
    warning: g.warning ?? false,
    createdAt: new Date(now.getTime() - (g.age ?? 2) * DAY),
    lastUpdateAt: g.stale === undefined ? null : new Date(now.getTime() - g.stale * DAY),
    recentUpdates: [],
  }));
}

async function ask(coach: CoachProvider, c: EvalCase): Promise<Answer> {
  const now = new Date(c.now ?? EVAL_NOW);
  const goals = goalsOf(c, now);
  const ctx = context(c, goals);
  try {
    switch (c.call) {
      case 'fortify': {
        const r = await coach.fortify(goals[0]!, ctx);
        // The dialog shows the improved goal and, beside it, the plan that holds the first step.
        const plan = r.ifThen ? `\n${planLine(r.improvedGoal, r.ifThen, ctx)}` : '';
        return { main: `${r.improvedGoal}${plan}`, reason: r.reason };
      }
      case 'grind': {
        const r = await coach.grind(goals[0]!, ctx);
        const answer: Answer = { main: `${r.name}\n${r.description}`, reason: r.reason, duration: r.duration };
        if (c.expect.vsBaseline) {
          const b = await coach.grind(goals[0]!, { ...ctx, grindOutcomes: [] });
          answer.baseline = { main: `${b.name}\n${b.description}`, duration: b.duration };
        }
        return answer;
      }
      case 'nextMove': {
        const r = await coach.nextMove(ctx);
        return { main: r.whatTodoNext, reason: r.reason, goalId: r.goalId };
      }
      case 'classify': {
        const r = await coach.classifyGoal(c.goal);
        return { main: '', reason: r.reason, color: r.borderColor };
      }
    }
  } catch (err) {
    return { main: '', reason: '', error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
}

type Row = { c: EvalCase; answer: Answer; verdict: Verdict };

async function runAll(coach: CoachProvider, cases: EvalCase[], concurrency: number): Promise<Row[]> {
  const rows: Row[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i]!;
      const answer = await ask(coach, c);
      rows[i] = { c, answer, verdict: checkCase(c, answer) };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return rows;
}

function table(title: string, groups: [string, Row[]][]): string[] {
  const pad = (s: string | number, n: number, left = false) => (left ? String(s).padEnd(n) : String(s).padStart(n));
  const lines = [`${pad(title, 14, true)}${pad('cases', 7)}${pad('passed', 8)}${pad('score', 7)}`];
  for (const [name, rows] of groups) {
    if (!rows.length) continue;
    const passed = rows.filter((r) => r.verdict.passed).length;
    lines.push(
      `${pad(name, 14, true)}${pad(rows.length, 7)}${pad(passed, 8)}${pad((passed / rows.length).toFixed(2), 7)}`,
    );
  }
  return lines;
}

export type Summary = { score: number; shapes: ReturnType<typeof distinctShapes>; lines: string[]; report: string[] };

function summarise(label: string, rows: Row[], seconds: number): Summary {
  const passed = rows.filter((r) => r.verdict.passed).length;
  const score = rows.length ? passed / rows.length : 0;
  const fortify = rows.filter((r) => r.c.call === 'fortify' && !r.answer.error);
  const shapes = distinctShapes(fortify.map((r) => answerShape(r.c.goal, r.answer.main, r.answer.reason)));
  const langs = [...new Set(rows.map((r) => r.c.lang))];
  const byLang: [string, Row[]][] = langs.map((l) => [l, rows.filter((r) => r.c.lang === l)]);
  const failedChecks = new Map<string, number>();
  for (const r of rows)
    for (const f of r.verdict.failures) {
      const k = f.split(':')[0]!;
      failedChecks.set(k, (failedChecks.get(k) ?? 0) + 1);
    }
  const lines = [
    `Coach eval: ${label}, ${rows.length} cases in ${seconds.toFixed(1)} s`,
    '',
    ...table(
      'category',
      CATEGORIES.map((cat) => [cat, rows.filter((r) => r.c.category === cat)]),
    ),
    '',
    ...table('language', byLang),
    '',
    `overall score ${score.toFixed(3)} (${passed}/${rows.length} cases pass every check)`,
    `fortify answer shapes: ${shapes.distinct} distinct / ${shapes.total} fortify answers = ${shapes.ratio.toFixed(2)}`,
    `failed checks: ${
      [...failedChecks]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none'
    }`,
  ];
  const report: string[] = [];
  for (const r of rows) {
    if (r.verdict.passed) continue;
    report.push(
      `✗ ${r.c.id} [${r.c.call}] ${JSON.stringify(r.c.goal)}${r.c.myContext ? ` (My Context: ${JSON.stringify(r.c.myContext)})` : ''}`,
      ...r.verdict.failures.map((f) => `    - ${f}`),
      `    answer: ${JSON.stringify(r.answer.main)}`,
      `    reason: ${JSON.stringify(r.answer.reason)}${r.answer.duration !== undefined ? ` (${r.answer.duration} min)` : ''}`,
      '',
    );
  }
  return { score, shapes, lines, report };
}

async function main() {
  const config: Config = parseConfig();
  let cases = corpus;
  if (args.only) cases = cases.filter((c) => c.id.includes(args.only!));
  const providers: { label: string; coach: CoachProvider; concurrency: number; min?: number; file: string }[] = [];
  const explicitMin = args.min === undefined ? undefined : Number(args.min);
  if (explicitMin !== undefined && !(explicitMin >= 0 && explicitMin <= 1)) {
    console.error(`--min must be a score between 0 and 1, got ${args.min}`);
    process.exit(2);
  }
  const offline = createCoachProvider({ ...config, AI_PROVIDER: 'heuristic' });
  providers.push({
    label: `offline coach (${offline.name}, ${offline.model})`,
    coach: offline,
    concurrency: 1,
    min: args.check ? OFFLINE_MIN_SCORE : explicitMin,
    file: 'offline.txt',
  });
  if (config.AI_PROVIDER !== 'heuristic' && !args.offline && !args.check) {
    const model = createCoachProvider(config, { timeoutMs: Math.max(config.AI_TIMEOUT_MS, MODEL_TIMEOUT_MS) });
    providers.push({
      label: `model (${model.name}, ${model.model})`,
      coach: model,
      concurrency: MODEL_CONCURRENCY,
      min: explicitMin,
      file: 'model.txt',
    });
  }
  const dir = path.join(os.tmpdir(), 'grindstone-coach-eval');
  mkdirSync(dir, { recursive: true });
  let failed = false;
  for (const p of providers) {
    const started = performance.now();
    const rows = await runAll(p.coach, cases, p.concurrency);
    const s = summarise(p.label, rows, (performance.now() - started) / 1000);
    const file = path.join(dir, p.file);
    writeFileSync(file, [...s.lines, '', ...s.report].join('\n'));
    console.log(s.lines.join('\n'));
    if (args.verbose && s.report.length) console.log(`\n${s.report.join('\n')}`);
    console.log(`failures of every case: ${file}`);
    if (p.min !== undefined && s.score < p.min) {
      console.error(`✗ ${p.label} scored ${s.score.toFixed(3)}, below the threshold ${p.min}`);
      failed = true;
    } else if (p.min !== undefined) console.log(`✓ at or above the threshold ${p.min}`);
    console.log('');
    if (args.only) continue;
    for (const [i, set] of heldoutSets.entries()) {
      const heldFile = path.join(dir, `heldout-${i + 1}-${p.file}`);
      if (set.clean && args['hide-clean']) {
        // An earlier full run's failures file would show the hidden goals: it goes too.
        rmSync(heldFile, { force: true });
        console.log(`${p.label}, ${set.name} (clean): hidden by --hide-clean, not run and not scored`, '\n');
        continue;
      }
      const heldStarted = performance.now();
      const heldRows = await runAll(p.coach, set.cases, p.concurrency);
      const state = set.clean ? 'clean' : 'seen while tuning, not a fair estimate';
      const held = summarise(`${p.label}, ${set.name} (${state})`, heldRows, (performance.now() - heldStarted) / 1000);
      writeFileSync(heldFile, [...held.lines, '', ...held.report].join('\n'));
      console.log(held.lines.join('\n'));
      console.log(`failures of every case of ${set.name}: ${heldFile}`, '\n');
    }
  }
  process.exit(failed ? 1 : 0);
}

await main();
