import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that hides itself `ms` after it is shown (error banners, status lines); showing
 * another restarts the clock, `clear` hides it at once.
 */
export function useTimedMessage<T = string>(ms: number) {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setMessage(() => next);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}
