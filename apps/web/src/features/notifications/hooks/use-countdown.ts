import { useEffect, useState } from 'react';
import { GRIND_TICK_MS, grindSecondsLeft } from '@grindstone/contract';

/**
 * Seconds left in a grind session, computed from the server's started_at (so a reload keeps the
 * real time left) and re-read every GRIND_TICK_MS.
 */
export function useCountdown(startedAt: string | null, minutes: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), GRIND_TICK_MS);
    return () => clearInterval(id);
  }, [running, startedAt]);
  return grindSecondsLeft(startedAt, minutes, now);
}
