import type { TActivityType } from '@grindstone/contract';
import * as activityEndpoints from '@grindstone/contract/endpoints/activities';
import { call } from '../../lib/call.ts';
import { collectDeviceInfo } from './device-info.ts';

const ACTIVE_DAY_KEY = 'gs_active_day';

/** Records one activity (docs/product.md#api). Failures are only logged: an activity never blocks the user. */
export async function recordActivity(
  activityType: TActivityType,
  description = '',
  metadata?: Record<string, unknown>,
): Promise<void> {
  try {
    await call(activityEndpoints.recordActivity, { body: { activityType, description, metadata } });
  } catch (err) {
    console.warn('activity not recorded', activityType, err);
  }
}

export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** The browser's local day, YYYY-MM-DD. */
export function localDayKey(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** Today is an active day for the signed-in person (the server is idempotent per local day). */
export function postActiveDay(): Promise<unknown> {
  return call(activityEndpoints.recordActiveDay, { body: { timeZone: browserTimeZone() } });
}

/**
 * Once per local day (remembered in local storage per user): POST /activities/active and
 * PUT /user-sys. The server is idempotent too, so two tabs do no harm.
 */
export async function recordActiveDayOnce(userId: string, now = new Date()): Promise<boolean> {
  const key = `${userId}:${localDayKey(now)}`;
  try {
    if (localStorage.getItem(ACTIVE_DAY_KEY) === key) return false;
  } catch {
    /* storage blocked: still record, the server is idempotent */
  }
  try {
    await postActiveDay();
    await call(activityEndpoints.saveDeviceInfo, { body: collectDeviceInfo() });
    try {
      localStorage.setItem(ACTIVE_DAY_KEY, key);
    } catch {
      /* ignore */
    }
    return true;
  } catch (err) {
    console.warn('active day not recorded', err);
    return false;
  }
}
