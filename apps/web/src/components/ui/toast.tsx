import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { TOAST_MS } from '@grindstone/contract';
import type { Tone } from './banner.tsx';
import './ui.css';

export type ToastOptions = { tone?: Tone; /** How long it stays; default TOAST_MS (3 s). */ durationMs?: number };
type ToastItem = { id: number; text: string; tone: Tone; durationMs: number };
export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (text: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Toasts: short notices at the bottom (phones) / bottom-right (desktop). Mounted once in
 * app.tsx. Both live regions are always in the DOM (polite for info/success, assertive for
 * warning/danger) so screen readers announce what is added.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const t = timers.current.get(id);
    if (t) clearTimeout(t);
    timers.current.delete(id);
    setItems((list) => list.filter((i) => i.id !== id));
  }, []);

  const show = useCallback(
    (text: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const item: ToastItem = { id, text, tone: options.tone ?? 'info', durationMs: options.durationMs ?? TOAST_MS };
      // The same notice again (a second tap, a second listener) replaces the one showing and
      // restarts its time, never a stack of copies; the old one's timer then finds nothing.
      setItems((list) => [...list.filter((i) => i.text !== text).slice(-3), item]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), item.durationMs),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const map = timers.current;
    return () => map.forEach((t) => clearTimeout(t));
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const polite = items.filter((i) => i.tone === 'info' || i.tone === 'success');
  const assertive = items.filter((i) => i.tone === 'warning' || i.tone === 'danger');
  const render = (i: ToastItem) => (
    <div key={i.id} className={`ui-toast ui-toast-${i.tone}`}>
      <span className="ui-toast-text">{i.text}</span>
      <button type="button" className="ui-toast-close" aria-label="Dismiss notice" onClick={() => dismiss(i.id)}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="ui-toasts">
        <div role="status" aria-live="polite" className="ui-toast-region">
          {polite.map(render)}
        </div>
        <div role="alert" aria-live="assertive" className="ui-toast-region">
          {assertive.map(render)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.show('Saved', { tone: 'success' })`. */
export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast needs <ToastProvider> (app.tsx mounts it)');
  return ctx;
}
