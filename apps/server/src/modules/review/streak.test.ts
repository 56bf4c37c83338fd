import { describe, expect, it } from 'vitest';
import { STREAK_HISTORY_WEEKS, STREAK_MESSAGES, shiftIsoWeek } from '@grindstone/contract';
import { computeStreak } from './streak.ts';

const NOW = '2026-W20';
/** Weeks relative to NOW: 0 is this week, -1 last week. */
const weeks = (...offsets: number[]) => new Set(offsets.map((o) => shiftIsoWeek(NOW, o)));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the forgiving weekly streak', () => {
  it('starts at zero with a kind invitation and a full, empty history', () => {
    const s = computeStreak(new Set(), NOW);
    expect(s).toMatchObject({ weeks: 0, best: 0, freezes: 0, thisWeekActive: false, freshStart: false });
    expect(s.message).toBe(STREAK_MESSAGES.start);
    expect(s.history).toHaveLength(STREAK_HISTORY_WEEKS);
    expect(s.history.at(-1)).toEqual({ week: NOW, state: 'current', streak: 0 });
  });

  it('counts consecutive active weeks; this week counts once active and is never missed while it lasts', () => {
    expect(computeStreak(weeks(-2, -1, 0), NOW)).toMatchObject({ weeks: 3, best: 3, thisWeekActive: true });
    const notYet = computeStreak(weeks(-2, -1), NOW);
    expect(notYet).toMatchObject({ weeks: 2, thisWeekActive: false, freshStart: false });
    expect(notYet.message).toBe(STREAK_MESSAGES.keepGoing(2));
    expect(notYet.history.at(-1)?.state).toBe('current');
  });

  it('earns a freeze per 4 consecutive active weeks, holding at most 2', () => {
    expect(computeStreak(weeks(...range(-3, 0)), NOW).freezes).toBe(1);
    expect(computeStreak(weeks(...range(-2, 0)), NOW).freezes).toBe(0);
    expect(computeStreak(weeks(...range(-7, 0)), NOW).freezes).toBe(2);
    const capped = computeStreak(weeks(...range(-15, 0)), NOW);
    expect(capped).toMatchObject({ weeks: 16, freezes: 2 });
  });

  it('a missed week uses a freeze by itself and the streak holds', () => {
    // 4 active (1 freeze), one missed, then 2 active.
    const s = computeStreak(weeks(-6, -5, -4, -3, -1, 0), NOW);
    expect(s).toMatchObject({ weeks: 6, best: 6, freezes: 0 });
    expect(s.history.find((h) => h.week === shiftIsoWeek(NOW, -2))).toMatchObject({ state: 'frozen', streak: 4 });
  });

  it('after a freeze the run towards the next one starts again', () => {
    // 4 active (freeze), missed (uses it), 3 active: no new freeze yet; a 4th earns it.
    expect(computeStreak(weeks(-7, -6, -5, -4, -2, -1, 0), NOW).freezes).toBe(0);
    expect(computeStreak(weeks(-8, -7, -6, -5, -3, -2, -1, 0), NOW).freezes).toBe(1);
  });

  it('two freezes cover two missed weeks; a third missed week ends the streak and Monday is a fresh start', () => {
    const held = computeStreak(weeks(...range(-10, -3)), NOW); // 8 active, then -2 and -1 missed
    expect(held).toMatchObject({ weeks: 8, freezes: 0, best: 8 });
    const broken = computeStreak(weeks(...range(-11, -4)), NOW); // 8 active, then -3, -2, -1 missed
    expect(broken).toMatchObject({ weeks: 0, best: 8, freezes: 0, freshStart: true, thisWeekActive: false });
    expect(broken.message).toBe(STREAK_MESSAGES.freshStart);
    expect(broken.history.filter((h) => h.state === 'missed').map((h) => h.week)).toEqual([shiftIsoWeek(NOW, -1)]);
  });

  it('without a freeze a missed week ends the streak; the best stays', () => {
    const s = computeStreak(weeks(-5, -4, -3, -1, 0), NOW);
    expect(s).toMatchObject({ weeks: 2, best: 3, freezes: 0, freshStart: false });
    expect(s.message).toBe(STREAK_MESSAGES.counted(2));
  });

  it('crosses a year with 53 ISO weeks', () => {
    // 2026 has 53 ISO weeks: 2026-W52, 2026-W53, 2027-W01 are consecutive.
    const s = computeStreak(new Set(['2026-W52', '2026-W53', '2027-W01']), '2027-W01');
    expect(s).toMatchObject({ weeks: 3, thisWeekActive: true });
  });
});
