import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNDO_HELD_MAX_MS, UNDO_TOAST_MS, type TGoalUpdate } from '@grindstone/contract';
import * as goalEndpoints from '@grindstone/contract/endpoints/goals';
import * as goalUpdateEndpoints from '@grindstone/contract/endpoints/goal-updates';
import { call } from '../../../lib/call.ts';
import { useHoldableTimer } from '../../../lib/use-holdable-timer.ts';
import { goalQueryKey } from '../../goals/index.ts';

export const goalUpdatesQueryKey = (goalId: string) => ['goal-updates', goalId] as const;

export function useGoal(id: string) {
  return useQuery({ queryKey: goalQueryKey(id), queryFn: () => call(goalEndpoints.readGoal, { params: { id } }) });
}

export function useGoalUpdates(goalId: string) {
  return useQuery({
    queryKey: goalUpdatesQueryKey(goalId),
    queryFn: () => call(goalUpdateEndpoints.listGoalUpdates, { params: { goalId } }),
  });
}

export function useAddGoalUpdate(goalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call(goalUpdateEndpoints.createGoalUpdate, { body: { goalId, content } }),
    onSuccess: (update) =>
      qc.setQueryData<TGoalUpdate[]>(goalUpdatesQueryKey(goalId), (old) => [update, ...(old ?? [])]),
  });
}

export function useEditGoalUpdate(goalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; content: string }) =>
      call(goalUpdateEndpoints.editGoalUpdate, { params: { id: input.id }, body: { content: input.content } }),
    onSuccess: (update) =>
      qc.setQueryData<TGoalUpdate[]>(goalUpdatesQueryKey(goalId), (old) =>
        (old ?? []).map((u) => (u.id === update.id ? update : u)),
      ),
  });
}

/**
 * Deleting an update with Undo (decision 162): the update leaves the page at once, and the DELETE
 * is sent when the Undo strip ends (UNDO_TOAST_MS, held while the person is on the strip), when
 * another update is deleted (only the latest can be undone), when the page is left, or, with
 * keepalive, when the tab closes. Until then nothing is gone on the server, so a tab that dies early
 * keeps the update rather than losing it.
 */
export function useUndoableUpdateDelete(goalId: string) {
  const qc = useQueryClient();
  const [pending, setPending] = useState<TGoalUpdate | null>(null);
  const pendingRef = useRef<TGoalUpdate | null>(null);
  const [failed, setFailed] = useState(false);

  const finalise = useCallback(
    (keepalive = false) => {
      const update = pendingRef.current;
      if (!update) return;
      pendingRef.current = null;
      setPending(null);
      call(goalUpdateEndpoints.deleteGoalUpdate, { params: { id: update.id } }, { keepalive }).then(
        () =>
          qc.setQueryData<TGoalUpdate[]>(goalUpdatesQueryKey(goalId), (old) => old?.filter((u) => u.id !== update.id)),
        // Not deleted: it shows again (it was only hidden), with the failure said.
        () => setFailed(true),
      );
    },
    [qc, goalId],
  );
  // When the strip ends, the delete is sent; a finalise by another way leaves nothing for it to send.
  const { start: startStrip, stop: stopStrip, holdProps } = useHoldableTimer(finalise, UNDO_TOAST_MS, UNDO_HELD_MAX_MS);

  const remove = useCallback(
    (update: TGoalUpdate) => {
      finalise();
      setFailed(false);
      pendingRef.current = update;
      setPending(update);
      startStrip();
    },
    [finalise, startStrip],
  );

  const undo = useCallback(() => {
    stopStrip();
    pendingRef.current = null;
    setPending(null);
  }, [stopStrip]);

  useEffect(() => {
    const onPageHide = () => finalise(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      finalise(true);
    };
  }, [finalise]);

  return { pending, remove, undo, failed, holdProps };
}
