import type { ClientGoal } from '../goals/index.ts';

/**
 * The last goal list a member saw, kept in localStorage for opening the app offline (decision
 * 172): only the goals query, only that member's (the user id is stored and checked on every
 * read), and forgotten with the session (clearAuthStorage) so the next person on the browser
 * never sees it.
 */
export const GOALS_SNAPSHOT_KEY = 'gs.offline.goals';

type Snapshot = { userId: string; savedAt: number; goals: ClientGoal[] };

export function saveGoalsSnapshot(userId: string, goals: readonly ClientGoal[], now = Date.now()): void {
  // Goals still waiting for the server or leaving the list are not the server's list.
  const saved = goals.filter((g) => !g.isLocal && !g.removing);
  try {
    localStorage.setItem(GOALS_SNAPSHOT_KEY, JSON.stringify({ userId, savedAt: now, goals: saved } satisfies Snapshot));
  } catch {
    /* storage full or disabled: offline there is just no list */
  }
}

/** The member's snapshot, or null (none, another user's, or unreadable). */
export function readGoalsSnapshot(userId: string): Snapshot | null {
  try {
    const raw = localStorage.getItem(GOALS_SNAPSHOT_KEY);
    const snap = raw ? (JSON.parse(raw) as Partial<Snapshot>) : null;
    if (!snap || snap.userId !== userId || !Array.isArray(snap.goals) || typeof snap.savedAt !== 'number') return null;
    return snap as Snapshot;
  } catch {
    return null;
  }
}

export function clearGoalsSnapshot(): void {
  try {
    localStorage.removeItem(GOALS_SNAPSHOT_KEY);
  } catch {
    /* ignore */
  }
}
