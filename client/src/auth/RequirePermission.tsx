import { Outlet } from 'react-router';
import type { SessionViewer } from './session-api';
import { useViewer } from './session';
import { NotFoundPage } from '../features/shell/NotFoundPage';

type PermissionName = Exclude<keyof SessionViewer['permissions'], '__typename'>;

/**
 * Shows its routes only when the server says the viewer may (viewerCan… fields, never role numbers);
 * others see the not-found screen, exactly as for a path that does not exist, so a denied screen is not
 * even confirmed to exist. Hiding a route is not the protection: the server refuses the same calls.
 */
export function RequirePermission({ permission }: { permission: PermissionName }) {
  const viewer = useViewer();
  return viewer.permissions[permission] === true ? <Outlet /> : <NotFoundPage />;
}
