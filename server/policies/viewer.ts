import type { Role } from '../../common/roles.ts';

/** What an API token may do: read (no change at all), read-write (what a Super User may change), scim (only SCIM at /scim/v2). */
export type ApiTokenScope = 'read' | 'read-write' | 'scim';

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
  /** Set when the caller is an API token's service principal (it acts as a Super User of its organization). */
  apiToken?: { id: string; scope: ApiTokenScope };
};
