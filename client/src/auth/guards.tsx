import { Navigate, Outlet } from 'react-router';
import { ShellFrameLoading } from '../features/shell/TopBarFrame';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { useSession } from './session';

/** Public screens: signed-in users go to the dashboard (spec §2). */
export function PublicOnly() {
  const { state } = useSession();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** The second-factor screen needs a pending sign-in. */
export function SecondFactorOnly() {
  const { state } = useSession();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signed-in') return <Navigate to="/dashboard" replace />;
  if (state.status !== 'second-factor') return <Navigate to="/sign-in" replace />;
  return <Outlet />;
}

/** Signed-in screens: others go to sign-in (or to the second factor when one is pending). */
export function RequireSession() {
  const { state } = useSession();
  // The frame shows at once, with the tagline in place of help and profile until the viewer is loaded.
  if (state.status === 'loading') return <ShellFrameLoading />;
  if (state.status === 'second-factor') return <Navigate to="/sign-in/2fa" replace />;
  if (state.status !== 'signed-in') return <Navigate to="/sign-in" replace />;
  return <Outlet />;
}
