import { useRef, useState } from 'react';
import { X } from 'lucide-react';
import { GOAL_TEXT_MAX, MESSAGES } from '@grindstone/contract';
import { Button, Modal, Spinner } from '../../components/ui/index.ts';
import { useUpdateGoal } from '../goals/index.ts';
import { fortifyErrorMessage, useFortifySuggestion } from './api/coach-api.ts';
import { IfThenPlan } from './if-then-plan.tsx';
import './coach.css';

type Props = { goal: { id: string; description: string }; onClose: () => void };

/**
 * Spec §2/§4 Fortify dialog: the coach rewrites the goal (loading spinner, Save disabled), the
 * text area shows the improved goal and a dismissible side panel gives the reason. On failure the
 * original text stays with the reason 'Error fortifying goal'. Save updates the goal at once
 * (description set, warning cleared) and the goals feature rolls it back if the server refuses.
 */
export function FortifyDialog({ goal, onClose }: Props) {
  const suggestion = useFortifySuggestion(goal);
  // The person's edits, once the suggestion is in; until then the text is the coach's (or the goal's).
  const [edited, setEdited] = useState<string | null>(null);
  const [showReason, setShowReason] = useState(true);
  const updateGoal = useUpdateGoal();
  const textRef = useRef<HTMLTextAreaElement>(null);

  const loading = suggestion.isPending;
  const failed = suggestion.isError;
  const text = edited ?? suggestion.data?.improvedGoal ?? goal.description;
  const reason = suggestion.data ? suggestion.data.reason : failed ? MESSAGES.fortifyError : null;
  const save = () => {
    const description = text.trim();
    if (!description) return;
    updateGoal.mutate({ id: goal.id, changes: { description, warning: false } });
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Fortify"
      description="The coach makes your goal specific, measurable and time-bound."
      size="lg"
      initialFocusRef={textRef}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={save} disabled={loading || !text.trim()}>
            Save
          </Button>
        </>
      }
    >
      <div className={`fortify-body${reason && showReason ? ' has-reason' : ''}`}>
        <div className="fortify-main">
          <label className="visually-hidden" htmlFor="fortify-text">
            Goal
          </label>
          <textarea
            id="fortify-text"
            ref={textRef}
            className="textarea fortify-text"
            value={text}
            maxLength={GOAL_TEXT_MAX}
            onChange={(e) => setEdited(e.target.value)}
            rows={6}
            readOnly={loading}
            aria-busy={loading}
          />
          {loading && (
            <div className="fortify-loading">
              <Spinner label="Fortifying your goal" />
              <span aria-hidden="true">Fortifying…</span>
            </div>
          )}
          {suggestion.data && <IfThenPlan goalId={goal.id} proposal={suggestion.data.ifThen} />}
        </div>
        {reason && showReason && (
          <aside className={`fortify-reason${failed ? ' is-error' : ''}`} aria-label="Why this change">
            <header className="fortify-reason-head">
              <h3>Why</h3>
              <button
                type="button"
                className="fortify-reason-close"
                aria-label="Dismiss the reason"
                onClick={() => setShowReason(false)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </header>
            <p data-testid="fortify-reason">{reason}</p>
            {failed && <p className="fortify-reason-detail">{fortifyErrorMessage(suggestion.error)}</p>}
          </aside>
        )}
      </div>
    </Modal>
  );
}
