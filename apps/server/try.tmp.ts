import { createOfflineCoach } from './src/ai/offline-coach/offline-coach.ts';
import type { CoachContext, CoachGoal } from './src/ai/coach-provider.ts';
const now = new Date('2025-06-10T09:30:00Z');
const D = 86400000;
const goal = (d: string, o: Partial<CoachGoal> = {}): CoachGoal => ({ id: d.slice(0, 10), description: d, borderColor: 'white', warning: false, createdAt: new Date(now.getTime() - 2 * D), lastUpdateAt: null, recentUpdates: [], ...o });
const ctx = (o: Partial<CoachContext> = {}): CoachContext => ({ userName: 'Sam', myContext: '', profileFacts: [], goals: [], completed: [], grindOutcomes: [], adviceLikes: [], location: { city: 'Unknown', region: 'Unknown', country: 'Unknown' }, timeZone: 'Europe/Lisbon', now, ...o });
const coach = createOfflineCoach();
const my = process.env.MYCTX ?? '';
const goals = process.argv.slice(2);
for (const g of goals) {
  const f = await coach.fortify(goal(g), ctx({ myContext: my }));
  const gr = await coach.grind(goal(g), ctx({ myContext: my }));
  const c = await coach.classifyGoal(g);
  console.log(`\n## ${g}  [${c.borderColor}${c.warning ? ' fortify' : ''}]\nF: ${f.improvedGoal}\nR: ${f.reason}\nG: ${gr.name} (${gr.duration}) ${gr.description} | ${gr.reason}`);
}
if (process.env.NEXT) {
  const gs = goals.map((g, i) => goal(g, { id: 'g' + i, borderColor: i === 0 ? 'red' : 'white' }));
  const n = await coach.nextMove(ctx({ goals: gs }));
  console.log('\nNEXT:', n.goalId, '\n' + n.whatTodoNext, '\nREASON:', n.reason);
  console.log('\nADVICE:', JSON.stringify(await coach.advice(ctx({ goals: gs }))));
}
