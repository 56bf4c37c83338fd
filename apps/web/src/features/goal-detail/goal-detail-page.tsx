import { useState } from 'react';
import { useParams } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { GOAL_PRIORITY_LABELS, GOAL_TEXT_MAX, goalTextProblem, MESSAGES, type TGoalUpdate } from '@grindstone/contract';
import { BackLink, Banner, Button, NotFoundPage } from '../../components/ui/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatRelativeTime } from '../../lib/relative-time.ts';
import { useUpdateGoal } from '../goals/index.ts';
import {
  useAddGoalUpdate,
  useEditGoalUpdate,
  useGoal,
  useGoalUpdates,
  useUndoableUpdateDelete,
} from './api/goal-detail-api.ts';
import { UpdateEditor, type SubmitResult } from './components/update-editor.tsx';
import { sanitizeUpdateHtml } from './safe-html.ts';
import './goal-detail.css';

/** The server's limit message when it gives one, else the spec text for the failed call. */
function failure(err: unknown, fallback: string): SubmitResult {
  if (err instanceof ApiError && err.message === MESSAGES.updateTooLong)
    return { ok: false, message: MESSAGES.updateTooLong };
  return { ok: false, message: fallback };
}

/** /goal/{goalId}: the description with Edit/Save, the dated updates, and the box to add one. */
export function GoalDetailPage() {
  const { goalId = '' } = useParams();
  const goal = useGoal(goalId);
  const updates = useGoalUpdates(goalId);
  const add = useAddGoalUpdate(goalId);
  const removal = useUndoableUpdateDelete(goalId);

  // Undo gives the update back its place and its focus (the Undo button goes away).
  const undoDelete = (id: string) => {
    removal.undo();
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-update-id="${CSS.escape(id)}"] .update-item-actions button`)?.focus(),
    );
  };

  if (goal.isPending || updates.isPending) {
    return (
      <main className="page-narrow goal-detail">
        <p role="status">{MESSAGES.loading}</p>
      </main>
    );
  }
  // A goal that does not exist (deleted, another person's, a mistyped address) is not a failure.
  const missing = [goal.error, updates.error].some(
    (e) => e instanceof ApiError && (e.status === 404 || e.status === 400),
  );
  if (missing) {
    return (
      <NotFoundPage title="Goal not found" detail="This goal does not exist. It may have been deleted or completed." />
    );
  }
  if (goal.isError || updates.isError) {
    return (
      <main className="page-narrow goal-detail">
        <BackLink />
        <Banner tone="danger">{MESSAGES.goalFetchFailed}</Banner>
      </main>
    );
  }

  return (
    <main className="page-narrow goal-detail">
      <BackLink />
      <Description goal={goal.data} />
      <section className="goal-detail-section" aria-labelledby="updates-heading">
        <h2 id="updates-heading" className="goal-detail-subtitle">
          Updates
        </h2>
        <UpdateEditor
          label="New update"
          submitLabel="Add update"
          onSubmit={async (html) => {
            try {
              await add.mutateAsync(html);
              return { ok: true };
            } catch (err) {
              return failure(err, MESSAGES.updateCreateFailed);
            }
          }}
        />
        {removal.failed && (
          <Banner tone="danger" className="update-delete-error">
            {MESSAGES.goalUpdateFailed}
          </Banner>
        )}
        {updates.data.length === 0 ? (
          <p className="muted goal-detail-empty">No updates yet. Log what you did, what you learned, what is next.</p>
        ) : (
          <ol className="stack-list" aria-label="Updates">
            {updates.data.map((u) =>
              // The deleted update's place holds its Undo strip, so nothing below it moves twice.
              u.id === removal.pending?.id ? (
                <li key={u.id} className="update-undo">
                  <Banner
                    {...removal.holdProps}
                    tone="info"
                    action={
                      <Button size="sm" variant="ghost" onClick={() => undoDelete(u.id)}>
                        Undo
                      </Button>
                    }
                  >
                    {MESSAGES.updateDeleted}
                  </Banner>
                </li>
              ) : (
                <UpdateItem key={u.id} goalId={goalId} update={u} onDelete={() => removal.remove(u)} />
              ),
            )}
          </ol>
        )}
      </section>
    </main>
  );
}

function Description({
  goal,
}: {
  goal: { id: string; description: string; borderColor: keyof typeof GOAL_PRIORITY_LABELS; createdAt: string };
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(goal.description);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateGoal();

  const save = () => {
    const problem = goalTextProblem(text.trim());
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    update.mutate(
      { id: goal.id, changes: { description: text.trim() } },
      { onSuccess: () => setEditing(false), onError: () => setError(MESSAGES.goalUpdateFailed) },
    );
  };

  return (
    <section className={`goal-detail-card goal-detail-card-${goal.borderColor}`} aria-label="Goal">
      <div className="goal-detail-meta">
        <span className="muted">{GOAL_PRIORITY_LABELS[goal.borderColor]}</span>
        <span className="muted" title={new Date(goal.createdAt).toLocaleString()}>
          Created {formatRelativeTime(goal.createdAt)}
        </span>
      </div>
      {editing ? (
        <div className="goal-detail-edit">
          <label className="visually-hidden" htmlFor="goal-description">
            Goal description
          </label>
          <textarea
            id="goal-description"
            className="textarea"
            rows={3}
            value={text}
            maxLength={GOAL_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
            autoFocus
          />
        </div>
      ) : (
        <h1 className="goal-detail-title">{goal.description}</h1>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="goal-detail-actions">
        {editing ? (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setEditing(false);
                setText(goal.description);
                setError(null);
              }}
            >
              Cancel
            </Button>
            <Button variant="primary" size="sm" loading={update.isPending} onClick={save}>
              Save
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            icon={<Pencil size={14} />}
            onClick={() => {
              setText(goal.description);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        )}
      </div>
    </section>
  );
}

function UpdateItem({ goalId, update, onDelete }: { goalId: string; update: TGoalUpdate; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const edit = useEditGoalUpdate(goalId);
  const created = new Date(update.createdAt);
  return (
    <li className="update-item" data-testid="goal-update" data-update-id={update.id}>
      <div className="update-item-head">
        <time dateTime={update.createdAt} title={created.toLocaleString()}>
          {created.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })} ·{' '}
          {formatRelativeTime(update.createdAt)}
        </time>
        {!editing && (
          <span className="update-item-actions">
            <Button
              size="sm"
              variant="ghost"
              icon={<Pencil size={14} />}
              onClick={() => setEditing(true)}
              aria-label="Edit update"
            >
              Edit
            </Button>
            <Button size="sm" variant="ghost" icon={<Trash2 size={14} />} aria-label="Delete update" onClick={onDelete}>
              Delete
            </Button>
          </span>
        )}
      </div>
      {editing ? (
        <UpdateEditor
          label="Edit update"
          initialContent={update.content}
          submitLabel="Save"
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (html) => {
            try {
              await edit.mutateAsync({ id: update.id, content: html });
              setEditing(false);
              return { ok: true };
            } catch (err) {
              return failure(err, MESSAGES.goalUpdateFailed);
            }
          }}
        />
      ) : (
        <div className="update-content" dangerouslySetInnerHTML={{ __html: sanitizeUpdateHtml(update.content) }} />
      )}
    </li>
  );
}
