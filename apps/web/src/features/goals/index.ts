/**
 * Public face of the goals feature. The dashboard composes the list, the drop targets and the
 * DndContext; other features read and edit goals through the query key and hooks below
 * (the coach's Fortify save uses useUpdateGoal for its optimistic update and rollback).
 */
export {
  goalsQueryKey,
  goalQueryKey,
  goalsQueryOptions,
  fetchGoals,
  seedGoals,
  useGoals,
  useUpdateGoal,
  useCreateGoal,
  goalsListStatus,
  type ClientGoal,
  type GoalsListStatus,
} from './api/goals-api.ts';
export { useGoalActions, type RemovedGoal } from './api/use-goal-actions.ts';
export { GoalList, GOALS_EMPTY_TEXT } from './components/goal-list.tsx';
export { GoalCard } from './components/goal-card.tsx';
export { useGoalDroppable } from './components/goal-drag-bindings.ts';
export type { GoalMenuActions } from './components/goal-menu.tsx';
export {
  GoalDropTargets,
  FIRE_DROP_ID,
  DELETE_DROP_ID,
  CHART_DROP_ID,
  GOAL_DROP_TARGETS,
} from './components/drop-targets.tsx';
export { GoalsDndContext } from './components/goals-dnd-context.tsx';
export { PriorityLegend } from './components/priority-legend.tsx';
export { readGoalOrder, writeGoalOrder } from './goal-order-cookie.ts';
