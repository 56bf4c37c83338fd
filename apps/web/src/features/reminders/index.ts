/** Public face of the reminders feature (the page is routed lazily by app/router.tsx). */
export { RemindersPage } from './reminders-page.tsx';
