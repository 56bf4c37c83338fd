import { memo, useMemo, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { goalWeek } from '@grindstone/contract';
import type { ClientGoal } from '../api/goals-api.ts';
import { useGoalSortable, type GoalSortableBinding } from './goal-drag-bindings.ts';
import { GoalMenu, type GoalMenuActions, type GoalPlace } from './goal-menu.tsx';

/** The chips under a goal's text: 'Fortify' when the coach flagged it vague, 'week N' past 7 days. */
export function GoalCardChips({
  goal,
  onFortify,
  now,
}: {
  goal: ClientGoal;
  onFortify?: (g: ClientGoal) => void;
  now?: Date;
}) {
  const week = goal.isLocal ? null : goalWeek(goal.date, now);
  if (!goal.warning && week === null) return null;
  return (
    <div className="goal-card-chips">
      {goal.warning && (
        <button
          type="button"
          className="goal-chip goal-chip-fortify"
          // A press on the chip is a click, never the start of a drag of the card around it.
          onPointerDown={(e) => e.stopPropagation()}
          onTouchStart={(e) => e.stopPropagation()}
          onClick={() => onFortify?.(goal)}
          disabled={!onFortify}
          aria-label={`Fortify: ${goal.description}`}
        >
          <Sparkles size={14} aria-hidden="true" />
          Fortify
        </button>
      )}
      {week !== null && <span className="goal-chip goal-chip-week">week {week}</span>}
    </div>
  );
}

/**
 * One goal: the left border in its priority colour, the description as the link to the goal's
 * page, its chips, and the '…' menu, side by side so that no control sits inside another.
 * The whole card is the pointer and touch drag surface (mouse: 6 px of travel; touch: a 500 ms
 * hold, then the finger's moves belong to the drag); the link is the keyboard handle (Space picks up, arrows move, Space drops; Enter opens).
 * The menu does every drag action without dragging.
 */
export function GoalCard({
  goal,
  actions,
  place,
}: {
  goal: ClientGoal;
  actions: GoalMenuActions;
  /** Where the goal stands in the list, for the menu's Move items. */
  place: GoalPlace;
}) {
  const { listeners, describedBy, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useGoalSortable(goal.id);
  const { onKeyDown: keyboardDrag, ...pointerDrag } = listeners ?? {};
  const style: CSSProperties = { transform, transition };
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
    <li
      ref={setNodeRef}
      style={style}
      className={classes}
      data-goal-id={goal.id}
      data-testid="goal-card"
      {...pointerDrag}
    >
      <GoalCardBody
        goal={goal}
        actions={actions}
        first={place.first}
        last={place.last}
        isDragging={isDragging}
        activatorRef={setActivatorNodeRef}
        describedBy={describedBy}
        keyboardDrag={keyboardDrag}
      />
    </li>
  );
}

/**
 * What is inside the card, rendered again only when its own props change: dnd-kit renders every
 * sortable again when the droppables register after the first commit and at each step of a drag,
 * and the link and the menu were most of that work (decision 189).
 */
const GoalCardBody = memo(function GoalCardBody({
  goal,
  actions,
  first,
  last,
  isDragging,
  activatorRef,
  describedBy,
  keyboardDrag,
}: {
  goal: ClientGoal;
  actions: GoalMenuActions;
  first: boolean;
  last: boolean;
  isDragging: boolean;
  activatorRef: (element: HTMLElement | null) => void;
  describedBy: string | undefined;
  keyboardDrag: NonNullable<GoalSortableBinding['listeners']>[string] | undefined;
}) {
  const place = useMemo(() => ({ first, last }), [first, last]);
  return (
    <>
      <div className="goal-card-content">
        {goal.isLocal ? (
          <p className="goal-card-main goal-card-text">{goal.description}</p>
        ) : (
          <Link
            ref={activatorRef}
            to={`/goal/${goal.id}`}
            className="goal-card-main goal-card-text"
            // A native link drag would cancel the pointer drag of the card.
            draggable={false}
            // The link keeps its own role; dnd-kit's text tells how to pick it up with the keyboard.
            aria-describedby={describedBy}
            onKeyDown={(e) => {
              // Enter during a keyboard drag must not open the goal.
              if (e.key === 'Enter' && isDragging) e.preventDefault();
              keyboardDrag?.(e);
            }}
          >
            {goal.description}
          </Link>
        )}
        {goal.ifThen && (
          <p className="goal-card-plan" data-testid="goal-card-plan">
            When {goal.ifThen.cue} → {goal.ifThen.action}
          </p>
        )}
        <GoalCardChips goal={goal} onFortify={actions.onFortify} />
      </div>
      <GoalMenu goal={goal} actions={actions} place={place} />
    </>
  );
});
