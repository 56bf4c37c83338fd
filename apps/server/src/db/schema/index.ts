export * from './users.ts';
export * from './goals.ts';
export * from './coach.ts';
export * from './account.ts';
export * from './ops.ts';
export * from './access-tokens.ts';
export * from './review.ts';
export * from './calendar.ts';
