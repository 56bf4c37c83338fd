import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@grindstone/contract';

const QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

function subscribe(onChange: () => void) {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** True at 768 px or less: the main app shows its mobile panel (docs/product.md#routes). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
