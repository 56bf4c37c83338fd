import { startTransition, useEffect, useState } from 'react';

/**
 * The page's background requests (the bell's notifications, the coach's quota, the onboarding
 * status) wait until the first page has been drawn (decision 189): started with the shell's
 * first effects, they all began in one task, and their answers landed while React was still
 * rendering the page in slices, which made it render the page again in one synchronous task.
 * Open unless the app holds it, so a part rendered alone (a test) asks at once.
 */
let shown = true;
const listeners = new Set<() => void>();

export function holdUntilPageShown(): void {
  shown = false;
}

function open() {
  if (shown) return;
  shown = true;
  listeners.forEach((listener) => listener());
}

/**
 * True once the first page has been drawn (at once where nothing holds it). The change renders
 * in a transition, in slices, like the first render: the components waiting for it (the coach
 * card among them) are rendered again together, and their requests start after that commit.
 */
export function usePageShown(): boolean {
  const [value, setValue] = useState(shown);
  useEffect(() => {
    if (value) return;
    const show = () => startTransition(() => setValue(true));
    // Opened between this render and this effect.
    if (shown) return show();
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, [value]);
  return value;
}

/** Rendered with a page's content: once that is committed and its frame painted, the gate opens. */
export function PageShown(): null {
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A hidden tab draws no frames: open at once there.
    if (document.hidden) {
      timer = setTimeout(open, 0);
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(open, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return null;
}
