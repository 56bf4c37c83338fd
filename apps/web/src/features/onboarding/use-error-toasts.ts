import { useRef } from 'react';
import { TOAST_MS } from '@grindstone/contract';
import { useToast } from '../../components/ui/index.ts';

export type ErrorToasts = { show: (text: string, durationMs?: number) => void; clear: () => void };

/**
 * The wizard's error toasts. Those of a step that has since been passed are taken away at once:
 * on phones they sit over the next primary button (the verification modal's 'I Sent the DM').
 */
export function useErrorToasts(): ErrorToasts {
  const toast = useToast();
  const ids = useRef<number[]>([]);
  return {
    show: (text, durationMs = TOAST_MS) => {
      ids.current.push(toast.show(text, { tone: 'danger', durationMs }));
    },
    clear: () => {
      ids.current.forEach((id) => toast.dismiss(id));
      ids.current = [];
    },
  };
}
