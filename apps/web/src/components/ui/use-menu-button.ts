import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDismissOnOutsidePointer } from './use-dismiss-on-outside-pointer.ts';

const ITEM_SELECTOR = '[role^="menuitem"]';

/**
 * A WAI-ARIA menu button: Enter, Space or ArrowDown on the button open the menu on its first
 * item, ArrowUp on its last; a click toggles it. In the menu the arrows move (wrapping), Home and
 * End jump, Escape closes and gives focus back to the button, Tab closes and lets focus move on,
 * and a pointer pressed outside both closes it. Put `buttonRef` and `buttonProps` on the button,
 * `menuRef` on the element holding the items (role="menuitem", "menuitemradio"...) and
 * `onMenuKeyDown` on the menu; `menuId` goes on the role="menu" element.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [open]);

  useDismissOnOutsidePointer(open, [menuRef, buttonRef], () => setOpen(false));

  const openMenu = (at: 'first' | 'last') => {
    focusOnOpen.current = at;
    setOpen(true);
  };

  /** Closes the menu; `returnFocus` puts focus back on the button (after choosing in place). */
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openMenu('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move(index + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(index - 1);
        break;
      case 'Home':
        e.preventDefault();
        move(0);
        break;
      case 'End':
        e.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        e.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return {
    open,
    close,
    buttonRef,
    menuRef,
    menuId,
    onMenuKeyDown,
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openMenu('first')),
      onKeyDown: onButtonKeyDown,
    },
  };
}
