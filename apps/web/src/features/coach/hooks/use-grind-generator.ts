import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GRIND_MESSAGE_CLEAR_MS, GRIND_SUCCESS_DELAY_MS, type TNotification } from '@grindstone/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { addNotificationToCache } from '../../notifications/index.ts';
import { generateNotification, useRefreshQuota } from '../api/coach-api.ts';

export type GrindStatus = 'idle' | 'waiting' | 'generated' | 'limitHit' | 'error';
export type CoachGoalRef = { id: string; description: string };

/**
 * (docs/product.md#grind-generation) waiting, then generated (the notification is added; after
 * GRIND_SUCCESS_DELAY_MS the status clears and onGenerated runs, e.g. the card flips) or
 * limitHit (429) / error, both cleared after GRIND_MESSAGE_CLEAR_MS.
 */
export function useGrindGenerator(onGenerated?: (n: TNotification) => void) {
  const qc = useQueryClient();
  const refreshQuota = useRefreshQuota();
  const [status, setStatus] = useState<GrindStatus>('idle');
  const [last, setLast] = useState<TNotification | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = useRef(false);
  const onGeneratedRef = useRef(onGenerated);
  useEffect(() => {
    onGeneratedRef.current = onGenerated;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const generate = useCallback(
    async (goal: CoachGoalRef) => {
      if (busy.current) return;
      busy.current = true;
      clearTimeout(timer.current);
      setStatus('waiting');
      try {
        const { notification } = await generateNotification({ type: 'grind', goal });
        addNotificationToCache(qc, notification);
        setLast(notification);
        setStatus('generated');
        timer.current = setTimeout(() => {
          setStatus('idle');
          onGeneratedRef.current?.(notification);
        }, GRIND_SUCCESS_DELAY_MS);
      } catch (err) {
        setStatus(err instanceof ApiError && err.status === 429 ? 'limitHit' : 'error');
        timer.current = setTimeout(() => setStatus('idle'), GRIND_MESSAGE_CLEAR_MS);
      } finally {
        busy.current = false;
        refreshQuota();
      }
    },
    [qc, refreshQuota],
  );
  return { status, generate, last };
}
