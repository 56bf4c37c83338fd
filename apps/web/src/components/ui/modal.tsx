import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import './ui.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export type ModalProps = {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop (unless dismissible is false). */
  onClose: () => void;
  /** The dialog's heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Optional line under the title (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (right-aligned, stacked on phones). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** false while something must finish (no Escape, no backdrop close, no X). */
  dismissible?: boolean;
  /** Element to focus first (defaults to the first focusable element inside). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /**
   * Move focus in at the start of the next frame instead of in the open's effects: for a dialog
   * that opens with the page, whose focus would otherwise force the page's first layout inside the
   * effects' task (the frame lays the page out anyway, decision 269).
   */
  focusNextFrame?: boolean;
};

/**
 * An accessible modal dialog: rendered in a portal, role="dialog" + aria-modal, named by its
 * title, focus moves in on open and is trapped (Tab / Shift+Tab wrap), Escape closes, the page
 * behind does not scroll, and focus returns to what had it before when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  initialFocusRef,
  focusNextFrame = false,
}: ModalProps) {
  const titleId = useId();
  const descId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const focusIn = () => {
      const first = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
      first?.focus();
    };
    // A hidden tab draws no frame: focus at once there.
    const frame =
      focusNextFrame && !document.hidden
        ? requestAnimationFrame(() => panel?.contains(document.activeElement) || focusIn())
        : (focusIn(), 0);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(e: KeyboardEvent) {
      if (e.key === 'Escape' && dismissibleRef.current) {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) {
        e.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (e.shiftKey && (document.activeElement === firstItem || !panel.contains(document.activeElement))) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && (document.activeElement === lastItem || !panel.contains(document.activeElement))) {
        e.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open, initialFocusRef, focusNextFrame]);

  if (!open) return null;
  return createPortal(
    <div
      className="ui-modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && dismissible) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        className={`ui-modal ui-modal-${size}`}
      >
        <div className="ui-modal-head">
          <h2 id={titleId} className="ui-modal-title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="ui-modal-close" aria-label="Close" onClick={onClose}>
              <X size={20} aria-hidden="true" />
            </button>
          )}
        </div>
        {description && (
          <p id={descId} className="ui-modal-desc">
            {description}
          </p>
        )}
        {children && <div className="ui-modal-body">{children}</div>}
        {footer && <div className="ui-modal-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
