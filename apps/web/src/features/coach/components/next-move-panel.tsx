import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Maximize2, X } from 'lucide-react';
import { MESSAGES, NEXT_MOVE_SCROLL_THRESHOLD_PX } from '@grindstone/contract';
import { Button } from '../../../components/ui/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { goalsQueryOptions } from '../../goals/index.ts';
import { generateNextMove, nextMoveErrorMessage, useRefreshQuota } from '../api/coach-api.ts';

type State =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'result'; text: string } | { kind: 'error'; message: string };

/**
 * Spec §2 Next Move: 'TIME TO CRUSH IT: NEXT MOVE' when idle, 'Generating.....' while loading,
 * 'Clear the Deck' with a result (a click clears it). With zero goals an alert, and no call.
 * A result taller than 250 px scrolls and shows a pulsing marker that opens a full-screen overlay.
 */
export function NextMovePanel() {
  const qc = useQueryClient();
  const refreshQuota = useRefreshQuota();
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
      window.alert(MESSAGES.noGoals);
      return;
    }
    setState({ kind: 'loading' });
    try {
      const answer = await generateNextMove();
      setState({ kind: 'result', text: answer.whatTodoNext });
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
  return (
    <section className="next-move" aria-label="Next move">
      <Button
        variant={state.kind === 'result' ? 'secondary' : 'primary'}
        block
        onClick={onClick}
        disabled={state.kind === 'loading'}
        aria-busy={state.kind === 'loading'}
      >
        {label}
      </Button>
      {state.kind === 'error' && (
        <p className="next-move-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'result' && (
        <div className="next-move-result-wrap">
          <div
            ref={resultRef}
            className={`next-move-result${tall ? ' is-scrolling' : ''}`}
            data-testid="next-move-result"
            tabIndex={tall ? 0 : undefined}
            aria-live="polite"
          >
            {state.text}
          </div>
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
      )}
      {overlay &&
        state.kind === 'result' &&
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
              <div className="next-move-overlay-text">{state.text}</div>
            </div>
          </div>,
          document.body,
        )}
    </section>
  );
}
