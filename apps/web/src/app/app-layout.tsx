import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SERVICE_WORKER_START_DELAY_MS } from '@grindstone/contract';
import { TopBar } from './top-bar.tsx';
import { OnboardingBanner } from '../features/onboarding/index.ts';
import { MobilePopup } from '../features/mobile-popup/index.ts';
import { ActivityTracker } from '../features/activity/index.ts';
import { useSession } from '../features/auth/session.tsx';
import './app-shell.css';

/**
 * The service worker is for members (offline goal list, reminders): its registration is a small
 * chunk loaded after sign-in, so a visitor's landing page downloads none of it (decision 172).
 * It starts a moment after the page has loaded: installing it downloads every chunk of the app,
 * which on a phone competed with the dashboard's own first load for the network and the CPU.
 */
function useServiceWorker(member: boolean) {
  useEffect(() => {
    if (!member || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        void import('../features/pwa/service-worker-updates.ts').then((pwa) => pwa.startServiceWorker());
      }, SERVICE_WORKER_START_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, [member]);
}

/**
 * Every screen: a skip link, the sticky top bar, the onboarding status banner, then the page
 * (pages render their own <main>); the mobile popup comes last so that it overlays the page.
 */
export function AppLayout() {
  const { status, user } = useSession();
  useServiceWorker(status === 'member');
  return (
    <div className="app-shell">
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <ActivityTracker userId={status === 'member' ? (user?.id ?? null) : null} />
      <OnboardingBanner />
      <div id="content" className="app-content" tabIndex={-1}>
        <Outlet />
      </div>
      <MobilePopup />
    </div>
  );
}
