import { IF_THEN_TEXT_MAX, type TIfThen, type TIfThenProposal } from '@grindstone/contract';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type IfThenDraft = { cue: string; action: string; time: string; days: number[] };

export function draftFromProposal(proposal: TIfThenProposal): IfThenDraft {
  return { cue: proposal.cue, action: proposal.action, time: '', days: [] };
}

/** The plan to store on the goal, or undefined while the cue or the action is empty. */
export function planFromDraft(draft: IfThenDraft): TIfThen | undefined {
  const cue = draft.cue.trim();
  const action = draft.action.trim();
  if (!cue || !action) return undefined;
  return {
    cue,
    action,
    ...(draft.time ? { time: draft.time } : {}),
    ...(draft.days.length ? { days: [...draft.days].sort() } : {}),
  };
}

/**
 * The coach's if-then plan in the Fortify dialog: the cue and the first step ("Then"), with an
 * optional time and weekdays. The dialog's Save stores it on the goal with the new text.
 */
export function IfThenPlan({ value, onChange }: { value: IfThenDraft; onChange: (next: IfThenDraft) => void }) {
  const set = (patch: Partial<IfThenDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="if-then-plan" data-testid="if-then-plan">
      <legend>If-then plan: your first step</legend>
      <label className="if-then-field">
        <span>When</span>
        <input
          className="input"
          value={value.cue}
          maxLength={IF_THEN_TEXT_MAX}
          onChange={(e) => set({ cue: e.target.value })}
        />
      </label>
      <label className="if-then-field">
        <span>Then</span>
        {/* Two lines, so a first step of a sentence or two reads whole; it stays one line of text. */}
        <textarea
          className="textarea if-then-action"
          rows={2}
          value={value.action}
          maxLength={IF_THEN_TEXT_MAX}
          onChange={(e) => set({ action: e.target.value.replace(/\s*\n\s*/g, ' ') })}
        />
      </label>
      <label className="if-then-field if-then-time">
        <span>Time (optional)</span>
        <input className="input" type="time" value={value.time} onChange={(e) => set({ time: e.target.value })} />
      </label>
      <div className="if-then-days" role="group" aria-label="Weekdays (optional)">
        {DAYS.map((label, day) => (
          <label key={label} className="if-then-day">
            <input
              type="checkbox"
              checked={value.days.includes(day)}
              onChange={(e) =>
                set({ days: e.target.checked ? [...value.days, day] : value.days.filter((d) => d !== day) })
              }
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
