import { eq } from 'drizzle-orm';
import { REMINDER_DEFAULTS, type TReminderSettings } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { reminderSettings } from '../../db/schema/index.ts';

type SettingsRow = typeof reminderSettings.$inferSelect;

export function toReminderSettings(row: SettingsRow | undefined): TReminderSettings {
  if (!row) return REMINDER_DEFAULTS;
  return {
    grind: { enabled: row.grindEnabled, time: row.grindTime },
    advice: { enabled: row.adviceEnabled, time: row.adviceTime },
    ifThen: { enabled: row.ifThenEnabled },
    review: { enabled: row.reviewEnabled },
    quietHours: { enabled: row.quietEnabled, start: row.quietStart, end: row.quietEnd },
  };
}

export async function readReminderSettings(db: Db, userId: string): Promise<TReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).limit(1);
  return toReminderSettings(row);
}

export async function saveReminderSettings(
  db: Db,
  userId: string,
  settings: TReminderSettings,
): Promise<TReminderSettings> {
  const values = {
    grindEnabled: settings.grind.enabled,
    grindTime: settings.grind.time,
    adviceEnabled: settings.advice.enabled,
    adviceTime: settings.advice.time,
    ifThenEnabled: settings.ifThen.enabled,
    reviewEnabled: settings.review.enabled,
    quietEnabled: settings.quietHours.enabled,
    quietStart: settings.quietHours.start,
    quietEnd: settings.quietHours.end,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: values })
    .returning();
  return toReminderSettings(row);
}
