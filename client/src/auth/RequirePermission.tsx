import { Outlet } from 'react-router';
import type { SessionViewer } from './session-api';
import { useViewer } from './session';
import { NotFoundPage } from '../features/shell/NotFoundPage';

type PermissionName = Exclude<keyof SessionViewer['permissions'], '__typename'>;

/**
 * Shows its routes only when the server says the viewer may (viewerCan… fields); others see the error
 * page. Hiding a route is not the protection: the server refuses the same calls.
 */
export function RequirePermission({ permission }: { permission: PermissionName }) {
  const viewer = useViewer();
  return viewer.permissions[permission] ? <Outlet /> : <NotFoundPage />;
}
