import { lazy } from 'react';

const loadFortifyDialog = () => import('./fortify-dialog.tsx');

/**
 * The Fortify dialog opens only from a goal's chip: the dashboard paints without it and fetches
 * it right after (decision 231), so a chip pressed at once waits for it at most once.
 */
export const FortifyDialog = lazy(() => loadFortifyDialog().then(({ FortifyDialog }) => ({ default: FortifyDialog })));

/** Starts fetching the dialog; a failure (offline before it was cached) shows when a chip is pressed. */
export function preloadFortifyDialog() {
  loadFortifyDialog().catch(() => {});
}
