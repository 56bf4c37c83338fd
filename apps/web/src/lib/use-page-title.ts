import { useEffect } from 'react';

export const APP_TITLE = 'Grindstone';

/** The document title of a page: "Chart · Grindstone" (the tab, the history, screen readers). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
