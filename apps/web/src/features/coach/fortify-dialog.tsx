import { useRef, useState } from 'react';
import { X } from 'lucide-react';
import { GOAL_TEXT_MAX, MESSAGES } from '@grindstone/contract';
import { Button, Modal, Spinner } from '../../components/ui/index.ts';
import { useUpdateGoal } from '../goals/index.ts';
import { fortifyErrorMessage, useFortifySuggestion } from './api/coach-api.ts';
import { IfThenPlan, draftFromProposal, planFromDraft, type IfThenDraft } from './if-then-plan.tsx';
import './fortify-dialog.css';

type Props = { goal: { id: string; description: string }; onClose: () => void };

/**
 * (docs/product.md#fortify) Fortify dialog: the coach rewrites the goal (loading spinner, Save disabled); the
 * goal as it was ("Before") sits above the text area with the improved goal ("After") and a
 * dismissible side panel gives the reason. On failure the original text stays with the reason
 * 'Error fortifying goal'. The first step is the if-then plan's action, not more title text.
 * Save updates the goal at once (description set, warning cleared, the plan when it has a cue and
 * an action) and the goals feature rolls it back if the server refuses.
 */
export function FortifyDialog({ goal, onClose }: Props) {
  const suggestion = useFortifySuggestion(goal);
  // The person's edits, once the suggestion is in; until then the text is the coach's (or the goal's).
  const [edited, setEdited] = useState<string | null>(null);
  const [showReason, setShowReason] = useState(true);
  const [planEdits, setPlanEdits] = useState<IfThenDraft | null>(null);
  const updateGoal = useUpdateGoal();
  const textRef = useRef<HTMLTextAreaElement>(null);

  const loading = suggestion.isPending;
  const failed = suggestion.isError;
  const text = edited ?? suggestion.data?.improvedGoal ?? goal.description;
  const reason = suggestion.data ? suggestion.data.reason : failed ? MESSAGES.fortifyError : null;
  const plan = planEdits ?? (suggestion.data ? draftFromProposal(suggestion.data.ifThen) : null);
  const save = () => {
    const description = text.trim();
    if (!description) return;
    const ifThen = plan ? planFromDraft(plan) : undefined;
    updateGoal.mutate({ id: goal.id, changes: { description, warning: false, ...(ifThen ? { ifThen } : {}) } });
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
          <div className="fortify-before" data-testid="fortify-before">
            <span className="fortify-label">Before</span>
            <p>{goal.description}</p>
          </div>
          <label className="fortify-label" htmlFor="fortify-text">
            <span className="visually-hidden">Goal </span>After
          </label>
          <textarea
            id="fortify-text"
            ref={textRef}
            className="textarea fortify-text"
            value={text}
            maxLength={GOAL_TEXT_MAX}
            onChange={(e) => setEdited(e.target.value)}
            rows={4}
            readOnly={loading}
            aria-busy={loading}
          />
          {loading && (
            <div className="fortify-loading">
              <Spinner label="Fortifying your goal" />
              <span aria-hidden="true">Fortifying…</span>
            </div>
          )}
          {plan && <IfThenPlan value={plan} onChange={setPlanEdits} />}
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
