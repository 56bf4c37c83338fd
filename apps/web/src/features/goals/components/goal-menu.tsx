import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { GOAL_PRIORITY_COLORS, GOAL_PRIORITY_LABELS, type TGoalColor } from '@grindstone/contract';
import type { ClientGoal } from '../api/goals-api.ts';

export type GoalMenuActions = {
  onOpen: (goal: ClientGoal) => void;
  onFortify: (goal: ClientGoal) => void;
  onColor: (goal: ClientGoal, color: TGoalColor) => void;
  onComplete: (goal: ClientGoal) => void;
  onGrind: (goal: ClientGoal) => void;
  onDelete: (goal: ClientGoal) => void;
};

type Item = { key: string; label: string; run: () => void; color?: TGoalColor; danger?: boolean; checked?: boolean };

/**
 * The card's '…' menu: every drag action without dragging (keyboard and touch). Arrow keys
 * move, Escape closes and returns focus to the button.
 */
export function GoalMenu({ goal, actions }: { goal: ClientGoal; actions: GoalMenuActions }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    const onDown = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const items: Item[] = [
    { key: 'open', label: 'Open', run: () => actions.onOpen(goal) },
    ...(goal.warning ? [{ key: 'fortify', label: 'Fortify', run: () => actions.onFortify(goal) }] : []),
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

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const nodes = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = nodes.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (at + (e.key === 'ArrowDown' ? 1 : -1) + nodes.length) % nodes.length;
      nodes[next]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      nodes[e.key === 'Home' ? 0 : nodes.length - 1]?.focus();
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault();
      close();
    }
    e.stopPropagation();
  };

  const colorStart = items.findIndex((i) => i.color);
  return (
    <div
      className="goal-menu"
      onPointerDown={(e) => e.stopPropagation()}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <button
        ref={buttonRef}
        type="button"
        className="goal-menu-button"
        aria-label={`Actions for ${goal.description}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={goal.isLocal}
        onClick={() => setOpen((o) => !o)}
      >
        <MoreHorizontal size={18} aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={id}
          role="menu"
          aria-label="Goal actions"
          className="goal-menu-list"
          onKeyDown={onMenuKey}
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
