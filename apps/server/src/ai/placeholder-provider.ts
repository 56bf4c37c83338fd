import type { CoachProvider } from './coach-provider.ts';

/**
 * Temporary provider until the heuristic coach lands (issue 5 replaces this file).
 * Classification uses a simple keyword rule so new goals get a colour.
 */
export function createPlaceholderProvider(): CoachProvider {
  return {
    name: 'heuristic',
    model: 'rules-v0',
    async classifyGoal(description) {
      const d = description.toLowerCase();
      const borderColor = /urgent|today|asap|must|deadline/.test(d)
        ? 'red'
        : /learn|build|marathon|year|long/.test(d)
          ? 'purple'
          : /call|email|buy|book|quick|send/.test(d)
            ? 'blue'
            : 'white';
      const warning = description.trim().split(/\s+/).length < 4;
      return { borderColor, warning, reason: 'keyword rule' };
    },
    async fortify(goal) {
      return { improvedGoal: goal.description, reason: 'The coach is not available yet.' };
    },
    async nextMove(ctx) {
      const g = ctx.goals[0];
      return { goalId: g?.id ?? null, whatTodoNext: g ? `Work on: ${g.description}` : '', reason: 'first goal' };
    },
    async grind(goal) {
      return { name: 'Focus block', description: `Work on "${goal.description}" for 25 minutes.`, duration: 25, reason: 'default' };
    },
    async advice() {
      return { name: 'Keep going', description: 'Pick one goal and move it forward today.', reason: 'default' };
    },
    async profileFacts(input) {
      return { facts: input.myContext ? [input.myContext.slice(0, 200)] : [], reason: 'from what you typed' };
    },
  };
}
