import type { Role } from '../../common/roles.ts';

/** Who is asking: loaded once per request from the access token and the database. */
export type Viewer = {
  userId: string;
  sessionId: string;
  name: string;
  email: string;
  role: Role;
  /** The viewer's own organization. */
  organizationId: string;
  /** The viewer's organization is the provider. */
  isProviderOrg: boolean;
  /** The viewer is the point of contact of its organization. */
  isPoc: boolean;
  /** Restricted to projects it owns (User, Power User). */
  poOnly: boolean;
  /** Organizations this viewer is CEL of (provider staff only). */
  celOrganizationIds: ReadonlySet<string>;
  /** The organization whose data the viewer works on now: the impersonated client, or its own. */
  activeOrganizationId: string;
};
