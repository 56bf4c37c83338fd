import './goals.css';
import { useEffect, useRef, useState } from 'react';
import { Target } from 'lucide-react';
import { GOAL_ERROR_BANNER_MS, MESSAGES } from '@grindstone/contract';
import { Banner, Button, EmptyState, Spinner } from '../../../components/ui/index.ts';
import { goalsListStatus, useCreateGoal, useGoals } from '../api/goals-api.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { refuseIfOffline } from '../../../lib/offline.ts';
import { CreateGoalForm } from './create-goal-form.tsx';
import { GoalCard } from './goal-card.tsx';
import type { GoalMenuActions } from './goal-menu.tsx';
import { PriorityLegend } from './priority-legend.tsx';

export const GOALS_EMPTY_TEXT = 'No goals yet — add your first one';
export const GOALS_FAILED_TEXT = 'Your goals could not be loaded.';

/** The left column: heading, legend, '+ Create New Goal', and the sortable list with its states. */
export function GoalList({ actions }: { actions: GoalMenuActions }) {
  const query = useGoals();
  const status = goalsListStatus(query);
  const create = useCreateGoal();
  const { message: error, show: showError } = useTimedMessage(GOAL_ERROR_BANNER_MS);
  const seq = useRef(0);
  const goals = query.data ?? [];
  // A retry of a list that never loaded goes back to "pending": keep the failed banner (its button
  // busy) instead of swapping it for the spinner and back, so nothing below it jumps.
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (status === 'failed' || status === 'succeeded') setRetrying(false);
  }, [status]);
  const shown = retrying && status !== 'succeeded' ? 'failed' : status;

  const onCreate = (description: string) => {
    // Offline: refused before the optimistic goal appears; the text stays in the box.
    if (refuseIfOffline()) return false;
    // Unique even for two goals in the same millisecond.
    const tempId = String(Date.now() + seq.current++ / 1000);
    create.mutate({ description, tempId }, { onError: () => showError(MESSAGES.goalCreateError) });
    return true;
  };

  return (
    <section className="goal-column" aria-labelledby="goals-heading" data-status={status}>
      <div className="goal-column-head">
        <h1 id="goals-heading" className="goal-column-title">
          Your goals
        </h1>
        <PriorityLegend />
      </div>
      <CreateGoalForm
        onCreate={onCreate}
        onTooLong={() => showError(`${MESSAGES.goalCreateError} ${MESSAGES.goalTooLongReason}`)}
      />
      {error && (
        <Banner tone="danger" className="goal-banner">
          {error}
        </Banner>
      )}
      {shown === 'loading' || shown === 'idle' ? (
        <div className="goal-list-state">
          <Spinner label="Loading goals..." />
        </div>
      ) : shown === 'failed' ? (
        <Banner
          tone="danger"
          className="goal-list-failed"
          action={
            <Button
              size="sm"
              // Busy, not disabled: focus stays on the button while it tries.
              aria-busy={retrying || undefined}
              onClick={() => {
                if (retrying) return;
                setRetrying(true);
                void query.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          {GOALS_FAILED_TEXT}
        </Banner>
      ) : goals.length === 0 ? (
        <EmptyState icon={<Target size={28} />} title={GOALS_EMPTY_TEXT}>
          Write one thing you want done this week. Drag goals to order them by what matters most.
        </EmptyState>
      ) : (
        <ul className="goal-list" aria-label="Goals">
          {goals.map((g, i) => (
            <GoalCard key={g.id} goal={g} actions={actions} place={{ first: i === 0, last: i === goals.length - 1 }} />
          ))}
        </ul>
      )}
    </section>
  );
}
