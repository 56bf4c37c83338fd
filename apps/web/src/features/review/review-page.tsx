import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  REVIEW_NOTES_MAX,
  isoWeekOfDate,
  shiftIsoWeek,
  type TReviewAction,
  type TReviewAnswer,
  type TReviewDecision,
  type TReviewSuggestion,
} from '@grindstone/contract';
import { Button, PageHeader, QueryState } from '../../components/ui/index.ts';
import { count } from '../../lib/count.ts';
import { localDayKey } from '../../lib/local-day.ts';
import { useRestoreGoal, useReview, useSaveReview } from './api/review-api.ts';
import './review.css';

const ACTION_LABEL: Record<TReviewAction, string> = { keep: 'Keep', shrink: 'Shrink', split: 'Split', drop: 'Drop' };
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** /review: the week's evidence with a small chart, the coach's editable draft, decisions and past reviews. */
export function ReviewPage() {
  const [params, setParams] = useSearchParams();
  const week = params.get('week') ?? undefined;
  const q = useReview(week);
  return (
    <main className="page review-page">
      <PageHeader title="Weekly review" />
      <QueryState query={q} loadingLabel="Loading your review..." error="Your review could not be loaded." retry>
        {(data) => <ReviewBody key={data.week} data={data} onWeek={(w) => setParams({ week: w })} />}
      </QueryState>
    </main>
  );
}

type Choice = { action: TReviewAction; goals: string[] };

function ReviewBody({ data, onWeek }: { data: TReviewAnswer; onWeek: (week: string) => void }) {
  const [notes, setNotes] = useState(data.saved?.notes || data.draft);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const save = useSaveReview();
  const restore = useRestoreGoal();
  const { evidence } = data;
  const top = Math.max(1, ...evidence.days.map((d) => d.count));
  const decided = new Set(data.saved?.decisions.map((d) => d.goalId));
  const open = data.suggestions.filter((s) => !decided.has(s.goalId));
  // Weeks to come have nothing to review (the server counts weeks on the same local calendar).
  const thisWeek = isoWeekOfDate(localDayKey());

  const submit = () => {
    const decisions: TReviewDecision[] = Object.entries(choices).map(([goalId, c]) => ({
      goalId,
      action: c.action,
      ...(c.action === 'shrink' || c.action === 'split' ? { goals: c.goals.map((g) => g.trim()).filter(Boolean) } : {}),
    }));
    save.mutate({ week: data.week, notes, decisions }, { onSuccess: () => setChoices({}) });
  };

  return (
    <div className="review-body">
      <nav className="review-weeks" aria-label="Weeks">
        <Button size="sm" onClick={() => onWeek(shiftIsoWeek(data.week, -1))}>
          Previous week
        </Button>
        <p className="review-week" data-testid="review-week">
          {data.week} · {data.from} to {data.to}
        </p>
        <Button size="sm" onClick={() => onWeek(shiftIsoWeek(data.week, 1))} disabled={data.week >= thisWeek}>
          Next week
        </Button>
      </nav>

      <ReviewSection id="review-evidence" title="What happened">
        <ol className="review-days" aria-label="Activity per day">
          {evidence.days.map((d, i) => (
            <li key={d.day} className="review-day">
              <span className="review-day-bar" style={{ height: `${(d.count / top) * 100}%` }} aria-hidden="true" />
              <span className="review-day-label" aria-hidden="true">
                {WEEKDAYS[i]}
              </span>
              <span className="visually-hidden">
                {WEEKDAYS[i]} {d.day}: {d.count}
              </span>
            </li>
          ))}
        </ol>
        <ul className="review-facts">
          <li>
            {count(evidence.completed.length, 'goal')} completed
            {evidence.completed.length > 0 && `: ${evidence.completed.map((g) => g.description).join('; ')}`}
          </li>
          <li>
            {count(evidence.grinds.completed, 'grind')} finished, {evidence.grinds.rejected} rejected,{' '}
            {evidence.grinds.cancelled} stopped
          </li>
          <li>{count(evidence.updates, 'update')}</li>
          <li>{count(evidence.activeDays.length, 'active day')}</li>
        </ul>
      </ReviewSection>

      <ReviewSection id="review-draft" title="Your review">
        <label htmlFor="review-notes" className="visually-hidden">
          Your review
        </label>
        <textarea
          id="review-notes"
          className="textarea review-notes"
          value={notes}
          maxLength={REVIEW_NOTES_MAX}
          rows={5}
          onChange={(e) => setNotes(e.target.value)}
        />
      </ReviewSection>

      {open.length > 0 && (
        <ReviewSection id="review-decisions" title="Decisions">
          <ul className="review-suggestions">
            {open.map((s) => (
              <Suggestion
                key={s.goalId}
                suggestion={s}
                choice={choices[s.goalId]}
                onChoose={(choice) =>
                  setChoices((all) => {
                    const next = { ...all };
                    if (choice) next[s.goalId] = choice;
                    else delete next[s.goalId];
                    return next;
                  })
                }
              />
            ))}
          </ul>
        </ReviewSection>
      )}

      <div className="review-save">
        <Button variant="primary" onClick={submit} disabled={save.isPending}>
          Save review
        </Button>
        <p role="status" className="review-status">
          {save.isSuccess && 'Review saved.'}
          {save.isError && (save.error instanceof Error ? save.error.message : 'The review could not be saved.')}
        </p>
      </div>

      {data.archived.length > 0 && (
        <ReviewSection id="review-dropped" title="Dropped goals">
          <ul className="review-list">
            {data.archived.map((g) => (
              <li key={g.id}>
                <span>{g.description}</span>
                <Button size="sm" onClick={() => restore.mutate(g.id)} aria-label={`Restore ${g.description}`}>
                  Restore
                </Button>
              </li>
            ))}
          </ul>
        </ReviewSection>
      )}

      {data.past.length > 0 && (
        <ReviewSection id="review-past" title="Past reviews">
          <ul className="review-list">
            {data.past.map((p) => (
              <li key={p.week}>
                <Link to={`/review?week=${p.week}`}>{p.week}</Link>
                <span className="review-past-notes">{p.notes}</span>
              </li>
            ))}
          </ul>
        </ReviewSection>
      )}
    </div>
  );
}

function Suggestion({
  suggestion,
  choice,
  onChoose,
}: {
  suggestion: TReviewSuggestion;
  choice: Choice | undefined;
  onChoose: (choice: Choice | null) => void;
}) {
  const { description } = suggestion;
  const proposalsFor = (action: TReviewAction) =>
    action === suggestion.action && suggestion.proposals.length
      ? suggestion.proposals
      : action === 'shrink'
        ? [description]
        : action === 'split'
          ? [description, '']
          : [];
  return (
    <li className="review-suggestion" data-testid="review-suggestion">
      <p>{suggestion.text}</p>
      <div className="review-actions" role="group" aria-label={`Decision for ${description}`}>
        {(['keep', 'shrink', 'split', 'drop'] as const).map((action) => (
          <Button
            key={action}
            size="sm"
            variant={choice?.action === action ? 'primary' : 'secondary'}
            aria-pressed={choice?.action === action}
            onClick={() => onChoose(choice?.action === action ? null : { action, goals: proposalsFor(action) })}
          >
            {ACTION_LABEL[action]}
          </Button>
        ))}
      </div>
      {choice && (choice.action === 'shrink' || choice.action === 'split') && (
        <div className="review-proposals">
          {choice.goals.map((text, i) => (
            <label key={i} className="review-proposal">
              <span>{choice.action === 'shrink' ? 'Smaller goal' : `Goal ${i + 1}`}</span>
              <input
                className="input"
                value={text}
                onChange={(e) =>
                  onChoose({ ...choice, goals: choice.goals.map((g, j) => (j === i ? e.target.value : g)) })
                }
              />
            </label>
          ))}
        </div>
      )}
    </li>
  );
}

/** One titled part of the review page; its heading names it for assistive technology. */
function ReviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="review-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
