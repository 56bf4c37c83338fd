import { useEffect, useLayoutEffect, useState } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { GOAL_PRIORITY_COLORS, GOAL_PRIORITY_LABELS, type TGoalColor } from '@grindstone/contract';
import { useMenuButton } from '../../../components/ui/index.ts';
import type { ClientGoal } from '../api/goals-api.ts';

export type GoalMenuActions = {
  onOpen: (goal: ClientGoal) => void;
  onFortify: (goal: ClientGoal) => void;
  onColor: (goal: ClientGoal, color: TGoalColor) => void;
  onComplete: (goal: ClientGoal) => void;
  onGrind: (goal: ClientGoal) => void;
  onDelete: (goal: ClientGoal) => void;
  onMove: (goal: ClientGoal, to: GoalMove) => void;
};
export type GoalMove = 'up' | 'down' | 'top';
/** Whether the goal is first or last in the list (what the Move items can do). */
export type GoalPlace = { first: boolean; last: boolean };

type Item = { key: string; label: string; run: () => void; color?: TGoalColor; danger?: boolean; checked?: boolean };

/**
 * The card's '…' menu: every drag action without dragging, reordering included (keyboard and touch). Keys stop at
 * the menu so they never reach the card's drag handling.
 */
export function GoalMenu({ goal, actions, place }: { goal: ClientGoal; actions: GoalMenuActions; place: GoalPlace }) {
  const { open, close, buttonRef, buttonProps, menuRef, menuId, onMenuKeyDown } = useMenuButton();
  // A menu with no room below its button (the phone's tab bar counts, as the list's CSS
  // scroll-margin-bottom) opens upwards when there is more room above (below the top bar, its
  // scroll-margin-top); then it scrolls into view.
  const [up, setUp] = useState(false);
  useLayoutEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!open || !menu || !button) return setUp(false);
    const margins = getComputedStyle(menu);
    const { top, bottom } = button.getBoundingClientRect();
    const below = window.innerHeight - (parseFloat(margins.scrollMarginBottom) || 0) - bottom;
    const above = top - (parseFloat(margins.scrollMarginTop) || 0);
    setUp(menu.offsetHeight > below && above > below);
  }, [open, menuRef, buttonRef]);
  useEffect(() => {
    if (open) menuRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open, up, menuRef]);

  const items: Item[] = [
    { key: 'open', label: 'Open', run: () => actions.onOpen(goal) },
    // Any goal can be sharpened, not only one the coach flagged as vague.
    { key: 'fortify', label: 'Fortify', run: () => actions.onFortify(goal) },
    // Reordering never depends on a gesture (above the colours, so it stays in view on a phone).
    ...(place.first ? [] : [{ key: 'move-up', label: 'Move up', run: () => actions.onMove(goal, 'up') }]),
    ...(place.last ? [] : [{ key: 'move-down', label: 'Move down', run: () => actions.onMove(goal, 'down') }]),
    ...(place.first ? [] : [{ key: 'move-top', label: 'Move to top', run: () => actions.onMove(goal, 'top') }]),
    ...GOAL_PRIORITY_COLORS.map((c) => ({
      key: `color-${c}`,
      label: `${GOAL_PRIORITY_LABELS[c]} (${c})`,
      color: c,
      checked: goal.borderColor === c,
      run: () => actions.onColor(goal, c),
    })),
    { key: 'complete', label: 'Complete', run: () => actions.onComplete(goal) },
    { key: 'grind', label: 'Grind it', run: () => actions.onGrind(goal) },
    { key: 'delete', label: 'Delete', danger: true, run: () => actions.onDelete(goal) },
  ];

  const colorStart = items.findIndex((i) => i.color);
  return (
    <div
      className="goal-menu"
      // A press in the menu is never the start of a drag of the card around it.
      onPointerDown={(e) => e.stopPropagation()}
      onTouchStart={(e) => e.stopPropagation()}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <button
        ref={buttonRef}
        {...buttonProps}
        type="button"
        className="goal-menu-button"
        aria-label={`Actions for ${goal.description}`}
        disabled={goal.isLocal}
      >
        <MoreHorizontal size={18} aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Goal actions"
          className={up ? 'goal-menu-list is-up' : 'goal-menu-list'}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, i) => (
            <div key={item.key}>
              {i === colorStart && (
                <div className="goal-menu-heading" role="presentation">
                  Change priority colour
                </div>
              )}
              <button
                type="button"
                role={item.color ? 'menuitemradio' : 'menuitem'}
                aria-checked={item.color ? item.checked : undefined}
                tabIndex={-1}
                className={['goal-menu-item', item.danger && 'goal-menu-item-danger'].filter(Boolean).join(' ')}
                onClick={() => {
                  close(!['open', 'grind', 'complete', 'delete'].includes(item.key));
                  item.run();
                }}
              >
                {item.color && <span className={`priority-dot priority-dot-${item.color}`} aria-hidden="true" />}
                {item.label}
              </button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
