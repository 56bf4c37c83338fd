import { Link } from 'react-router';
import { useSession } from '../features/auth/session.tsx';

/** Placeholder top bar (issue 2 builds the bell and the profile menu). */
export function TopBar() {
  const { user } = useSession();
  return (
    <header>
      <Link to="/">Grindstone</Link>
      {!user && (
        <nav>
          <Link to="/login">Login</Link> <Link to="/onboard">Signup</Link>
        </nav>
      )}
    </header>
  );
}
