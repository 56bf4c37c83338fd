import { Outlet } from 'react-router';
import { TopBar } from './top-bar.tsx';
import { OnboardingBanner } from '../features/onboarding/index.ts';
import { MobilePopup } from '../features/mobile-popup/index.ts';
import { ActivityTracker } from '../features/activity/index.ts';
import './app-shell.css';

/**
 * Every screen: a skip link, the sticky top bar, then the page. Pages render their own <main>.
 */
export function AppLayout() {
  return (
    <div className="app-shell">
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <ActivityTracker />
      {/*
        Slot: onboarding status banner (features/onboarding). It goes HERE, under the
        top bar and above the page: `<OnboardingBanner />` imported from
        '../features/onboarding/index.ts' (it renders nothing unless the member's
        completed_onboarding is pending/started/failed).
      */}
      <OnboardingBanner />
      <div id="content" className="app-content" tabIndex={-1}>
        <Outlet />
      </div>
      {/*
        Slot: mobile popup (features/mobile-popup). It goes HERE, last, so it overlays
        the page: `<MobilePopup />` imported from '../features/mobile-popup/index.ts' (it decides
        itself whether to show, at 768 px or less).
      */}
      <MobilePopup />
    </div>
  );
}
