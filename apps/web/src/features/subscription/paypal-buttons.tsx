import { useEffect, useRef, useState } from 'react';
import { MESSAGES, type PlanId } from '@grindstone/contract';
import { Spinner } from '../../components/ui/index.ts';
import { recordActivity } from '../activity/index.ts';
import { confirmSubscription } from './api/subscription-api.ts';
import { loadPayPalSdk } from './paypal-sdk.ts';

type Props = { clientId: string; planId: string; plan: PlanId; userId: string; onSubscribed: () => void };

/** PayPal's subscribe button for one plan; approval is confirmed by our server with PayPal's API. */
export function PayPalButtons({ clientId, planId, plan, userId, onSubscribed }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The spec's success and error alerts, shown in the page (not a blocking browser dialog).
  const [outcome, setOutcome] = useState<'subscribed' | 'failed' | null>(null);

  useEffect(() => {
    let cancelled = false;
    let buttons: { close?: () => Promise<void> } | null = null;
    setState('loading');
    loadPayPalSdk(clientId)
      .then(async (paypal) => {
        if (cancelled || !container.current) return;
        container.current.innerHTML = '';
        const b = paypal.Buttons({
          style: { shape: 'pill', color: 'blue', layout: 'vertical', label: 'subscribe' },
          createSubscription: (_data, actions) =>
            actions.subscription.create({
              plan_id: planId,
              custom_id: userId,
              application_context: { shipping_preference: 'NO_SHIPPING', user_action: 'SUBSCRIBE_NOW' },
            }),
          onApprove: async (data) => {
            try {
              if (!data.subscriptionID) throw new Error('no subscription id');
              await confirmSubscription(data.subscriptionID);
              void recordActivity('Subscribed', `Subscribed to the ${plan} plan`, {
                plan,
                subscriptionId: data.subscriptionID,
              });
              setOutcome('subscribed');
              onSubscribed();
            } catch {
              setOutcome('failed');
            }
          },
          onError: () => setOutcome('failed'),
        });
        buttons = b;
        await b.render(container.current);
        if (!cancelled) setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      void buttons?.close?.().catch(() => undefined);
    };
  }, [clientId, planId, plan, userId, onSubscribed]);

  return (
    <div className="paypal-buttons">
      {state === 'loading' && <Spinner label="Loading PayPal..." />}
      {(state === 'failed' || outcome === 'failed') && (
        <p role="alert" className="error-text">
          {MESSAGES.subscriptionError}
        </p>
      )}
      {outcome === 'subscribed' && (
        <p role="alert" className="success-text">
          {MESSAGES.subscriptionSuccess}
        </p>
      )}
      <div ref={container} />
    </div>
  );
}
