/** Public face of the mobile popup: mounted once in app-layout.tsx; it decides itself when to show. */
export { MobilePopup } from './mobile-popup.tsx';
