/** Public face of the profile feature (the page is routed lazily by app/router.tsx). */
export { ProfilePage } from './profile-page.tsx';
