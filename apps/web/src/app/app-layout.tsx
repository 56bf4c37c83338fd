import { Outlet } from 'react-router';
import { TopBar } from './top-bar.tsx';

/** Every screen: the top bar, then the page. */
export function AppLayout() {
  return (
    <>
      <TopBar />
      <Outlet />
    </>
  );
}
