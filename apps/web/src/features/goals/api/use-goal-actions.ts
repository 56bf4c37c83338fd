import { useCallback, useLayoutEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GOAL_REMOVAL_ANIMATION_MS } from '@grindstone/contract';
import { refuseIfOffline } from '../../../lib/offline.ts';
import { writeGoalOrder } from '../goal-order-cookie.ts';
import {
  completeGoalRequest,
  deleteGoalRequest,
  goalsQueryKey,
  reorderGoalsRequest,
  setGoals,
  undoRemovalRequest,
  type ClientGoal,
} from './goals-api.ts';

/** A goal that just left the list by a delete or a completion, and where it was: what Undo puts back. */
export type RemovedGoal = { kind: 'delete' | 'complete'; goal: ClientGoal; index: number };

/**
 * Complete, delete and reorder with the 300 ms removal animation: the goal gets the
 * `removing` flag, animates 300 ms, then leaves the list; the call runs meanwhile. If the call
 * fails the goal comes back where it was (and a failed delete tells the caller). A done delete
 * or completion is reported with what `undoRemoval` needs to put the goal back.
 */
export function useGoalActions(
  opts: {
    onDeleteError?: () => void;
    onCompleteError?: () => void;
    onRemoved?: (removed: RemovedGoal) => void;
    /** A removal started: any earlier removal's Undo is over (only the latest can be undone). */
    onRemovalStarted?: () => void;
    onUndoError?: () => void;
  } = {},
) {
  const qc = useQueryClient();
  const optsRef = useRef(opts);
  useLayoutEffect(() => {
    optsRef.current = opts;
  });

  const latestRemoval = useRef(0);
  const removeWith = useCallback(
    async (
      id: string,
      call: (id: string) => Promise<unknown>,
      onError?: () => void,
      onDone?: (goal: ClientGoal, index: number) => void,
    ) => {
      // Goals still animating out do not count: Undo puts this one back among those that stay.
      const before = (qc.getQueryData<ClientGoal[]>(goalsQueryKey) ?? []).filter((g) => !g.removing || g.id === id);
      const index = before.findIndex((g) => g.id === id);
      const goal = before[index];
      // Offline the list is read-only: the goal stays put (the offline banner says why).
      if (!goal || goal.isLocal || refuseIfOffline()) return;
      // Only the latest removal can be undone, whichever answer comes back first.
      const seq = ++latestRemoval.current;
      optsRef.current.onRemovalStarted?.();
      setGoals(qc, (goals) => goals.map((g) => (g.id === id ? { ...g, removing: true } : g)));
      const animation = new Promise((r) => setTimeout(r, GOAL_REMOVAL_ANIMATION_MS));
      const result = call(id).then(
        () => true,
        () => false,
      );
      await animation;
      setGoals(qc, (goals) => goals.filter((g) => g.id !== id));
      if (!(await result)) {
        setGoals(qc, (goals) => {
          if (goals.some((g) => g.id === id)) return goals;
          const next = [...goals];
          next.splice(Math.min(index, next.length), 0, { ...goal, removing: false });
          return next;
        });
        onError?.();
        return;
      }
      writeGoalOrder((qc.getQueryData<ClientGoal[]>(goalsQueryKey) ?? []).filter((g) => !g.isLocal).map((g) => g.id));
      void qc.invalidateQueries({ queryKey: ['completed-goals'] });
      void qc.invalidateQueries({ queryKey: ['chart'] });
      if (seq === latestRemoval.current) onDone?.({ ...goal, removing: false }, index);
    },
    [qc],
  );

  const completeGoal = useCallback(
    (id: string) =>
      removeWith(
        id,
        completeGoalRequest,
        () => optsRef.current.onCompleteError?.(),
        (goal, index) => optsRef.current.onRemoved?.({ kind: 'complete', goal, index }),
      ),
    [removeWith],
  );
  const deleteGoal = useCallback(
    (id: string) =>
      removeWith(
        id,
        deleteGoalRequest,
        () => optsRef.current.onDeleteError?.(),
        (goal, index) => optsRef.current.onRemoved?.({ kind: 'delete', goal, index }),
      ),
    [removeWith],
  );

  /** Undo: the server restores the goal; it is back at its old index at once, then the list reloads. */
  const undoRemoval = useCallback(
    async ({ kind, goal, index }: RemovedGoal) => {
      if (refuseIfOffline()) return;
      try {
        await undoRemovalRequest(kind, goal.id);
      } catch {
        optsRef.current.onUndoError?.();
        return;
      }
      setGoals(qc, (goals) => {
        if (goals.some((g) => g.id === goal.id)) return goals;
        const next = [...goals];
        next.splice(Math.min(index, next.length), 0, goal);
        return next;
      });
      writeGoalOrder((qc.getQueryData<ClientGoal[]>(goalsQueryKey) ?? []).filter((g) => !g.isLocal).map((g) => g.id));
      void qc.invalidateQueries({ queryKey: goalsQueryKey });
      void qc.invalidateQueries({ queryKey: ['completed-goals'] });
      void qc.invalidateQueries({ queryKey: ['chart'] });
    },
    [qc],
  );

  /** New order of ids (the whole list): cache, cookie and server. */
  const reorderGoals = useCallback(
    (ids: string[]) => {
      if (refuseIfOffline()) return;
      const current = qc.getQueryData<ClientGoal[]>(goalsQueryKey) ?? [];
      const byId = new Map(current.map((g) => [g.id, g]));
      const next = ids.flatMap((id, i) => {
        const g = byId.get(id);
        return g ? [{ ...g, order: i }] : [];
      });
      qc.setQueryData(goalsQueryKey, next);
      const persisted = next.filter((g) => !g.isLocal).map((g) => g.id);
      writeGoalOrder(persisted);
      void reorderGoalsRequest(persisted).catch(() => undefined);
    },
    [qc],
  );

  /** One goal up, down or to the top (the card menu's Move items): the same path as a drag. */
  const moveGoal = useCallback(
    (id: string, to: 'up' | 'down' | 'top') => {
      const ids = (qc.getQueryData<ClientGoal[]>(goalsQueryKey) ?? []).map((g) => g.id);
      const from = ids.indexOf(id);
      if (from < 0) return;
      const target = to === 'top' ? 0 : to === 'up' ? from - 1 : from + 1;
      if (target < 0 || target >= ids.length || target === from) return;
      ids.splice(from, 1);
      ids.splice(target, 0, id);
      reorderGoals(ids);
    },
    [qc, reorderGoals],
  );

  return { completeGoal, deleteGoal, undoRemoval, reorderGoals, moveGoal };
}
