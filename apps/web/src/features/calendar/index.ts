/** Public face of the calendar feature (the page is routed lazily by app/router.tsx). */
export { CalendarPage } from './calendar-page.tsx';
