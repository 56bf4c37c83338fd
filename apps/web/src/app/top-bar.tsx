import { Link } from 'react-router';
import { PRODUCT_NAME } from '@grindstone/contract';
import { BrandMark } from '../components/ui/index.ts';
import { useSession } from '../features/auth/session.tsx';
import { NotificationBell } from '../features/notifications/index.ts';
import { ProfileMenu } from './profile-menu.tsx';
import './app-shell.css';

/**
 * The sticky top bar (docs/product.md#top-bar): the logo (mark + wordmark, links to /); visitors get Login and
 * Signup; members get the notification bell and the profile menu. While the
 * session is being checked the right side stays empty rather than flashing the wrong buttons.
 */
export function TopBar() {
  const { status, user } = useSession();
  return (
    <header className="topbar">
      <div className="topbar-inner">
        <Link to="/" className="topbar-brand" aria-label={`${PRODUCT_NAME} home`}>
          <BrandMark size={30} />
          <span className="topbar-wordmark" aria-hidden="true">
            {PRODUCT_NAME}
          </span>
        </Link>
        {status === 'visitor' && (
          <nav className="topbar-actions" aria-label="Account">
            <Link to="/login" className="btn btn-ghost topbar-login">
              Login
            </Link>
            <Link to="/onboard" className="btn btn-primary topbar-signup">
              Signup
            </Link>
          </nav>
        )}
        {status === 'member' && user && (
          <div className="topbar-actions">
            <NotificationBell />
            <ProfileMenu user={user} />
          </div>
        )}
      </div>
    </header>
  );
}
