import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DAILY_ADVICE_AFTER_GRIND_MS,
  DAILY_DEFAULT_PREVIOUS_MS,
  DAILY_GRIND_DELAY_MS,
  NOTIFICATION_CHECK_INTERVAL_MS,
} from '@grindstone/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { localDayKey } from '../../../lib/local-day.ts';
import { addNotificationToCache } from '../../notifications/index.ts';
import { generateNotification } from '../api/coach-api.ts';

/** localStorage keys of the daily rhythm (docs/product.md#daily). */
export const DAILY_KEYS = {
  lastGrindDay: 'gs.coach.lastGrindDay',
  lastAdviceDay: 'gs.coach.lastAdviceDay',
  adviceDueAt: 'gs.coach.adviceDueAt',
} as const;

/** A stored day, or the default previous date (about 30 hours back). */
function storedDay(key: string): string {
  return localStorage.getItem(key) ?? localDayKey(Date.now() - DAILY_DEFAULT_PREVIOUS_MS);
}

/**
 * The daily rhythm on the client (the activity tracker records the active day): with at least
 * one goal and no grind yet today a grind is created after DAILY_GRIND_DELAY_MS and advice is scheduled
 * DAILY_ADVICE_AFTER_GRIND_MS after it; advice is created once a day when its time has passed;
 * the check reruns every NOTIFICATION_CHECK_INTERVAL_MS. The server makes both idempotent per
 * local day (the `scheduled` flag), so several tabs still produce one of each.
 */
export function useDailyNotifications(goalCount: number, enabled = true): void {
  const qc = useQueryClient();
  const goalsRef = useRef(goalCount);
  const checkRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    goalsRef.current = goalCount;
  });

  useEffect(() => {
    if (!enabled) return;
    let grindTimer: ReturnType<typeof setTimeout> | undefined;
    let adviceTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const scheduleAdvice = () => {
      const today = localDayKey(Date.now());
      if (adviceTimer || storedDay(DAILY_KEYS.lastAdviceDay) === today) return;
      if (storedDay(DAILY_KEYS.lastGrindDay) !== today) return;
      const due = Number(localStorage.getItem(DAILY_KEYS.adviceDueAt) ?? 0);
      if (!due) return;
      adviceTimer = setTimeout(
        async () => {
          try {
            const { notification } = await generateNotification({ type: 'advice', scheduled: true });
            if (stopped) return;
            addNotificationToCache(qc, notification);
            localStorage.setItem(DAILY_KEYS.lastAdviceDay, localDayKey(Date.now()));
          } catch (err) {
            if (err instanceof ApiError && err.status === 429)
              localStorage.setItem(DAILY_KEYS.lastAdviceDay, localDayKey(Date.now()));
          } finally {
            adviceTimer = undefined;
          }
        },
        Math.max(0, due - Date.now()),
      );
    };

    const check = () => {
      const today = localDayKey(Date.now());
      if (goalsRef.current >= 1 && !grindTimer && storedDay(DAILY_KEYS.lastGrindDay) !== today) {
        grindTimer = setTimeout(async () => {
          try {
            const { notification } = await generateNotification({ type: 'grind', scheduled: true });
            if (stopped) return;
            addNotificationToCache(qc, notification);
            localStorage.setItem(DAILY_KEYS.lastGrindDay, localDayKey(Date.now()));
            localStorage.setItem(DAILY_KEYS.adviceDueAt, String(Date.now() + DAILY_ADVICE_AFTER_GRIND_MS));
          } catch (err) {
            if (err instanceof ApiError && (err.status === 429 || err.status === 409)) {
              localStorage.setItem(DAILY_KEYS.lastGrindDay, localDayKey(Date.now()));
              localStorage.setItem(DAILY_KEYS.adviceDueAt, String(Date.now() + DAILY_ADVICE_AFTER_GRIND_MS));
            }
          } finally {
            grindTimer = undefined;
            if (!stopped) scheduleAdvice();
          }
        }, DAILY_GRIND_DELAY_MS);
      }
      scheduleAdvice();
    };
    checkRef.current = check;
    check();
    const interval = setInterval(check, NOTIFICATION_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(interval);
      clearTimeout(grindTimer);
      clearTimeout(adviceTimer);
      checkRef.current = () => undefined;
    };
  }, [enabled, qc]);

  // The goal list arrives after the first check: look again as soon as there is a goal.
  useEffect(() => {
    if (goalCount >= 1) checkRef.current();
  }, [goalCount]);
}
