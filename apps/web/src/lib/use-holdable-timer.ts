import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type FocusEvent } from 'react';

/** Handlers for the element a person holds a timer through (see `useHoldableTimer`). */
export interface HoldProps {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: (e: FocusEvent<HTMLElement>) => void;
}

/**
 * A timer that calls `onEnd` `ms` after `start` (a new start restarts it, `stop` cancels it).
 *
 * With `holdUpTo`, it waits for the person using what it times (an Undo strip): while the pointer
 * is on that element or focus is in it (spread `holdProps` on it), the clock stops, and when they
 * leave it has the time it had left. It never runs longer than `holdUpTo` after its start (an Undo
 * the server no longer accepts must not be offered).
 */
export function useHoldableTimer(onEnd: () => void, ms: number, holdUpTo?: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const end = useRef(onEnd);
  useLayoutEffect(() => {
    end.current = onEnd;
  });
  // When it started, how much of `ms` was left when its clock last ran, and who holds it.
  const clock = useRef({ startedAt: 0, left: 0, runningSince: 0, pointer: false, focus: false });
  const endIn = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => end.current(), Math.max(0, delay));
  }, []);
  const stop = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    // A new start is unheld: what was held before may have gone without a leave event.
    const now = Date.now();
    Object.assign(clock.current, { startedAt: now, left: ms, runningSince: now, pointer: false, focus: false });
    endIn(ms);
  }, [ms, endIn]);
  const holdProps = useMemo((): HoldProps | undefined => {
    if (holdUpTo === undefined) return undefined;
    const change = (update: (c: typeof clock.current) => void) => {
      const c = clock.current;
      const wasHeld = c.pointer || c.focus;
      update(c);
      const isHeld = c.pointer || c.focus;
      const now = Date.now();
      const limit = c.startedAt + holdUpTo - now;
      if (!wasHeld && isHeld) {
        c.left -= now - c.runningSince;
        endIn(limit);
      } else if (wasHeld && !isHeld) {
        c.runningSince = now;
        endIn(Math.min(c.left, limit));
      }
    };
    return {
      onPointerEnter: () => change((c) => (c.pointer = true)),
      onPointerLeave: () => change((c) => (c.pointer = false)),
      onFocus: () => change((c) => (c.focus = true)),
      // Focus moving between the element's own buttons and links keeps it held.
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) change((c) => (c.focus = false));
      },
    };
  }, [holdUpTo, endIn]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { start, stop, holdProps };
}
