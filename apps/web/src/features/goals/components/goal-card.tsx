import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Sparkles } from 'lucide-react';
import { goalWeek } from '@grindstone/contract';
import type { ClientGoal } from '../api/goals-api.ts';
import { GoalMenu, type GoalMenuActions } from './goal-menu.tsx';

export const GOAL_DRAG_TYPE = 'GOAL';

/** The content of a goal card (also used by the drag overlay). */
export function GoalCardBody({
  goal,
  onFortify,
  now,
}: {
  goal: ClientGoal;
  onFortify?: (g: ClientGoal) => void;
  now?: Date;
}) {
  const week = goal.isLocal ? null : goalWeek(goal.date, now);
  return (
    <>
      <p className="goal-card-text">{goal.description}</p>
      {(goal.warning || week !== null) && (
        <div className="goal-card-chips">
          {goal.warning && (
            <button
              type="button"
              className="goal-chip goal-chip-fortify"
              onPointerDown={(e) => e.stopPropagation()}
              onKeyDown={(e) => e.stopPropagation()}
              onClick={(e) => {
                e.stopPropagation();
                onFortify?.(goal);
              }}
              disabled={!onFortify}
            >
              <Sparkles size={14} aria-hidden="true" />
              Fortify
            </button>
          )}
          {week !== null && <span className="goal-chip goal-chip-week">week {week}</span>}
        </div>
      )}
    </>
  );
}

/**
 * One goal: the left border in its priority colour, the description, 'Fortify' when the coach
 * flagged it vague, 'week N' past 7 days. Drag it (pointer, 500 ms touch, or Space + arrows);
 * click or Enter opens the goal; the '…' menu does every drag action without dragging.
 */
export function GoalCard({ goal, actions }: { goal: ClientGoal; actions: GoalMenuActions }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: goal.id,
    data: { type: GOAL_DRAG_TYPE, goal },
    disabled: goal.isLocal || goal.removing,
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const classes = [
    'goal-card',
    `goal-card-${goal.borderColor}`,
    isDragging && 'goal-card-dragging',
    goal.removing && 'goal-card-removing',
    goal.isLocal && 'goal-card-local',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li ref={setNodeRef} style={style} className={classes} data-goal-id={goal.id} data-testid="goal-card">
      <div
        className="goal-card-main"
        {...attributes}
        {...listeners}
        aria-roledescription="draggable goal"
        aria-label={`${goal.description}. Press Enter to open, Space to pick up and reorder.`}
        onClick={() => !goal.isLocal && actions.onOpen(goal)}
        onKeyDown={(e) => {
          listeners?.onKeyDown?.(e);
          if (e.key === 'Enter' && !isDragging && !goal.isLocal) actions.onOpen(goal);
        }}
      >
        <GoalCardBody goal={goal} onFortify={actions.onFortify} />
      </div>
      <GoalMenu goal={goal} actions={actions} />
    </li>
  );
}
