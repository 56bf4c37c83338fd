import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, a pointer pressed anywhere outside every element of `inside` calls `onDismiss`
 * (a menu, a panel or an open form closes when the person clicks or taps elsewhere).
 */
export function useDismissOnOutsidePointer(
  active: boolean,
  inside: readonly RefObject<HTMLElement | null>[],
  onDismiss: () => void,
): void {
  const latest = useRef({ inside, onDismiss });
  useEffect(() => {
    latest.current = { inside, onDismiss };
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (latest.current.inside.some((ref) => ref.current?.contains(target))) return;
      latest.current.onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active]);
}
