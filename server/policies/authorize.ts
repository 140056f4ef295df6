import { AppError, unauthenticated } from '../errors.ts';
import { type Action, permissions, type ResourceOf } from './permissions.ts';
import type { Viewer } from './viewer.ts';

/** Answers whether the viewer may perform the action on the resource (null for resource-less actions). */
export function can<A extends Action>(viewer: Viewer, action: A, resource: ResourceOf[A]): boolean {
  // A token of scope scim provisions users and does nothing else, whatever its service principal's role would
  // allow (the request gate also keeps it to /scim/v2; this holds for any route that skips the gate).
  if (viewer.apiToken?.scope === 'scim' && action !== 'scim.provision') return false;
  return permissions[action](viewer, resource);
}

/** Throws FORBIDDEN unless the viewer may perform the action; UNAUTHENTICATED without a viewer. */
export function authorize<A extends Action>(viewer: Viewer | null, action: A, resource: ResourceOf[A]): Viewer {
  if (!viewer) throw unauthenticated();
  if (!can(viewer, action, resource)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  return viewer;
}

/** Returns the signed-in viewer or throws UNAUTHENTICATED. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}
