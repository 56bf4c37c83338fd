/** Offline use (decision 172): the offline banner, and the saved goal list shown offline. */
export { OfflineBanner } from './offline-banner.tsx';
export { useOfflineGoals } from './use-offline-goals.ts';
