export * from './constants.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/goals.ts';
export * from './schemas/notifications.ts';
export * from './schemas/coach.ts';
