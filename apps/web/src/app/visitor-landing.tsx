import { startTransition, useEffect, useState } from 'react';
// By file, not the index: the visitor's landing page must not reach the router (decision 182).
import { PlainLink } from '../components/ui/plain-link.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { MobilePopup } from '../features/mobile-popup/index.ts';
import { LoadingScreen } from '../features/auth/loading-screen.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { TopBarFrame, VisitorActions } from './top-bar-frame.tsx';
import './app-shell.css';

/**
 * A first visit to / or /invite (decision 182): the landing page with the app shell's skip link,
 * top bar and mobile popup, but without the router, the query client or any member code. The
 * session is still checked (`visitorCheck`, started before this code loaded): '/' shows the
 * loading screen until it answers, as the app does; a member is handed over to the full app.
 */
export function VisitorLanding({ visitorCheck }: { visitorCheck: Promise<boolean> }) {
  const [status, setStatus] = useState<'loading' | 'visitor'>('loading');
  usePageTitle(null);
  useEffect(() => {
    let current = true;
    void visitorCheck.then((visitor) => {
      // A transition: React renders the landing in slices. An update from a promise is otherwise
      // rendered in one task (the whole landing: 25–40 ms of CPU, ×4 under Lighthouse's slowdown).
      if (current && visitor) startTransition(() => setStatus('visitor'));
    });
    return () => {
      current = false;
    };
  }, [visitorCheck]);

  const showLanding = status === 'visitor' || window.location.pathname !== '/';
  return (
    <div className="app-shell">
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      <TopBarFrame Link={PlainLink}>{status === 'visitor' && <VisitorActions Link={PlainLink} />}</TopBarFrame>
      <div id="content" className="app-content" tabIndex={-1}>
        {showLanding ? <LandingPage Link={PlainLink} /> : <LoadingScreen />}
      </div>
      <MobilePopup />
    </div>
  );
}
