import { useState } from 'react';
import { IF_THEN_TEXT_MAX, type TIfThenProposal } from '@grindstone/contract';
import { Button } from '../../components/ui/index.ts';
import { useUpdateGoal } from '../goals/index.ts';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The coach's if-then plan in the Fortify dialog, editable, saved on the goal with an optional time and weekdays. */
export function IfThenPlan({ goalId, proposal }: { goalId: string; proposal: TIfThenProposal }) {
  const [cue, setCue] = useState(proposal.cue);
  const [action, setAction] = useState(proposal.action);
  const [time, setTime] = useState('');
  const [days, setDays] = useState<number[]>([]);
  const updateGoal = useUpdateGoal();
  const save = () =>
    updateGoal.mutate({
      id: goalId,
      changes: {
        ifThen: {
          cue: cue.trim(),
          action: action.trim(),
          ...(time ? { time } : {}),
          ...(days.length ? { days: [...days].sort() } : {}),
        },
      },
    });
  return (
    <fieldset className="if-then-plan" data-testid="if-then-plan">
      <legend>If-then plan</legend>
      <label className="if-then-field">
        <span>When</span>
        <input className="input" value={cue} maxLength={IF_THEN_TEXT_MAX} onChange={(e) => setCue(e.target.value)} />
      </label>
      <label className="if-then-field">
        <span>Then</span>
        <input
          className="input"
          value={action}
          maxLength={IF_THEN_TEXT_MAX}
          onChange={(e) => setAction(e.target.value)}
        />
      </label>
      <label className="if-then-field if-then-time">
        <span>Time (optional)</span>
        <input className="input" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
      </label>
      <div className="if-then-days" role="group" aria-label="Weekdays (optional)">
        {DAYS.map((label, day) => (
          <label key={label} className="if-then-day">
            <input
              type="checkbox"
              checked={days.includes(day)}
              onChange={(e) => setDays((all) => (e.target.checked ? [...all, day] : all.filter((d) => d !== day)))}
            />
            {label}
          </label>
        ))}
      </div>
      <div className="if-then-save">
        <Button onClick={save} disabled={!cue.trim() || !action.trim() || updateGoal.isPending}>
          Save plan
        </Button>
        <span role="status">
          {updateGoal.isSuccess && 'Plan saved.'}
          {updateGoal.isError && 'The plan could not be saved.'}
        </span>
      </div>
    </fieldset>
  );
}
