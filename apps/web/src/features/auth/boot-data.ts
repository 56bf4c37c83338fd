import { BOOT_DATA_ELEMENT_ID, type TBootData } from '@grindstone/contract';
import { isMe } from './auth-storage.ts';

/**
 * The boot data the server put in a member's page of '/' (decision 184): their profile and goal
 * list as of this page load, or null (a visitor, another page, a page from the service worker's
 * cache, or anything unreadable). Read once: the element is removed, so a later read gets null.
 */
export function takeBootData(): TBootData | null {
  const element = document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<TBootData> | null;
    const { user, goals, streak } = data ?? {};
    if (!isMe(user) || !Array.isArray(goals) || !goals.every((g) => typeof g?.id === 'string')) return null;
    if (typeof streak?.weeks !== 'number') return null;
    return { user, goals, streak };
  } catch {
    return null;
  }
}
