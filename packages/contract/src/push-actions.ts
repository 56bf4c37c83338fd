/**
 * What the service worker needs of the contract, free of zod (the worker is bundled on its own):
 * the actions a reminder offers and where "Snooze 10 min" posts its token.
 */
export const PUSH_ACTIONS = {
  startGrind: { action: 'start-grind', title: 'Start grind' },
  snooze: { action: 'snooze', title: 'Snooze 10 min' },
  open: { action: 'open', title: 'Open' },
} as const;

export const REMINDER_SNOOZE_PATH = '/api/push/reminders/snooze';
export const REMINDER_SNOOZE_REFUSED = 'This reminder can no longer be snoozed.';
