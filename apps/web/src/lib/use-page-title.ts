import { useLayoutEffect } from 'react';

export const APP_TITLE = 'Grindstone';

/** The document title of a page: "Chart · Grindstone" (the tab, the history, screen readers). */
export function usePageTitle(title: string | null): void {
  // A layout effect: a page's own later title (Goal not found) wins over its route's.
  useLayoutEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
