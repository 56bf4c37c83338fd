import { useCallback, useEffect, useRef, useState } from 'react';

export type TimedMessage = { text: string; tone: 'error' | 'success' } | null;

/** A status message that clears itself after `ms` (a new message restarts the clock). */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<TimedMessage>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(
    (text: string, tone: 'error' | 'success') => {
      if (timer.current) clearTimeout(timer.current);
      setMessage({ text, tone });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { message, show };
}
