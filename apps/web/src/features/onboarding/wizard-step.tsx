import type { ReactNode } from 'react';
import { Check } from 'lucide-react';

/** One numbered step of the registration wizard: its form while active, else a one-line summary. */
export function WizardStep({
  n,
  active,
  done,
  title,
  summary,
  hint,
  children,
}: {
  n: number;
  active: boolean;
  done: boolean;
  title: string;
  /** What a completed step settled on (shown instead of its form). */
  summary?: ReactNode;
  /** One line about a step that is still ahead. */
  hint: string;
  children: ReactNode;
}) {
  return (
    <li
      className={`wizard-step${active ? ' is-active' : ''}${done ? ' is-done' : ''}`}
      aria-current={active ? 'step' : undefined}
    >
      <div className="wizard-step-head">
        <span className="wizard-badge" aria-hidden="true">
          {done ? <Check size={16} strokeWidth={3} /> : n}
        </span>
        <h2>
          {title}
          {done && <span className="visually-hidden"> (completed)</span>}
        </h2>
      </div>
      {/* Only the active step is interactive: the others show what was settled or what comes. */}
      {active ? (
        <div className="wizard-fields">{children}</div>
      ) : (
        <p className="wizard-summary">{done && summary ? summary : hint}</p>
      )}
    </li>
  );
}
