/** What the installable app says about updates and about being offline (issue text quoted as is). */
export const PWA_MESSAGES = {
  updateReady: 'New version — reload',
  reload: 'Reload',
  offline: "You're offline",
  offlineDetail: 'Showing your goals as they were when you were last online. Changes are paused until you reconnect.',
  offlineWriteRefused: 'You’re offline: nothing was changed. Try again when you’re back online.',
} as const;
