export { StreakCard } from './streak-card.tsx';
export { seedStreak } from './api/review-api.ts';
export { StreakHistory } from './streak-history.tsx';
