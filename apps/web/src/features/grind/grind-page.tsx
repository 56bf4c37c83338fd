import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MESSAGES } from '@grindstone/contract';
import { Button, EmptyState, Spinner } from '../../components/ui/index.ts';
import { GrindstoneImage, useGrindGenerator } from '../coach/index.ts';
import { useGoals, type ClientGoal } from '../goals/index.ts';
import { GrindSession, NotificationCard, useNotifications } from '../notifications/index.ts';
import './grind.css';

type NavState = { goals?: ClientGoal[]; goalId?: string } | null;

/**
 * /grind (docs/product.md#routes): receives `{ goals, goalId? }` as navigation state; opened directly it loads
 * the goals itself (a grind reminder's "Start grind" opens `/grind?goal=<id>`). A person picks a goal and generates a grind without dragging (mobile,
 * keyboard, a card's menu), then accepts it and runs the session here.
 */
export function GrindPage() {
  const nav = (useLocation().state as NavState) ?? null;
  const query = useGoals();
  const goals = (nav?.goals?.length ? nav.goals : (query.data ?? [])).filter((g) => !g.isLocal);
  const [search] = useSearchParams();
  const [picked, setPicked] = useState<string | null>(nav?.goalId ?? search.get('goal'));
  const [sessionOpen, setSessionOpen] = useState(false);
  const { status, generate, last } = useGrindGenerator();
  const { data: list } = useNotifications();
  const current = last ? (list?.notifications.find((n) => n.id === last.id) ?? last) : null;
  const selected = goals.find((g) => g.id === picked) ?? null;
  const loadingGoals = !nav?.goals?.length && query.status === 'pending';

  if (current && sessionOpen && current.state !== 'pending') {
    return (
      <main className="page-narrow grind-page">
        <GrindSession
          notification={current}
          onBack={() => {
            setSessionOpen(false);
          }}
        />
      </main>
    );
  }

  return (
    <main className="page-narrow grind-page">
      <header className="grind-page-head">
        <GrindstoneImage active={status === 'waiting'} />
        <div>
          <h1>Grind</h1>
          <p className="muted">Pick a goal and the coach turns it into a timed focus session.</p>
        </div>
      </header>

      {loadingGoals ? (
        <Spinner label="Loading goals" />
      ) : goals.length === 0 ? (
        <EmptyState title="No goals yet" action={<Link to="/">Back to your goals</Link>}>
          {MESSAGES.noGoals}
        </EmptyState>
      ) : (
        <fieldset className="grind-goals">
          <legend>Which goal?</legend>
          {goals.map((g) => (
            <label
              key={g.id}
              className={`grind-goal grind-goal-${g.borderColor}${picked === g.id ? ' is-picked' : ''}`}
            >
              <input
                type="radio"
                name="grind-goal"
                value={g.id}
                checked={picked === g.id}
                onChange={() => setPicked(g.id)}
              />
              <span>{g.description}</span>
            </label>
          ))}
        </fieldset>
      )}

      {goals.length > 0 && (
        <div className="grind-page-actions">
          <Button
            variant="primary"
            disabled={!selected || status === 'waiting'}
            loading={status === 'waiting'}
            onClick={() => selected && void generate({ id: selected.id, description: selected.description })}
          >
            Generate grind
          </Button>
          {status === 'limitHit' && (
            <p className="error-text" role="alert">
              {MESSAGES.dailyLimit}
            </p>
          )}
          {status === 'error' && (
            <p className="error-text" role="alert">
              {MESSAGES.grindFailed}
            </p>
          )}
        </div>
      )}

      {current && (
        <section className="grind-page-result" aria-label="Your grind">
          <NotificationCard notification={current} onOpenSession={() => setSessionOpen(true)} />
        </section>
      )}
      <p>
        <Link to="/">Back to your goals</Link>
      </p>
    </main>
  );
}
