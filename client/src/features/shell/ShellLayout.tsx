import { Outlet } from 'react-router';

/** The signed-in frame (top bar, help, banners, footer) around every /dashboard screen. */
export function ShellLayout() {
  return <Outlet />;
}
