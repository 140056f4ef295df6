import { ROLE } from '../../common/roles.ts';
import type { Viewer } from './viewer.ts';

// THE permission table (DOMAIN.md §5). Every service call checks it through authorize()/can(); the UI
// asks the server (viewerCan… fields) instead of re-deriving roles. A rule answers for a role and a
// resource; state rules (finalized, deactivated) live in the services that own that state.

/** A project as the rules need it. */
export type ProjectRef = {
  organizationId: string;
  ownerUserId: string;
  /** The viewer is on the project's team (any phase). */
  viewerIsTeamMember: boolean;
};

/** An organization as the rules need it. */
export type OrgRef = { organizationId: string };

const isAdmin = (v: Viewer) => v.role === ROLE.ADMIN;
const isIpaUser = (v: Viewer) => v.role === ROLE.IPA_USER;
const isCelOf = (v: Viewer, organizationId: string) => isIpaUser(v) && v.celOrganizationIds.has(organizationId);
const ownOrg = (v: Viewer, organizationId: string) => !v.isProviderOrg && v.organizationId === organizationId;
/** Client Admin, or the organization's point of contact (it has the Client Admin's user rights). */
const managesOwnUsers = (v: Viewer) => v.role === ROLE.CLIENT_ADMIN || v.isPoc;
/** Owned, or team member unless restricted to owned projects. */
const ownsOrOnTeam = (v: Viewer, p: ProjectRef) =>
  p.ownerUserId === v.userId || (!v.poOnly && p.viewerIsTeamMember);

/** Client Admin and Super User see all of their client; a Power User too, unless restricted to owned. */
const seesAllOfClient = (v: Viewer) =>
  v.role === ROLE.CLIENT_ADMIN || v.role === ROLE.SUPER_USER || (v.role === ROLE.POWER_USER && !v.poOnly);
const editsAllOfClient = (v: Viewer) => v.role === ROLE.CLIENT_ADMIN || v.role === ROLE.SUPER_USER;

/** The resource each action is checked against (null: the action is not about one object). */
export interface ResourceOf {
  'users.screen': null;
  'user.manage': OrgRef;
  'admin.screens': null;
  'organization.manage': null;
  'organization.read': OrgRef;
  'provider.manage': null;
  'organization.impersonate': OrgRef;
  'impersonation.use': null;
  'impersonation.anyClient': null;
  'project.view': ProjectRef;
  'project.edit': ProjectRef;
  'project.create': OrgRef;
  'project.transfer': ProjectRef;
  'project.unfinalize': ProjectRef;
}
export type Action = keyof ResourceOf;

export const permissions: { [A in Action]: (v: Viewer, r: ResourceOf[A]) => boolean } = {
  /** The Users screen and user list. */
  'users.screen': (v: Viewer) => isAdmin(v) || (!v.isProviderOrg && managesOwnUsers(v)),
  /** Create, edit, activate, approve, reset the password of users of an organization. */
  'user.manage': (v: Viewer, o: OrgRef) => isAdmin(v) || (ownOrg(v, o.organizationId) && managesOwnUsers(v)),
  /** Admin screens (clients, IPA metrics, site settings): Admin; IPA Users read the clients they are CEL of. */
  'admin.screens': (v: Viewer) => isAdmin(v) || isIpaUser(v),
  /** Create and edit organizations, licences, CELs and company metrics. */
  'organization.manage': (v: Viewer) => isAdmin(v),
  /** Read an organization's details. */
  'organization.read': (v: Viewer, o: OrgRef) =>
    isAdmin(v) || isCelOf(v, o.organizationId) || v.organizationId === o.organizationId,
  /** Provider metrics and site settings. */
  'provider.manage': (v: Viewer) => isAdmin(v),
  /** Work on another organization's data (client switcher). */
  'organization.impersonate': (v: Viewer, o: OrgRef) => isAdmin(v) || isCelOf(v, o.organizationId),
  /** Use the client switcher: Admin; an IPA User once it is CEL of at least one client. */
  'impersonation.use': (v: Viewer) => isAdmin(v) || (isIpaUser(v) && v.celOrganizationIds.size > 0),
  /** The switcher offers every client (otherwise only the clients the viewer is CEL of). */
  'impersonation.anyClient': (v: Viewer) => isAdmin(v),
  /** See a project. */
  'project.view': (v: Viewer, p: ProjectRef) =>
    isAdmin(v) ||
    isCelOf(v, p.organizationId) ||
    (ownOrg(v, p.organizationId) && (seesAllOfClient(v) || ownsOrOnTeam(v, p))),
  /** Edit a project's answers, details, team and sites. */
  'project.edit': (v: Viewer, p: ProjectRef) =>
    isAdmin(v) || (ownOrg(v, p.organizationId) && (editsAllOfClient(v) || ownsOrOnTeam(v, p))),
  /** Create or duplicate a project in an organization. */
  'project.create': (v: Viewer, o: OrgRef) => isAdmin(v) || (!isIpaUser(v) && ownOrg(v, o.organizationId)),
  /** Transfer a project's ownership. */
  'project.transfer': (v: Viewer, p: ProjectRef) =>
    isAdmin(v) || (ownOrg(v, p.organizationId) && (editsAllOfClient(v) || p.ownerUserId === v.userId)),
  /** Undo a finalize. */
  'project.unfinalize': (v: Viewer, p: ProjectRef) =>
    isAdmin(v) || (ownOrg(v, p.organizationId) && v.role === ROLE.CLIENT_ADMIN),
};
