export { ReviewPage } from './review-page.tsx';
export { StreakCard } from './streak-card.tsx';
export { StreakHistory } from './streak-history.tsx';
