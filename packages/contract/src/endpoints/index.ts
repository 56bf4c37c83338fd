/**
 * Every feature's endpoints, one namespace per feature. For tests and tools that walk them all;
 * application code imports the feature module it needs (`@grindstone/contract/endpoints/goals`).
 */
export * as chart from './chart.ts';
export * as completedGoals from './completed-goals.ts';
export * as feedback from './feedback.ts';
export * as goalUpdates from './goal-updates.ts';
export * as goals from './goals.ts';
export * as notifications from './notifications.ts';
