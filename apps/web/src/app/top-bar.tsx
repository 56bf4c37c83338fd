import { Link } from 'react-router';
import { useSession } from '../features/auth/session.tsx';
import { NotificationBell } from '../features/notifications/index.ts';
import { ProfileMenu } from './profile-menu.tsx';
import { TopBarFrame, VisitorActions } from './top-bar-frame.tsx';

/**
 * The sticky top bar (docs/product.md#top-bar): the logo (mark + wordmark, links to /); visitors get Login and
 * Signup; members get the notification bell and the profile menu. While the
 * session is being checked the right side stays empty rather than flashing the wrong buttons.
 */
export function TopBar() {
  const { status, user } = useSession();
  return (
    <TopBarFrame Link={Link}>
      {status === 'visitor' && <VisitorActions Link={Link} />}
      {status === 'member' && user && (
        <div className="topbar-actions">
          <NotificationBell />
          <ProfileMenu user={user} />
        </div>
      )}
    </TopBarFrame>
  );
}
