import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DraggableSyntheticListeners } from '@dnd-kit/core';

export const GOAL_DRAG_TYPE = 'GOAL';

/**
 * What a goal card needs of its sortable (decision 231): dnd-kit runs in a layer loaded after
 * the dashboard's first render (goal-drag-layer.tsx), which hands each card and drop target its
 * part through these bindings. Until it is in, a card is plain (no transform, no listeners).
 */
export type GoalSortableBinding = {
  listeners: DraggableSyntheticListeners;
  /** dnd-kit's hidden text on how to pick a goal up with the keyboard. */
  describedBy: string | undefined;
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  /** The card's CSS transform while the list makes room for a dragged goal. */
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
};
export type GoalDroppableBinding = { setNodeRef: (element: HTMLElement | null) => void; isOver: boolean };

const noRef = () => {};
const PLAIN_CARD: GoalSortableBinding = {
  listeners: undefined,
  describedBy: undefined,
  setNodeRef: noRef,
  setActivatorNodeRef: noRef,
  transform: undefined,
  transition: undefined,
  isDragging: false,
};
const PLAIN_TARGET: GoalDroppableBinding = { setNodeRef: noRef, isOver: false };

export type GoalDragBindings = ReturnType<typeof createGoalDragBindings>;

/** The bindings of one dashboard: the drag layer writes them, the cards and targets read them. */
export function createGoalDragBindings() {
  const sortables = new Map<string, GoalSortableBinding>();
  const droppables = new Map<string, GoalDroppableBinding>();
  let goalDragActive = false;
  const listeners = new Set<() => void>();
  // Until the layer's first commit has ended, what it writes waits (decision 269): the cards
  // then take their bindings in a task of their own instead of in that commit's.
  let held = true;
  let pending = false;
  const changed = () => {
    if (held) pending = true;
    else listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    sortable: (id: string) => sortables.get(id) ?? PLAIN_CARD,
    droppable: (id: string) => droppables.get(id) ?? PLAIN_TARGET,
    goalDragActive: () => goalDragActive,
    /** The layer has committed its first bindings: they reach the cards in the next task. */
    release() {
      if (!held) return;
      setTimeout(() => {
        held = false;
        if (pending) changed();
        pending = false;
      });
    },
    setSortable(id: string, binding: GoalSortableBinding | null) {
      if (binding) sortables.set(id, binding);
      else sortables.delete(id);
      changed();
    },
    setDroppable(id: string, binding: GoalDroppableBinding | null) {
      if (binding) droppables.set(id, binding);
      else droppables.delete(id);
      changed();
    },
    setGoalDragActive(active: boolean) {
      if (active === goalDragActive) return;
      goalDragActive = active;
      changed();
    },
  };
}

export const GoalDragBindingsContext = createContext<GoalDragBindings | null>(null);

function useBinding<T>(read: (bindings: GoalDragBindings) => T, plain: T): T {
  const bindings = useContext(GoalDragBindingsContext);
  return useSyncExternalStore(bindings?.subscribe ?? subscribeToNothing, () => (bindings ? read(bindings) : plain));
}
const subscribeToNothing = () => () => {};

/** A goal card's sortable: plain until the drag layer is in. */
export const useGoalSortable = (goalId: string) => useBinding((b) => b.sortable(goalId), PLAIN_CARD);
/** A drop target (fire, bin, chart, grindstone): plain until the drag layer is in. */
export const useGoalDroppable = (id: string) => useBinding((b) => b.droppable(id), PLAIN_TARGET);
/** True while a goal is being dragged: the drop targets show what they do. */
export const useGoalDragActive = () => useBinding((b) => b.goalDragActive(), false);
