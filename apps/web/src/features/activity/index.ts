/**
 * Public face of activity and device records. The shell mounts <ActivityTracker />;
 * sign-in / sign-out / profile pages call recordActivity('login' | 'logout' | 'profile_updated' |
 * 'password_changed' | 'Subscription Button Pressed' | 'Subscribed', description, metadata).
 */
export { recordActivity, recordActiveDayOnce } from './activity-api.ts';
export { ActivityTracker } from './activity-tracker.tsx';
export { parseUserAgent, collectDeviceInfo } from './device-info.ts';
