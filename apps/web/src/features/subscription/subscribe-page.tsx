import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { ACCOUNT_MESSAGES, MESSAGES, PLANS, SUBSCRIPTION_FEATURES, type PlanId } from '@grindstone/contract';
import { Banner, Button, Spinner } from '../../components/ui/index.ts';
import { useSession } from '../auth/index.ts';
import { recordActivity } from '../activity/index.ts';
import { useSubscriptionConfig } from './api/subscription-api.ts';
import { PayPalButtons } from './paypal-buttons.tsx';
import { SupporterBadge } from './supporter-badge.tsx';
import './subscription.css';

const PLAN_IDS: PlanId[] = ['monthly', 'annual'];

/** /subscribe (docs/product.md#subscribe): plans, features, PayPal's button for the chosen plan. */
export function SubscribePage() {
  const { user, refreshUser } = useSession();
  const config = useSubscriptionConfig();
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const enabled = config.data?.enabled === true;
  const onSubscribed = useCallback(() => void refreshUser(), [refreshUser]);

  function choose(plan: PlanId) {
    setChosen(plan);
    void recordActivity('Subscription Button Pressed', `Chose the ${plan} plan`, { plan });
  }

  return (
    <main className="page subscribe">
      <header className="subscribe-head">
        <h1>{MESSAGES.choosePlan}</h1>
        {user?.subscriptionStatus === 'active' && (
          <p className="subscribe-current">
            <SupporterBadge subscriptionStatus="active" /> Your subscription is active. Thank you!
          </p>
        )}
      </header>

      {config.isPending && <Spinner label={MESSAGES.loading} />}
      {config.isError && <Banner tone="danger">{MESSAGES.subscriptionError}</Banner>}
      {config.data && !enabled && <Banner tone="info">{ACCOUNT_MESSAGES.paymentsDisabledLong}</Banner>}

      <div className="subscribe-plans">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          const planId = config.data?.plans[id] ?? null;
          return (
            <section
              key={id}
              className={`card subscribe-plan${chosen === id ? ' is-chosen' : ''}`}
              aria-labelledby={`plan-${id}`}
            >
              <h2 id={`plan-${id}`}>{plan.label}</h2>
              <p className="subscribe-price">
                <span className="subscribe-amount">{plan.display}</span>{' '}
                <span className="muted">per {plan.period}</span>
              </p>
              {id === 'annual' && <p className="subscribe-note">Two months free compared with monthly.</p>}
              <Button
                variant="primary"
                block
                disabled={!enabled || !user}
                onClick={() => choose(id)}
                aria-pressed={chosen === id}
              >
                Subscribe
              </Button>
              {chosen === id && enabled && planId && user && config.data?.clientId && (
                <PayPalButtons
                  clientId={config.data.clientId}
                  planId={planId}
                  plan={id}
                  userId={user.id}
                  onSubscribed={onSubscribed}
                />
              )}
            </section>
          );
        })}
      </div>

      <section className="card subscribe-features" aria-labelledby="subscribe-features-title">
        <h2 id="subscribe-features-title">What you get</h2>
        <ul>
          {SUBSCRIPTION_FEATURES.map((f) => (
            <li key={f}>
              <Check size={18} aria-hidden="true" /> {f}
            </li>
          ))}
        </ul>
      </section>

      <p className="subscribe-legal muted">
        {MESSAGES.paypalLine}. <Link to="/terms-of-service">Terms of Service</Link> ·{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>
      </p>
    </main>
  );
}
