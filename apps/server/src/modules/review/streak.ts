import {
  STREAK_HISTORY_WEEKS,
  STREAK_MAX_FREEZES,
  STREAK_MESSAGES,
  STREAK_WEEKS_PER_FREEZE,
  shiftIsoWeek,
  type TStreakAnswer,
} from '@grindstone/contract';

type WeekState = TStreakAnswer['history'][number]['state'];

/**
 * The forgiving weekly streak, from the set of active weeks (a completion, finished grind or
 * update) and the current week:
 * - an active week adds one to the streak; every STREAK_WEEKS_PER_FREEZE consecutive active weeks
 *   earn a freeze, holding at most STREAK_MAX_FREEZES;
 * - a missed week inside a streak uses a freeze by itself (the streak holds, the run of active
 *   weeks towards the next freeze starts again); without a freeze the streak ends;
 * - the current week only counts once it is active: it is never "missed" while it lasts.
 */
export function computeStreak(activeWeeks: ReadonlySet<string>, currentWeek: string): TStreakAnswer {
  const first = [...activeWeeks].filter((w) => w <= currentWeek).sort()[0];
  const history: TStreakAnswer['history'] = [];
  let weeks = 0;
  let best = 0;
  let freezes = 0;
  let run = 0;
  let everActive = false;
  if (first) {
    for (let week = first; week <= currentWeek; week = shiftIsoWeek(week, 1)) {
      let state: WeekState;
      if (activeWeeks.has(week)) {
        everActive = true;
        weeks += 1;
        run += 1;
        if (run % STREAK_WEEKS_PER_FREEZE === 0 && freezes < STREAK_MAX_FREEZES) freezes += 1;
        best = Math.max(best, weeks);
        state = 'active';
      } else if (week === currentWeek) state = 'current';
      else if (weeks > 0 && freezes > 0) {
        freezes -= 1;
        run = 0;
        state = 'frozen';
      } else {
        weeks = 0;
        run = 0;
        state = 'missed';
      }
      history.push({ week, state, streak: weeks });
    }
  }
  const thisWeekActive = activeWeeks.has(currentWeek);
  const freshStart = everActive && weeks === 0;
  let message: string;
  if (freshStart) message = STREAK_MESSAGES.freshStart;
  else if (weeks === 0) message = STREAK_MESSAGES.start;
  else message = thisWeekActive ? STREAK_MESSAGES.counted(weeks) : STREAK_MESSAGES.keepGoing(weeks);
  // The chart shows the last weeks, padded with empty weeks before the first active one.
  const recent = history.slice(-STREAK_HISTORY_WEEKS);
  while (recent.length < STREAK_HISTORY_WEEKS) {
    const week = shiftIsoWeek(recent[0]?.week ?? shiftIsoWeek(currentWeek, 1), -1);
    recent.unshift({ week, state: week === currentWeek ? 'current' : 'missed', streak: 0 });
  }
  return { weeks, best, freezes, thisWeekActive, freshStart, message, history: recent };
}
