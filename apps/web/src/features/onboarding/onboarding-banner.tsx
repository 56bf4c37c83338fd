import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@grindstone/contract';
import { Banner } from '../../components/ui/index.ts';
import { useSession } from '../auth/index.ts';
import { usePageShown } from '../../lib/page-shown.ts';
import { onboardingStatusQuery, startOnboarding } from './api/onboarding-api.ts';
import './onboarding.css';

/**
 * (docs/product.md#onboarding) Onboarding status: on load a pending member asks for `started`; while pending or
 * started the wait banner shows and the status is polled; when the set-up completes the banner
 * disappears; a failed set-up shows the failure banner.
 */
export function OnboardingBanner() {
  const { user, refreshUser } = useSession();
  const initial = user?.completed_onboarding;
  const relevant = Boolean(user) && initial !== 'completed';
  const asked = useRef(false);
  // The start and the status poll wait for the first page's paint (decision 189).
  const shown = usePageShown();

  useEffect(() => {
    if (!shown || !user || initial !== 'pending' || asked.current) return;
    asked.current = true;
    startOnboarding().catch(() => {
      /* the status poll below re-reads the state; a failure here only delays the start */
    });
  }, [shown, user, initial]);

  const status = useQuery({ ...onboardingStatusQuery(user?.id ?? 'none'), enabled: relevant && shown });
  const current = status.data?.status ?? initial;

  useEffect(() => {
    if (relevant && status.data?.status === 'completed') void refreshUser();
  }, [relevant, status.data?.status, refreshUser]);

  if (!relevant || !current || current === 'completed') return null;
  return (
    <div className="onboarding-banner">
      {current === 'failed' ? (
        <Banner tone="warning">{MESSAGES.onboardingFailed}</Banner>
      ) : (
        <Banner tone="info">{MESSAGES.onboardingWait}</Banner>
      )}
    </div>
  );
}
