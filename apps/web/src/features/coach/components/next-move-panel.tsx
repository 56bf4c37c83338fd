import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Maximize2, Target, Timer, X } from 'lucide-react';
import { MESSAGES, NEXT_MOVE_SCROLL_THRESHOLD_PX, type TNextMoveAnswer } from '@grindstone/contract';
import { Button } from '../../../components/ui/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { goalsQueryOptions, useGoals } from '../../goals/index.ts';
import { generateNextMove, nextMoveErrorMessage, useRefreshQuota } from '../api/coach-api.ts';
import { useCoach } from '../coach-context.tsx';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'result'; answer: TNextMoveAnswer }
  | { kind: 'error'; message: string };

/**
 * (docs/product.md#next-move) 'TIME TO CRUSH IT: NEXT MOVE' when idle, 'Generating.....' while loading,
 * 'Clear the Deck' with a result (a click clears it; a hint says the goals stay). With zero goals
 * an alert, and no call. The result is a card: the chosen goal as a chip (it shows the goal in the
 * list), the action, the time box, "Start grind" (the same grind as a drop on the stone) and why.
 * An action taller than 250 px scrolls and a pulsing marker, beside it and never over it, opens
 * a full-screen overlay.
 */
export function NextMovePanel({ onShowGoal }: { onShowGoal?: (goalId: string) => void }) {
  const qc = useQueryClient();
  const refreshQuota = useRefreshQuota();
  const { generateGrind, grindStatus } = useCoach();
  const { data: goals = [] } = useGoals();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [tall, setTall] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const el = resultRef.current;
    setTall(!!el && el.scrollHeight > NEXT_MOVE_SCROLL_THRESHOLD_PX);
  }, [state]);

  useEffect(() => {
    if (!overlay) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOverlay(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay]);

  async function onClick() {
    if (state.kind === 'loading') return;
    if (state.kind === 'result' || state.kind === 'error') {
      setState({ kind: 'idle' });
      if (state.kind === 'result') return;
    }
    // The goal list may still be loading: wait for it rather than alerting too early.
    const goals = await qc.ensureQueryData(goalsQueryOptions).catch(() => []);
    if (goals.filter((g) => !g.isLocal).length === 0) {
      // An in-page alert with the spec's words, not a blocking browser dialog.
      setState({ kind: 'error', message: MESSAGES.noGoals });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const answer = await generateNextMove();
      setState({ kind: 'result', answer });
    } catch (err) {
      setState({ kind: 'error', message: nextMoveErrorMessage(err) });
    } finally {
      refreshQuota();
    }
  }

  const label =
    state.kind === 'loading'
      ? MESSAGES.nextMoveLoading
      : state.kind === 'result'
        ? MESSAGES.nextMoveClear
        : MESSAGES.nextMoveIdle;
  const answer = state.kind === 'result' ? state.answer : null;
  const goal = answer?.goalId ? goals.find((g) => g.id === answer.goalId && !g.isLocal) : undefined;
  return (
    <section className="next-move" aria-label="Next move">
      <Button
        variant={state.kind === 'result' ? 'secondary' : 'primary'}
        block
        onClick={onClick}
        disabled={state.kind === 'loading'}
        aria-busy={state.kind === 'loading'}
        aria-describedby={answer ? 'next-move-clear-hint' : undefined}
      >
        {label}
      </Button>
      {answer && (
        <p id="next-move-clear-hint" className="next-move-clear-hint">
          Clears this suggestion. Your goals stay.
        </p>
      )}
      {state.kind === 'error' && (
        <p className="next-move-error" role="alert">
          {state.message}
        </p>
      )}
      {answer && (
        <article className="next-move-card" aria-label="Your next move" data-testid="next-move-card">
          {goal && (
            <button
              type="button"
              className="next-move-goal"
              title="Show this goal in your list"
              onClick={() => onShowGoal?.(goal.id)}
            >
              <Target size={14} aria-hidden="true" />
              <span className="visually-hidden">Show the goal: </span>
              <span className="next-move-goal-text">{goal.description}</span>
            </button>
          )}
          <div
            ref={resultRef}
            className={`next-move-result${tall ? ' is-scrolling' : ''}`}
            data-testid="next-move-result"
            tabIndex={tall ? 0 : undefined}
            aria-live="polite"
          >
            {answer.whatTodoNext}
          </div>
          {answer.minutes != null && (
            <p className="next-move-timebox" data-testid="next-move-timebox">
              <Timer size={14} aria-hidden="true" />
              Time box: {answer.minutes} min
            </p>
          )}
          {answer.reason && (
            <p className="next-move-why" data-testid="next-move-why">
              <strong>Why: </strong>
              {answer.reason}
            </p>
          )}
          <div className="next-move-actions">
            {goal && (
              <Button
                variant="primary"
                size="sm"
                onClick={() => generateGrind({ id: goal.id, description: goal.description })}
                disabled={grindStatus === 'waiting'}
              >
                Start grind
              </Button>
            )}
            {tall && (
              <button
                type="button"
                className="next-move-marker"
                aria-label="Open the full next move"
                onClick={() => setOverlay(true)}
              >
                <Maximize2 size={14} aria-hidden="true" />
              </button>
            )}
          </div>
        </article>
      )}
      {overlay &&
        answer &&
        createPortal(
          <div className="next-move-overlay" role="dialog" aria-modal="true" aria-labelledby="next-move-overlay-title">
            <div className="next-move-overlay-inner">
              <header className="next-move-overlay-head">
                <h2 id="next-move-overlay-title">{MESSAGES.nextMoveOverlay}</h2>
                <button
                  ref={closeRef}
                  type="button"
                  className="next-move-close"
                  aria-label="Close"
                  onClick={() => setOverlay(false)}
                >
                  <X size={22} aria-hidden="true" />
                </button>
              </header>
              <div className="next-move-overlay-text">{answer.whatTodoNext}</div>
            </div>
          </div>,
          document.body,
        )}
    </section>
  );
}
