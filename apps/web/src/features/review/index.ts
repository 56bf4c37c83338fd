export { StreakCard } from './streak-card.tsx';
export { StreakHistory } from './streak-history.tsx';
