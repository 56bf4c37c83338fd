import { useState } from 'react';
import { SupporterBadge } from '../features/subscription/index.ts';
import { Link } from 'react-router';
import {
  CalendarCheck,
  ChevronDown,
  CreditCard,
  KeyRound,
  LogOut,
  MessageSquare,
  ShieldCheck,
  User,
} from 'lucide-react';
import { LOGOUT_RELOAD_MS, MESSAGES, type TMe } from '@grindstone/contract';
import { Avatar, useMenuButton, useToast } from '../components/ui/index.ts';
import { useSession } from '../features/auth/session.tsx';
import { recordActivity } from '../features/activity/index.ts';

const ITEMS = [
  { to: '/profile', label: 'Profile', icon: User },
  { to: '/review', label: 'Weekly review', icon: CalendarCheck },
  { to: '/subscribe', label: 'Subscribe', icon: CreditCard },
  { to: '/feedback', label: 'Feedback', icon: MessageSquare },
  { to: '/change-password', label: 'Change Password', icon: KeyRound },
] as const;

/**
 * The member's profile menu (docs/product.md#top-bar): a button with the avatar opens a menu with the avatar,
 * name and @username, then Profile, Weekly review, Subscribe, Feedback, Change Password (and
 * Operator for admins) and Logout, as a WAI-ARIA menu button (keys in useMenuButton). The weekly
 * review joins the spec's items so that it is one tap away at every width.
 */
export function ProfileMenu({ user }: { user: TMe }) {
  const { signOut } = useSession();
  const toast = useToast();
  const { open, close, buttonRef, buttonProps, menuRef, menuId, onMenuKeyDown } = useMenuButton();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    close(true);
    setLoggingOut(true);
    try {
      // Recorded while the session still exists; a failure never blocks the sign-out.
      await recordActivity('logout', 'Signed out');
      await signOut();
      toast.show(MESSAGES.logoutSuccessful, { tone: 'success', durationMs: LOGOUT_RELOAD_MS + 1_000 });
      // (docs/product.md#top-bar) reload after 1.2 s; we reload onto '/', which a visitor sees as the landing page.
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
        {...buttonProps}
        type="button"
        className="profile-menu-button"
        aria-label={`Account menu for ${user.name}`}
        disabled={loggingOut}
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
                onClick={() => close(false)}
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
                onClick={() => close(false)}
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
