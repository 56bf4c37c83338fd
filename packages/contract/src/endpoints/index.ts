/**
 * Every feature's endpoints, one namespace per feature. For tests and tools that walk them all;
 * application code imports the feature module it needs (`@grindstone/contract/endpoints/goals`).
 */
export * as accessTokens from './access-tokens.ts';
export * as activities from './activities.ts';
export * as admin from './admin.ts';
export * as auth from './auth.ts';
export * as calendar from './calendar.ts';
export * as chart from './chart.ts';
export * as coach from './coach.ts';
export * as completedGoals from './completed-goals.ts';
export * as feedback from './feedback.ts';
export * as goalUpdates from './goal-updates.ts';
export * as goals from './goals.ts';
export * as health from './health.ts';
export * as notifications from './notifications.ts';
export * as onboarding from './onboarding.ts';
export * as ops from './ops.ts';
export * as profile from './profile.ts';
export * as push from './push.ts';
export * as reminders from './reminders.ts';
export * as review from './review.ts';
export * as subscription from './subscription.ts';
export * as yourData from './your-data.ts';
