import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from './session.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { NotFoundPage } from '../../components/ui/index.ts';

/** Visitors on a protected route go to /login (docs/product.md#routes). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'visitor') return <Navigate to="/login" replace />;
  return <>{children}</>;
}

/**
 * The operator pages are for admins only. Anyone else (visitor or member) gets exactly what an
 * unknown address gets, the not-found page, so the route does not reveal that it exists.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  if (status !== 'member' || user?.role !== 'admin') return <NotFoundPage />;
  return <>{children}</>;
}

/** A signed-in user on /login or /onboard goes to /. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'member') return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** '/' is the dashboard for members and the invite landing page for visitors. */
export function HomeRoute({ member, visitor }: { member: ReactNode; visitor: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  return <>{status === 'member' ? member : visitor}</>;
}
