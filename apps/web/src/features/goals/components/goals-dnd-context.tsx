import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { ClientGoal } from '../api/goals-api.ts';
import { GoalCardChips } from './goal-card.tsx';
import { createGoalDragBindings, GoalDragBindingsContext } from './goal-drag-bindings.ts';
import type { GoalDragLayer } from './goal-drag-layer.tsx';

/** The goal under the pointer during a drag: the card without its menu. */
const draggedGoal = (goal: ClientGoal) => (
  <div className={`goal-card goal-card-${goal.borderColor} goal-card-overlay`}>
    <div className="goal-card-content">
      <p className="goal-card-main goal-card-text">{goal.description}</p>
      <GoalCardChips goal={goal} />
    </div>
  </div>
);

/**
 * Drag and drop of the dashboard's goals. The list and the targets render and paint without
 * dnd-kit; its layer (goal-drag-layer.tsx) is fetched once they are on screen, then joins them
 * beside the children, so nothing on the page mounts again (decision 231).
 */
export function GoalsDndContext({
  children,
  targets,
  onReorder,
  onDropOnTarget,
}: {
  children: ReactNode;
  targets: ReadonlyMap<string, string>;
  onReorder: (ids: string[]) => void;
  onDropOnTarget: (targetId: string, goal: ClientGoal) => void;
}) {
  const [bindings] = useState(createGoalDragBindings);
  const [Layer, setLayer] = useState<typeof GoalDragLayer | null>(null);
  useEffect(() => {
    let mounted = true;
    // In a task of its own, not among the first commit's effects (decision 269).
    const timer = setTimeout(() =>
      import('./goal-drag-layer.tsx').then(
        // In a transition: React mounts the layer (dnd-kit's context and one hook per goal and per
        // target) in slices that yield to the page, not in one task (decision 245).
        (layer) => mounted && startTransition(() => setLayer(() => layer.GoalDragLayer)),
        // Offline before the file was ever cached: no dragging; each card's menu does the same.
        () => {},
      ),
    );
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, []);
  return (
    <GoalDragBindingsContext.Provider value={bindings}>
      {children}
      {Layer && (
        <Layer
          bindings={bindings}
          targets={targets}
          onReorder={onReorder}
          onDropOnTarget={onDropOnTarget}
          overlay={draggedGoal}
        />
      )}
    </GoalDragBindingsContext.Provider>
  );
}
