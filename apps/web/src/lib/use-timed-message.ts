import { useCallback, useState } from 'react';
import { useHoldableTimer } from './use-holdable-timer.ts';

/**
 * A message that hides itself `ms` after it is shown (error banners, status lines); showing
 * another restarts the clock, `clear` hides it at once. With `holdUpTo`, a person can hold it
 * through `holdProps` (see `useHoldableTimer`).
 */
export function useTimedMessage<T = string>(ms: number, holdUpTo?: number) {
  const [message, setMessage] = useState<T | null>(null);
  const { start, stop, holdProps } = useHoldableTimer(() => setMessage(null), ms, holdUpTo);
  const clear = useCallback(() => {
    stop();
    setMessage(null);
  }, [stop]);
  const show = useCallback(
    (next: T) => {
      setMessage(() => next);
      start();
    },
    [start],
  );
  return { message, show, clear, holdProps };
}
