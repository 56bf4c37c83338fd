import { afterEach, describe, expect, it } from 'vitest';
import type { ClientGoal } from '../goals/index.ts';
import { clearAuthStorage } from './auth-storage.ts';
import { GOALS_SNAPSHOT_KEY, readGoalsSnapshot, saveGoalsSnapshot } from './goals-snapshot.ts';

const goal = (id: string, extra: Partial<ClientGoal> = {}): ClientGoal => ({
  id,
  description: `Goal ${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  date: '2026-11-20T10:00:00.000Z',
  warning: null,
  borderColor: 'blue',
  order: 0,
  userId: 'u1',
  ifThen: null,
  ...extra,
});

afterEach(() => localStorage.clear());

describe('the saved goal list for offline use', () => {
  it("keeps the server's goals only, for that member only", () => {
    saveGoalsSnapshot('u1', [goal('a'), goal('tmp', { isLocal: true }), goal('b', { removing: true })], 1000);
    expect(readGoalsSnapshot('u1')).toEqual({ userId: 'u1', savedAt: 1000, goals: [goal('a')] });
    expect(readGoalsSnapshot('u2')).toBeNull();
  });

  it('survives a missing or corrupt record', () => {
    expect(readGoalsSnapshot('u1')).toBeNull();
    localStorage.setItem(GOALS_SNAPSHOT_KEY, '{not json');
    expect(readGoalsSnapshot('u1')).toBeNull();
    localStorage.setItem(GOALS_SNAPSHOT_KEY, JSON.stringify({ userId: 'u1', goals: 'x', savedAt: 1 }));
    expect(readGoalsSnapshot('u1')).toBeNull();
  });

  it('is forgotten with the session (logout, failed refresh, signed out elsewhere)', () => {
    saveGoalsSnapshot('u1', [goal('a')]);
    clearAuthStorage();
    expect(localStorage.getItem(GOALS_SNAPSHOT_KEY)).toBeNull();
  });
});
