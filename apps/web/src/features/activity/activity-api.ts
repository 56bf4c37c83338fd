import type { TActivityType } from '@grindstone/contract';
import * as activityEndpoints from '@grindstone/contract/endpoints/activities';
import { browserTimeZone } from '../../lib/browser-time-zone.ts';
import { call } from '../../lib/call.ts';
import { localDayKey } from '../../lib/local-day.ts';
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

/**
 * Once per local day (remembered in local storage per user): POST /activities/active and
 * PUT /user-sys. The only place the web records the active day; the server is idempotent too,
 * so two tabs do no harm.
 */
export async function recordActiveDayOnce(userId: string, now = new Date()): Promise<boolean> {
  const key = `${userId}:${localDayKey(now)}`;
  try {
    if (localStorage.getItem(ACTIVE_DAY_KEY) === key) return false;
  } catch {
    /* storage blocked: still record, the server is idempotent */
  }
  try {
    await call(activityEndpoints.recordActiveDay, { body: { timeZone: browserTimeZone() } });
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
