import { ROLE, type Role } from '../../common/roles.ts';
import type { Viewer } from './viewer.ts';
import { managesOwnPeople } from './roles.ts';

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

/** A user as the rules need it. */
export type UserRef = { organizationId: string; userId: string };

/** A report under independent review (method 3): its organization and the reviewer it was submitted to. */
export type ReviewRef = { organizationId: string; reviewerUserId: string | null };

/** Giving a role to a user of an organization. */
export type RoleGrant = { organizationId: string; role: Role };

/** Spec §6: the roles an Admin chooses among (label "Role"). */
export const ADMIN_ASSIGNABLE_ROLES: readonly Role[] = [ROLE.ADMIN, ROLE.IPA_USER, ROLE.USER, ROLE.SUPER_USER, ROLE.POWER_USER];
/** Spec §6: the roles other user managers choose among (label "User Type"). */
export const CLIENT_ASSIGNABLE_ROLES: readonly Role[] = [ROLE.CLIENT_ADMIN, ROLE.USER, ROLE.SUPER_USER];

const isAdmin = (v: Viewer) => v.role === ROLE.ADMIN;
const isIpaUser = (v: Viewer) => v.role === ROLE.IPA_USER;
const isCelOf = (v: Viewer, organizationId: string) => isIpaUser(v) && v.celOrganizationIds.has(organizationId);
const ownOrg = (v: Viewer, organizationId: string) => !v.isProviderOrg && v.organizationId === organizationId;
/** Client Admin, or the organization's point of contact (it has the Client Admin's user rights). */
const managesOwnUsers = (v: Viewer) => managesOwnPeople(v.role, v.isPoc);
/** Provider Admins manage every organization's users; a client's user managers their own. */
const managesUsersOf = (v: Viewer, organizationId: string) => isAdmin(v) || (ownOrg(v, organizationId) && managesOwnUsers(v));
/** Owned, or team member unless restricted to owned projects. */
const ownsOrOnTeam = (v: Viewer, p: ProjectRef) =>
  p.ownerUserId === v.userId || (!v.poOnly && p.viewerIsTeamMember);

/** Client Admin and Super User see all of their client; a Power User too, unless restricted to owned. */
const seesAllOfClient = (v: Viewer) =>
  v.role === ROLE.CLIENT_ADMIN || v.role === ROLE.SUPER_USER || (v.role === ROLE.POWER_USER && !v.poOnly);
const editsAllOfClient = (v: Viewer) => v.role === ROLE.CLIENT_ADMIN || v.role === ROLE.SUPER_USER;
/** People may change what their role allows; an API token only with scope read-write. */
const mayWrite = (v: Viewer) => v.apiToken === undefined || v.apiToken.scope === 'read-write';
/** Edits the project: Admin; a client's Client Admin and Super Users; its owner and team (unless po_only). */
const editsProject = (v: Viewer, p: ProjectRef) =>
  mayWrite(v) && (isAdmin(v) || (ownOrg(v, p.organizationId) && (editsAllOfClient(v) || ownsOrOnTeam(v, p))));
/** A person (not an API token's service principal). */
const isPerson = (v: Viewer) => v.apiToken === undefined;
/** DOMAIN.md §5's "projects seen". */
const viewsProject = (v: Viewer, p: ProjectRef) =>
  isAdmin(v) || isCelOf(v, p.organizationId) || (ownOrg(v, p.organizationId) && (seesAllOfClient(v) || ownsOrOnTeam(v, p)));

/** The resource each action is checked against (null: the action is not about one object). */
export interface ResourceOf {
  'users.screen': null;
  'user.manage': OrgRef;
  'user.manage-all': null;
  'admin.screens': null;
  'organization.manage': null;
  'organization.read': OrgRef;
  'client.view': OrgRef;
  'user.read': UserRef;
  'user.assign-role': RoleGrant;
  'provider.read': null;
  'provider.manage': null;
  'organization.impersonate': OrgRef;
  'impersonation.use': null;
  'impersonation.anyClient': null;
  'project.view': ProjectRef;
  'project.edit': ProjectRef;
  'project.finalize': ProjectRef;
  'project.markFel3Complete': ProjectRef;
  'project.deactivate': ProjectRef;
  'project.restore': ProjectRef;
  'project.create': OrgRef;
  'project.transfer': ProjectRef;
  'project.unfinalize': ProjectRef;
  'apiTokens.manage': OrgRef;
  'portfolio.view': OrgRef;
  'project.recordOutcome': ProjectRef;
  'outcomes.pool': null;
  'outcomes.poolOptIn': OrgRef;
  'outcomes.poolOptOut': OrgRef;
  'account.update-own': null;
  'presence.announce': ProjectRef;
  'sso.manage': OrgRef;
  'scim.provision': OrgRef;
  'report.submitReview': ProjectRef;
  'report.review': ReviewRef;
  'account.second-factors': null;
  'user.reset-second-factors': UserRef;
  'organization.second-factor-policy': OrgRef;
}
export type Action = keyof ResourceOf;

/** What a rule's resource is built from outside a service (the authorization matrix builds it from its fixtures). */
export type ResourceParts = { organizationId: string; project: ProjectRef; user: UserRef; grant: RoleGrant };
const none = (): null => null;
const organization = (p: ResourceParts): OrgRef => ({ organizationId: p.organizationId });
const project = (p: ResourceParts): ProjectRef => p.project;
const user = (p: ResourceParts): UserRef => p.user;
const grant = (p: ResourceParts): RoleGrant => p.grant;
/** A review's reviewer is the parts' user. */
const review = (p: ResourceParts): ReviewRef => ({ organizationId: p.user.organizationId, reviewerUserId: p.user.userId });

/**
 * How each action's resource is built from those parts: a new action without its line, or with a resource of
 * the wrong shape, is a type error, so a caller outside a service never hands a rule the wrong object.
 */
export const RESOURCE_FROM: { [A in Action]: (parts: ResourceParts) => ResourceOf[A] } = {
  'users.screen': none,
  'user.manage': organization,
  'user.manage-all': none,
  'admin.screens': none,
  'organization.manage': none,
  'organization.read': organization,
  'client.view': organization,
  'user.read': user,
  'user.assign-role': grant,
  'provider.read': none,
  'provider.manage': none,
  'organization.impersonate': organization,
  'impersonation.use': none,
  'impersonation.anyClient': none,
  'project.view': project,
  'project.edit': project,
  'project.finalize': project,
  'project.markFel3Complete': project,
  'project.deactivate': project,
  'project.restore': project,
  'project.create': organization,
  'project.transfer': project,
  'project.unfinalize': project,
  'apiTokens.manage': organization,
  'portfolio.view': organization,
  'project.recordOutcome': project,
  'outcomes.pool': none,
  'outcomes.poolOptIn': organization,
  'outcomes.poolOptOut': organization,
  'account.update-own': none,
  'presence.announce': project,
  'sso.manage': organization,
  'scim.provision': organization,
  'report.submitReview': project,
  'report.review': review,
  'account.second-factors': none,
  'user.reset-second-factors': user,
  'organization.second-factor-policy': organization,
};

export const permissions: { [A in Action]: (v: Viewer, r: ResourceOf[A]) => boolean } = {
  /** The Users screen and user list. */
  'users.screen': (v: Viewer) => isAdmin(v) || (!v.isProviderOrg && managesOwnUsers(v)),
  /** Create, edit, activate, approve, reset the password of users of an organization. */
  'user.manage': (v: Viewer, o: OrgRef) => managesUsersOf(v, o.organizationId),
  /** Manage the users of every organization at once (the Users screen lists them all). */
  'user.manage-all': (v: Viewer) => isAdmin(v),
  /** Admin screens (clients, IPA metrics, site settings): Admin; IPA Users read the clients they are CEL of. */
  'admin.screens': (v: Viewer) => isAdmin(v) || isIpaUser(v),
  /** Create and edit organizations, licences, CELs and company metrics. */
  'organization.manage': (v: Viewer) => isAdmin(v),
  /** Read an organization's details. */
  'organization.read': (v: Viewer, o: OrgRef) =>
    isAdmin(v) || isCelOf(v, o.organizationId) || v.organizationId === o.organizationId,
  /** A client on the admin screens (details, CELs, company metrics): Admin any; IPA User those it is CEL of. */
  'client.view': (v: Viewer, o: OrgRef) => isAdmin(v) || isCelOf(v, o.organizationId),
  /** A user's record: one's own, or a user one may manage. */
  'user.read': (v: Viewer, u: UserRef) => u.userId === v.userId || managesUsersOf(v, u.organizationId),
  /** Give a role (create, or change a user's role): Admin among spec §6's Admin list; user managers of a client among theirs. */
  'user.assign-role': (v: Viewer, g: RoleGrant) =>
    isAdmin(v)
      ? ADMIN_ASSIGNABLE_ROLES.includes(g.role)
      : ownOrg(v, g.organizationId) && managesOwnUsers(v) && CLIENT_ASSIGNABLE_ROLES.includes(g.role),
  /** Read the provider metrics on the admin screen (Admin, and IPA Users read-only). */
  'provider.read': (v: Viewer) => isAdmin(v) || isIpaUser(v),
  /** Provider metrics and site settings. */
  'provider.manage': (v: Viewer) => isAdmin(v),
  /** Work on another organization's data (client switcher). */
  'organization.impersonate': (v: Viewer, o: OrgRef) => isAdmin(v) || isCelOf(v, o.organizationId),
  /** Use the client switcher: Admin; an IPA User once it is CEL of at least one client. */
  'impersonation.use': (v: Viewer) => isAdmin(v) || (isIpaUser(v) && v.celOrganizationIds.size > 0),
  /** The switcher offers every client (otherwise only the clients the viewer is CEL of). */
  'impersonation.anyClient': (v: Viewer) => isAdmin(v),
  /** See a project. */
  'project.view': (v: Viewer, p: ProjectRef) => viewsProject(v, p),
  /** Edit a project's answers, details, team and sites. */
  'project.edit': (v: Viewer, p: ProjectRef) => editsProject(v, p),
  /** Finalize a project (read-only for everyone afterwards): those who may edit it. */
  'project.finalize': (v: Viewer, p: ProjectRef) => editsProject(v, p),
  /** Mark FEL 3 complete (once fully answered): those who may edit the project. */
  'project.markFel3Complete': (v: Viewer, p: ProjectRef) => editsProject(v, p),
  /** Deactivate a project (listed, read-only): those who may edit it. */
  'project.deactivate': (v: Viewer, p: ProjectRef) => editsProject(v, p),
  /** Reactivate a deactivated project: those who may edit it. */
  'project.restore': (v: Viewer, p: ProjectRef) => editsProject(v, p),
  /** Create or duplicate a project in an organization. */
  'project.create': (v: Viewer, o: OrgRef) => mayWrite(v) && (isAdmin(v) || (!isIpaUser(v) && ownOrg(v, o.organizationId))),
  /** Transfer a project's ownership. */
  'project.transfer': (v: Viewer, p: ProjectRef) =>
    mayWrite(v) && (isAdmin(v) || (ownOrg(v, p.organizationId) && (editsAllOfClient(v) || p.ownerUserId === v.userId))),
  /** Undo a finalize. */
  'project.unfinalize': (v: Viewer, p: ProjectRef) =>
    mayWrite(v) && (isAdmin(v) || (ownOrg(v, p.organizationId) && v.role === ROLE.CLIENT_ADMIN)),
  /** Create, list and revoke an organization's API tokens: its Client Admin, or an Admin; never a token. */
  'apiTokens.manage': (v: Viewer, o: OrgRef) =>
    isPerson(v) && (isAdmin(v) || (ownOrg(v, o.organizationId) && v.role === ROLE.CLIENT_ADMIN)),
  /**
   * The portfolio of a client (every active project it may see, with figures and actions): its Client Admin and
   * Super Users, its CEL, and an Admin working on it (not the provider's own organization, which has no projects).
   */
  'portfolio.view': (v: Viewer, o: OrgRef) =>
    (isAdmin(v) && !(v.isProviderOrg && o.organizationId === v.organizationId)) ||
    isCelOf(v, o.organizationId) ||
    (ownOrg(v, o.organizationId) && editsAllOfClient(v)),
  /**
   * Record a project's gate decisions and close-out (DOMAIN.md §3b): today those who may edit the project, and
   * also once it is finalized or deactivated (its own line, so that rule may part from editing later).
   */
  'project.recordOutcome': (v: Viewer, p: ProjectRef) => editsProject(v, p),
  /** The provider's pooled outcomes of the organizations that opted in (never naming one): Admins and CELs. */
  'outcomes.pool': (v: Viewer) => isAdmin(v) || isIpaUser(v),
  /** Opt an organization in to pooling its outcomes: its Client Admin or point of contact only. */
  'outcomes.poolOptIn': (v: Viewer, o: OrgRef) => isPerson(v) && ownOrg(v, o.organizationId) && managesOwnUsers(v),
  /** Opt it out again: its Client Admin or point of contact, or a provider Admin (who may not opt one in). */
  'outcomes.poolOptOut': (v: Viewer, o: OrgRef) => isPerson(v) && (isAdmin(v) || (ownOrg(v, o.organizationId) && managesOwnUsers(v))),
  /** Change one's own account (name, password): people only; an API token's principal has no account to change. */
  'account.update-own': (v: Viewer) => isPerson(v),
  /** Tell the others in a project's workspace "I am here, at this question": people who see the project, never a token. */
  'presence.announce': (v: Viewer, p: ProjectRef) => isPerson(v) && viewsProject(v, p),
  /**
   * An organization's single sign-on (identity provider, domains, group roles, enforcement): its Client Admin, or a
   * provider Admin for any client (who may also turn enforcement off when the identity provider fails); never a token.
   */
  'sso.manage': (v: Viewer, o: OrgRef) => isPerson(v) && (isAdmin(v) || (ownOrg(v, o.organizationId) && v.role === ROLE.CLIENT_ADMIN)),
  /**
   * SCIM 2.0 Users at /scim/v2 (create, list, replace, deactivate an organization's people): only its SCIM token, an
   * API token of scope scim; never a person's session, never a read or read-write token.
   */
  'scim.provision': (v: Viewer, o: OrgRef) => v.apiToken?.scope === 'scim' && ownOrg(v, o.organizationId),
  /** Submit a method 3 draft report for independent review (and see whom it may go to): those who may edit the project. */
  'report.submitReview': (v: Viewer, p: ProjectRef) => editsProject(v, p),
  /**
   * Review a submitted report (open the review screen, mark, sign off, return): only the person it was submitted
   * to, while a member of its organization or its CEL; never a token, never a provider Admin as such.
   */
  'report.review': (v: Viewer, r: ReviewRef) =>
    isPerson(v) && r.reviewerUserId === v.userId && (ownOrg(v, r.organizationId) || isCelOf(v, r.organizationId)),
  /** See and change one's own second factors (authenticator app, passkeys, recovery codes): people only. */
  'account.second-factors': (v: Viewer) => isPerson(v),
  /** Remove every second factor of a user who lost them (audited, mailed): provider Admins only. */
  'user.reset-second-factors': (v: Viewer) => isPerson(v) && isAdmin(v),
  /** An organization's second-factor policy (require one; refuse the emailed code): its Client Admin or point of contact, or a provider Admin. */
  'organization.second-factor-policy': (v: Viewer, o: OrgRef) => isPerson(v) && managesUsersOf(v, o.organizationId),
};
