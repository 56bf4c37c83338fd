import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SupporterBadge } from '../features/subscription/index.ts';
import { Link } from 'react-router';
import { ChevronDown, CreditCard, KeyRound, LogOut, MessageSquare, ShieldCheck, User } from 'lucide-react';
import { LOGOUT_RELOAD_MS, MESSAGES, type TMe } from '@grindstone/contract';
import { Avatar, useToast } from '../components/ui/index.ts';
import { useSession } from '../features/auth/session.tsx';
import { recordActivity } from '../features/activity/index.ts';

const ITEMS = [
  { to: '/profile', label: 'Profile', icon: User },
  { to: '/subscribe', label: 'Subscribe', icon: CreditCard },
  { to: '/feedback', label: 'Feedback', icon: MessageSquare },
  { to: '/change-password', label: 'Change Password', icon: KeyRound },
] as const;

/**
 * The member's profile menu (docs/product.md#top-bar): a button with the avatar opens a menu with the avatar,
 * name and @username, then Profile, Subscribe, Feedback, Change Password (and Operator for
 * admins) and Logout. WAI-ARIA menu button: Enter/Space/ArrowDown open on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape closes and gives focus back to the
 * button; Tab or a click outside closes.
 */
export function ProfileMenu({ user }: { user: TMe }) {
  const { signOut } = useSession();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    function onPointerDown(e: PointerEvent) {
      const t = e.target as Node;
      if (!menuRef.current?.contains(t) && !buttonRef.current?.contains(t)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openMenu(at: 'first' | 'last') {
    focusOnOpen.current = at;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openMenu('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu('last');
    }
  }

  function onMenuKeyDown(e: KeyboardEvent<HTMLDivElement>) {
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
        setOpen(false);
        break;
    }
  }

  async function logout() {
    close(true);
    setLoggingOut(true);
    try {
      // Recorded while the session still exists; a failure never blocks the sign-out.
      await recordActivity('logout', 'Signed out');
      await signOut();
      toast.show(MESSAGES.logoutSuccessful, { tone: 'success', durationMs: LOGOUT_RELOAD_MS + 1_000 });
      // Spec §2: reload after 1.2 s; we reload onto '/', which a visitor sees as the landing page.
      setTimeout(() => window.location.assign('/'), LOGOUT_RELOAD_MS);
    } catch {
      setLoggingOut(false);
      toast.show(MESSAGES.logoutFailed, { tone: 'danger' });
    }
  }

  return (
    <div className="profile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${user.name}`}
        disabled={loggingOut}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar name={user.name} size={32} />
        <ChevronDown size={16} aria-hidden="true" className="profile-menu-chevron" />
      </button>
      {open && (
        <div ref={menuRef} className="profile-menu-panel" onKeyDown={onMenuKeyDown}>
          <div className="profile-menu-who">
            <Avatar name={user.name} size={44} />
            <div className="profile-menu-names">
              <span className="profile-menu-name">
                {user.name} <SupporterBadge subscriptionStatus={user.subscriptionStatus} compact />
              </span>
              <span className="profile-menu-username">@{user.username}</span>
            </div>
          </div>
          <div id={menuId} role="menu" aria-label="Account" className="profile-menu-list">
            {ITEMS.map(({ to, label, icon: Icon }) => (
              <Link
                key={to}
                to={to}
                role="menuitem"
                tabIndex={-1}
                className="profile-menu-item"
                onClick={() => setOpen(false)}
              >
                <Icon size={18} aria-hidden="true" />
                {label}
              </Link>
            ))}
            {user.role === 'admin' && (
              <Link
                to="/admin"
                role="menuitem"
                tabIndex={-1}
                className="profile-menu-item"
                onClick={() => setOpen(false)}
              >
                <ShieldCheck size={18} aria-hidden="true" />
                Operator
              </Link>
            )}
            <div className="profile-menu-sep" role="separator" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="profile-menu-item profile-menu-logout"
              onClick={logout}
            >
              <LogOut size={18} aria-hidden="true" />
              Logout
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
