import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { MESSAGES, PROFILE_FACT_MAX, type TProfileFact } from '@grindstone/contract';
import { Button, QueryState } from '../../../components/ui/index.ts';
import { profileErrorText, useCorrectFact, useFacts, useRemoveFact } from '../api/profile-api.ts';

type Props = { onMessage: (text: string, isError: boolean) => void };

/** The facts the coach knows (from account set-up), each correctable or removable. */
export function ProfileFacts({ onMessage }: Props) {
  const facts = useFacts();
  return (
    <section className="card profile-section" aria-labelledby="facts-title">
      <h2 id="facts-title">What your coach knows about you</h2>
      <p className="muted profile-section-help">
        Gathered when your account was set up. Correct anything that is wrong, or remove what you would rather the coach
        did not use.
      </p>
      <QueryState
        query={facts}
        loadingLabel={MESSAGES.loading}
        error={profileErrorText}
        isEmpty={(d) => d.facts.length === 0}
        empty={<p className="muted">Your coach has no facts about you yet.</p>}
      >
        {(d) => (
          <ul className="stack-list stack-list-tight">
            {d.facts.map((f) => (
              <FactRow key={f.id} fact={f} onMessage={onMessage} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function FactRow({ fact, onMessage }: { fact: TProfileFact; onMessage: Props['onMessage'] }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(fact.fact);
  const correct = useCorrectFact();
  const remove = useRemoveFact();
  const inputId = `fact-${fact.id}`;

  if (editing) {
    return (
      <li className="profile-fact is-editing">
        <label htmlFor={inputId} className="visually-hidden">
          Correct this fact
        </label>
        <input
          id={inputId}
          className="input"
          value={text}
          maxLength={PROFILE_FACT_MAX}
          onChange={(e) => setText(e.target.value)}
          autoFocus
        />
        <div className="profile-fact-actions">
          <Button
            size="sm"
            variant="primary"
            loading={correct.isPending}
            disabled={!text.trim()}
            onClick={() =>
              correct.mutate(
                { id: fact.id, fact: text.trim() },
                { onSuccess: () => setEditing(false), onError: (err) => onMessage(profileErrorText(err), true) },
              )
            }
          >
            Save
          </Button>
          <Button size="sm" onClick={() => (setText(fact.fact), setEditing(false))}>
            Cancel
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li className="profile-fact">
      <span className="profile-fact-text">{fact.fact}</span>
      <div className="profile-fact-actions">
        <Button
          size="sm"
          variant="ghost"
          icon={<Pencil size={16} aria-hidden="true" />}
          onClick={() => setEditing(true)}
          aria-label={`Correct: ${fact.fact}`}
        >
          Correct
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<Trash2 size={16} aria-hidden="true" />}
          loading={remove.isPending}
          onClick={() => remove.mutate(fact.id, { onError: (err) => onMessage(profileErrorText(err), true) })}
          aria-label={`Remove: ${fact.fact}`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
