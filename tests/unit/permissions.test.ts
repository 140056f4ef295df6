import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLE, type Role } from '../../common/roles.ts';
import { can } from '../../server/policies/authorize.ts';
import { permissions, type ProjectRef } from '../../server/policies/permissions.ts';
import type { Viewer } from '../../server/policies/viewer.ts';

// DOMAIN.md §5 as a table: every rule for every role, may and may not.

const PROVIDER = 'provider-org';
const CLIENT = 'client-org';
const OTHER = 'other-org';

function viewer(role: Role, extra: Partial<Viewer> = {}): Viewer {
  const provider = role === ROLE.ADMIN || role === ROLE.IPA_USER;
  return {
    userId: 'me',
    sessionId: 's',
    name: 'Me',
    email: 'me@example.com',
    role,
    organizationId: provider ? PROVIDER : CLIENT,
    isProviderOrg: provider,
    isPoc: false,
    poOnly: false,
    celOrganizationIds: new Set(role === ROLE.IPA_USER ? [CLIENT] : []),
    activeOrganizationId: provider ? PROVIDER : CLIENT,
    ...extra,
  };
}

const project = (p: Partial<ProjectRef> = {}): ProjectRef => ({ organizationId: CLIENT, ownerUserId: 'someone', viewerIsTeamMember: false, ...p });
const owned = project({ ownerUserId: 'me' });
const onTeam = project({ viewerIsTeamMember: true });
const notMine = project();
const otherOrg = project({ organizationId: OTHER, ownerUserId: 'me', viewerIsTeamMember: true });

describe('permission table (DOMAIN.md §5)', () => {
  it('users screen: Admin and Client Admin (and a POC), nobody else', () => {
    expect(ALL_ROLES.map((r) => can(viewer(r), 'users.screen', null))).toEqual([true, false, true, false, false, false]);
    expect(can(viewer(ROLE.USER, { isPoc: true }), 'users.screen', null)).toBe(true);
  });

  it('user management: Admin any organization; Client Admin and POC only their own', () => {
    expect(can(viewer(ROLE.ADMIN), 'user.manage', { organizationId: OTHER })).toBe(true);
    expect(can(viewer(ROLE.CLIENT_ADMIN), 'user.manage', { organizationId: CLIENT })).toBe(true);
    expect(can(viewer(ROLE.CLIENT_ADMIN), 'user.manage', { organizationId: OTHER })).toBe(false);
    expect(can(viewer(ROLE.SUPER_USER, { isPoc: true }), 'user.manage', { organizationId: CLIENT })).toBe(true);
    expect(ALL_ROLES.map((r) => can(viewer(r, { isPoc: true }), 'user.manage-all', null))).toEqual([true, false, false, false, false, false]);
    for (const r of [ROLE.IPA_USER, ROLE.USER, ROLE.SUPER_USER, ROLE.POWER_USER]) {
      expect(can(viewer(r), 'user.manage', { organizationId: CLIENT })).toBe(false);
    }
  });

  it('admin screens: Admin, and IPA Users read-only; organizations, metrics and settings managed by Admin only', () => {
    expect(ALL_ROLES.map((r) => can(viewer(r), 'admin.screens', null))).toEqual([true, true, false, false, false, false]);
    expect(ALL_ROLES.map((r) => can(viewer(r), 'organization.manage', null))).toEqual([true, false, false, false, false, false]);
    expect(ALL_ROLES.map((r) => can(viewer(r), 'provider.manage', null))).toEqual([true, false, false, false, false, false]);
  });

  it('impersonation: Admin any client; IPA User only clients it is CEL of; client roles never', () => {
    expect(can(viewer(ROLE.ADMIN), 'organization.impersonate', { organizationId: OTHER })).toBe(true);
    expect(can(viewer(ROLE.IPA_USER), 'organization.impersonate', { organizationId: CLIENT })).toBe(true);
    expect(can(viewer(ROLE.IPA_USER), 'organization.impersonate', { organizationId: OTHER })).toBe(false);
    for (const r of [ROLE.CLIENT_ADMIN, ROLE.USER, ROLE.SUPER_USER, ROLE.POWER_USER]) expect(can(viewer(r), 'organization.impersonate', { organizationId: CLIENT })).toBe(false);
  });

  it('client switcher: Admin (every client); IPA User only once CEL of a client (its CEL clients); client roles never', () => {
    expect(ALL_ROLES.map((r) => can(viewer(r), 'impersonation.use', null))).toEqual([true, true, false, false, false, false]);
    expect(can(viewer(ROLE.IPA_USER, { celOrganizationIds: new Set() }), 'impersonation.use', null)).toBe(false);
    expect(can(viewer(ROLE.CLIENT_ADMIN, { isPoc: true }), 'impersonation.use', null)).toBe(false);
    expect(ALL_ROLES.map((r) => can(viewer(r), 'impersonation.anyClient', null))).toEqual([true, false, false, false, false, false]);
  });

  it('project visibility per role', () => {
    const sees = (v: Viewer) => [owned, onTeam, notMine, otherOrg].map((p) => can(v, 'project.view', p));
    expect(sees(viewer(ROLE.ADMIN))).toEqual([true, true, true, true]);
    expect(sees(viewer(ROLE.IPA_USER))).toEqual([true, true, true, false]);
    expect(sees(viewer(ROLE.CLIENT_ADMIN))).toEqual([true, true, true, false]);
    expect(sees(viewer(ROLE.USER))).toEqual([true, true, false, false]);
    expect(sees(viewer(ROLE.SUPER_USER))).toEqual([true, true, true, false]);
    expect(sees(viewer(ROLE.POWER_USER))).toEqual([true, true, true, false]);
    expect(sees(viewer(ROLE.USER, { poOnly: true }))).toEqual([true, false, false, false]);
    expect(sees(viewer(ROLE.POWER_USER, { poOnly: true }))).toEqual([true, false, false, false]);
  });

  it('project editing per role: IPA User reads only; User and Power User owned + team', () => {
    const edits = (v: Viewer) => [owned, onTeam, notMine, otherOrg].map((p) => can(v, 'project.edit', p));
    expect(edits(viewer(ROLE.ADMIN))).toEqual([true, true, true, true]);
    expect(edits(viewer(ROLE.IPA_USER))).toEqual([false, false, false, false]);
    expect(edits(viewer(ROLE.CLIENT_ADMIN))).toEqual([true, true, true, false]);
    expect(edits(viewer(ROLE.USER))).toEqual([true, true, false, false]);
    expect(edits(viewer(ROLE.SUPER_USER))).toEqual([true, true, true, false]);
    expect(edits(viewer(ROLE.POWER_USER))).toEqual([true, true, false, false]);
    expect(edits(viewer(ROLE.POWER_USER, { poOnly: true }))).toEqual([true, false, false, false]);
  });

  it('finalize, mark FEL 3 complete, deactivate and restore: each its own line, today those who may edit the project', () => {
    const byRole = (action: 'project.finalize' | 'project.markFel3Complete' | 'project.deactivate' | 'project.restore') => (v: Viewer) =>
      [owned, onTeam, notMine, otherOrg].map((p) => can(v, action, p));
    for (const action of ['project.finalize', 'project.markFel3Complete', 'project.deactivate', 'project.restore'] as const) {
      const rows = byRole(action);
      expect(rows(viewer(ROLE.ADMIN)), action).toEqual([true, true, true, true]);
      expect(rows(viewer(ROLE.IPA_USER)), action).toEqual([false, false, false, false]);
      expect(rows(viewer(ROLE.CLIENT_ADMIN)), action).toEqual([true, true, true, false]);
      expect(rows(viewer(ROLE.USER)), action).toEqual([true, true, false, false]);
      expect(rows(viewer(ROLE.SUPER_USER)), action).toEqual([true, true, true, false]);
      expect(rows(viewer(ROLE.POWER_USER)), action).toEqual([true, true, false, false]);
      expect(rows(viewer(ROLE.POWER_USER, { poOnly: true })), action).toEqual([true, false, false, false]);
    }
  });

  it('create, transfer and unfinalize', () => {
    const creates = ALL_ROLES.map((r) => can(viewer(r), 'project.create', { organizationId: CLIENT }));
    expect(creates).toEqual([true, false, true, true, true, true]);
    expect(can(viewer(ROLE.CLIENT_ADMIN), 'project.create', { organizationId: OTHER })).toBe(false);
    const transfers = (v: Viewer) => [owned, notMine, otherOrg].map((p) => can(v, 'project.transfer', p));
    expect(transfers(viewer(ROLE.ADMIN))).toEqual([true, true, true]);
    expect(transfers(viewer(ROLE.IPA_USER))).toEqual([false, false, false]);
    expect(transfers(viewer(ROLE.CLIENT_ADMIN))).toEqual([true, true, false]);
    expect(transfers(viewer(ROLE.USER))).toEqual([true, false, false]);
    expect(transfers(viewer(ROLE.SUPER_USER))).toEqual([true, true, false]);
    expect(transfers(viewer(ROLE.POWER_USER))).toEqual([true, false, false]);
    const unfinalizes = ALL_ROLES.map((r) => can(viewer(r), 'project.unfinalize', notMine));
    expect(unfinalizes).toEqual([true, false, true, false, false, false]);
  });

  it('clients on the admin screens: Admin any; IPA User only those it is CEL of; client roles never', () => {
    expect(ALL_ROLES.map((r) => can(viewer(r), 'client.view', { organizationId: CLIENT }))).toEqual([true, true, false, false, false, false]);
    expect(ALL_ROLES.map((r) => can(viewer(r), 'client.view', { organizationId: OTHER }))).toEqual([true, false, false, false, false, false]);
    expect(can(viewer(ROLE.CLIENT_ADMIN, { isPoc: true }), 'client.view', { organizationId: CLIENT })).toBe(false);
  });

  it("an organization's details: Admin any; IPA User its own and the clients it is CEL of; client roles their own only", () => {
    const reads = (organizationId: string) => ALL_ROLES.map((r) => can(viewer(r), 'organization.read', { organizationId }));
    expect(reads(CLIENT)).toEqual([true, true, true, true, true, true]);
    expect(reads(OTHER)).toEqual([true, false, false, false, false, false]);
    expect(reads(PROVIDER)).toEqual([true, true, false, false, false, false]);
    expect(can(viewer(ROLE.IPA_USER, { celOrganizationIds: new Set() }), 'organization.read', { organizationId: CLIENT })).toBe(false);
    expect(can(viewer(ROLE.USER, { poOnly: true }), 'organization.read', { organizationId: CLIENT })).toBe(true);
    expect(can(viewer(ROLE.CLIENT_ADMIN, { isPoc: true }), 'organization.read', { organizationId: OTHER })).toBe(false);
    expect(can(viewer(ROLE.SUPER_USER, { apiToken: { id: 't', scope: 'read' } }), 'organization.read', { organizationId: CLIENT })).toBe(true);
  });

  it('provider metrics: Admin and IPA User read, only Admin writes', () => {
    expect(ALL_ROLES.map((r) => can(viewer(r), 'provider.read', null))).toEqual([true, true, false, false, false, false]);
  });

  it('a user record: one\'s own for everyone; others only for those who manage that organization\'s users', () => {
    for (const r of ALL_ROLES) expect(can(viewer(r), 'user.read', { organizationId: CLIENT, userId: 'me' })).toBe(true);
    const someoneInClient = { organizationId: CLIENT, userId: 'someone' };
    expect(ALL_ROLES.map((r) => can(viewer(r), 'user.read', someoneInClient))).toEqual([true, false, true, false, false, false]);
    expect(can(viewer(ROLE.CLIENT_ADMIN), 'user.read', { organizationId: OTHER, userId: 'someone' })).toBe(false);
    expect(can(viewer(ROLE.POWER_USER, { isPoc: true }), 'user.read', someoneInClient)).toBe(true);
  });

  it('role choices (spec §6): Admin among Admin, IPA User, User, Super User, Power User; managers of a client among Client Admin, User, Super User of their own', () => {
    const grants = (v: Viewer, organizationId: string) => ALL_ROLES.map((role) => can(v, 'user.assign-role', { organizationId, role }));
    expect(grants(viewer(ROLE.ADMIN), OTHER)).toEqual([true, true, false, true, true, true]);
    expect(grants(viewer(ROLE.CLIENT_ADMIN), CLIENT)).toEqual([false, false, true, true, true, false]);
    expect(grants(viewer(ROLE.USER, { isPoc: true }), CLIENT)).toEqual([false, false, true, true, true, false]);
    expect(grants(viewer(ROLE.CLIENT_ADMIN), OTHER)).toEqual([false, false, false, false, false, false]);
    for (const r of [ROLE.IPA_USER, ROLE.USER, ROLE.SUPER_USER, ROLE.POWER_USER]) {
      expect(grants(viewer(r), CLIENT)).toEqual([false, false, false, false, false, false]);
    }
  });
});

describe('rows of this table', () => {
  it('every action of the permission table has a row in this file', () => {
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    expect(Object.keys(permissions).filter((action) => !source.includes(`'${action}'`))).toEqual([]);
  });
});

describe('API tokens (a service principal with a Super User\'s view, read or read-write)', () => {
  const token = (scope: 'read' | 'read-write') => viewer(ROLE.SUPER_USER, { apiToken: { id: 't', scope } });

  it('token management: Admin (any client) and the Client Admin of the organization; never a token', () => {
    expect(ALL_ROLES.map((r) => can(viewer(r), 'apiTokens.manage', { organizationId: CLIENT }))).toEqual([true, false, true, false, false, false]);
    expect(can(viewer(ROLE.CLIENT_ADMIN), 'apiTokens.manage', { organizationId: OTHER })).toBe(false);
    expect(can(viewer(ROLE.USER, { isPoc: true }), 'apiTokens.manage', { organizationId: CLIENT })).toBe(false);
    expect(can(viewer(ROLE.CLIENT_ADMIN, { apiToken: { id: 't', scope: 'read-write' } }), 'apiTokens.manage', { organizationId: CLIENT })).toBe(false);
    expect(can(token('read-write'), 'apiTokens.manage', { organizationId: CLIENT })).toBe(false);
  });

  it('single sign-on: Admin (any client) and the Client Admin of the organization; not a point of contact, never a token', () => {
    expect(ALL_ROLES.map((r) => can(viewer(r), 'sso.manage', { organizationId: CLIENT }))).toEqual([true, false, true, false, false, false]);
    expect(can(viewer(ROLE.ADMIN), 'sso.manage', { organizationId: OTHER })).toBe(true);
    expect(can(viewer(ROLE.CLIENT_ADMIN), 'sso.manage', { organizationId: OTHER })).toBe(false);
    expect(can(viewer(ROLE.IPA_USER), 'sso.manage', { organizationId: CLIENT })).toBe(false);
    expect(can(viewer(ROLE.USER, { isPoc: true }), 'sso.manage', { organizationId: CLIENT })).toBe(false);
    expect(can(token('read-write'), 'sso.manage', { organizationId: CLIENT })).toBe(false);
  });

  it("SCIM provisioning: only the organization's token of scope scim; no person, no read or read-write token, no other organization's", () => {
    const scim = viewer(ROLE.SUPER_USER, { apiToken: { id: 't', scope: 'scim' } });
    expect(can(scim, 'scim.provision', { organizationId: CLIENT })).toBe(true);
    expect(can(scim, 'scim.provision', { organizationId: OTHER })).toBe(false);
    expect(ALL_ROLES.map((r) => can(viewer(r), 'scim.provision', { organizationId: CLIENT }))).toEqual([false, false, false, false, false, false]);
    expect(can(token('read-write'), 'scim.provision', { organizationId: CLIENT })).toBe(false);
    expect(can(token('read'), 'scim.provision', { organizationId: CLIENT })).toBe(false);
    // Nor may it manage tokens or single sign-on.
    expect(can(scim, 'apiTokens.manage', { organizationId: CLIENT })).toBe(false);
    expect(can(scim, 'sso.manage', { organizationId: CLIENT })).toBe(false);
    // Nor read anything its service principal's role (Super User) would read, on a route that skipped the gate.
    expect(can(token('read'), 'project.view', owned)).toBe(true);
    expect(can(scim, 'project.view', owned)).toBe(false);
    expect(can(scim, 'project.view', notMine)).toBe(false);
  });

  it("a token's principal is no person: it changes no account of its own and announces no presence, whatever its scope", () => {
    expect(ALL_ROLES.every((r) => can(viewer(r), 'account.update-own', null))).toBe(true);
    expect(can(token('read-write'), 'account.update-own', null)).toBe(false);
    for (const p of [owned, onTeam, notMine, otherOrg]) {
      expect(ALL_ROLES.map((r) => can(viewer(r), 'presence.announce', p))).toEqual(ALL_ROLES.map((r) => can(viewer(r), 'project.view', p)));
      expect(can(token('read-write'), 'presence.announce', p)).toBe(false);
    }
  });

  it("second factors: one's own for every person; a reset by provider Admins; the policy by an organization's user managers", () => {
    expect(ALL_ROLES.every((r) => can(viewer(r), 'account.second-factors', null))).toBe(true);
    expect(can(token('read-write'), 'account.second-factors', null)).toBe(false);
    const someone = { organizationId: CLIENT, userId: 'someone' };
    expect(ALL_ROLES.map((r) => can(viewer(r), 'user.reset-second-factors', someone))).toEqual([true, false, false, false, false, false]);
    expect(can(viewer(ROLE.USER, { isPoc: true }), 'user.reset-second-factors', someone)).toBe(false);
    expect(ALL_ROLES.map((r) => can(viewer(r), 'organization.second-factor-policy', { organizationId: CLIENT }))).toEqual([true, false, true, false, false, false]);
    expect(can(viewer(ROLE.USER, { isPoc: true }), 'organization.second-factor-policy', { organizationId: CLIENT })).toBe(true);
    expect(can(viewer(ROLE.CLIENT_ADMIN), 'organization.second-factor-policy', { organizationId: OTHER })).toBe(false);
    expect(can(token('read-write'), 'organization.second-factor-policy', { organizationId: CLIENT })).toBe(false);
  });

  it('a read token sees what a Super User sees and changes nothing; a read-write token edits what a Super User edits', () => {
    for (const p of [owned, onTeam, notMine]) {
      expect(can(token('read'), 'project.view', p)).toBe(true);
      expect(can(token('read'), 'project.edit', p)).toBe(false);
      expect(can(token('read'), 'project.transfer', p)).toBe(false);
      expect(can(token('read-write'), 'project.edit', p)).toBe(can(viewer(ROLE.SUPER_USER), 'project.edit', p));
      expect(can(token('read-write'), 'project.transfer', p)).toBe(can(viewer(ROLE.SUPER_USER), 'project.transfer', p));
    }
    expect(can(token('read'), 'project.create', { organizationId: CLIENT })).toBe(false);
    expect(can(token('read-write'), 'project.create', { organizationId: CLIENT })).toBe(true);
    expect(can(token('read-write'), 'project.unfinalize', notMine)).toBe(false);
    expect(can(token('read-write'), 'project.view', otherOrg)).toBe(false);
    for (const action of ['users.screen', 'admin.screens', 'impersonation.use', 'provider.read'] as const) {
      expect(can(token('read-write'), action, null)).toBe(false);
    }
    expect(can(token('read-write'), 'user.manage', { organizationId: CLIENT })).toBe(false);
  });
});

describe('portfolio', () => {
  it('Client Admin and Super User of the client, its CEL and an Admin working on it; not Users, Power Users, other clients, nor the provider itself', () => {
    const atClient = (r: Role) => (r === ROLE.ADMIN || r === ROLE.IPA_USER ? viewer(r, { activeOrganizationId: CLIENT }) : viewer(r));
    expect(ALL_ROLES.map((r) => can(atClient(r), 'portfolio.view', { organizationId: CLIENT }))).toEqual([true, true, true, false, true, false]);
    expect(ALL_ROLES.map((r) => can(atClient(r), 'portfolio.view', { organizationId: OTHER }))).toEqual([true, false, false, false, false, false]);
    expect(can(viewer(ROLE.ADMIN), 'portfolio.view', { organizationId: PROVIDER })).toBe(false);
    expect(can(viewer(ROLE.USER, { isPoc: true }), 'portfolio.view', { organizationId: CLIENT })).toBe(false);
  });
});

describe('outcomes (DOMAIN.md §3b)', () => {
  it('gate decisions and close-outs: those who may edit the project (the state rules, finalized or deactivated, do not apply)', () => {
    const records = (v: Viewer) => [owned, onTeam, notMine, otherOrg].map((p) => can(v, 'project.recordOutcome', p));
    expect(records(viewer(ROLE.ADMIN))).toEqual([true, true, true, true]);
    expect(records(viewer(ROLE.IPA_USER))).toEqual([false, false, false, false]);
    expect(records(viewer(ROLE.CLIENT_ADMIN))).toEqual([true, true, true, false]);
    expect(records(viewer(ROLE.USER))).toEqual([true, true, false, false]);
    expect(records(viewer(ROLE.SUPER_USER))).toEqual([true, true, true, false]);
    expect(records(viewer(ROLE.POWER_USER))).toEqual([true, true, false, false]);
    expect(records(viewer(ROLE.USER, { poOnly: true }))).toEqual([true, false, false, false]);
    expect(can(viewer(ROLE.SUPER_USER, { apiToken: { id: 't', scope: 'read' } }), 'project.recordOutcome', notMine)).toBe(false);
  });

  it('the pooled provider view: Admins and CELs (IPA Users); no client role, no token', () => {
    expect(ALL_ROLES.map((r) => can(viewer(r), 'outcomes.pool', null))).toEqual([true, true, false, false, false, false]);
    expect(can(viewer(ROLE.SUPER_USER, { apiToken: { id: 't', scope: 'read-write' } }), 'outcomes.pool', null)).toBe(false);
  });

  it('pooling: the Client Admin or point of contact opts its own organization in or out; a provider Admin may only opt one out', () => {
    const own = { organizationId: CLIENT };
    expect(ALL_ROLES.map((r) => can(viewer(r), 'outcomes.poolOptIn', own))).toEqual([false, false, true, false, false, false]);
    expect(ALL_ROLES.map((r) => can(viewer(r), 'outcomes.poolOptOut', own))).toEqual([true, false, true, false, false, false]);
    expect(can(viewer(ROLE.USER, { isPoc: true }), 'outcomes.poolOptIn', own)).toBe(true);
    expect(can(viewer(ROLE.CLIENT_ADMIN), 'outcomes.poolOptIn', { organizationId: OTHER })).toBe(false);
    expect(can(viewer(ROLE.CLIENT_ADMIN), 'outcomes.poolOptOut', { organizationId: OTHER })).toBe(false);
    expect(can(viewer(ROLE.ADMIN), 'outcomes.poolOptOut', { organizationId: OTHER })).toBe(true);
    expect(can(viewer(ROLE.CLIENT_ADMIN, { apiToken: { id: 't', scope: 'read-write' } }), 'outcomes.poolOptIn', own)).toBe(false);
  });
});

describe('independent review (DOMAIN.md §3a)', () => {
  it('submitting for review (and seeing whom to): those who may edit the project; a read token not', () => {
    for (const p of [owned, onTeam, notMine, otherOrg]) {
      expect(ALL_ROLES.map((r) => can(viewer(r), 'report.submitReview', p))).toEqual(ALL_ROLES.map((r) => can(viewer(r), 'project.edit', p)));
    }
    expect(can(viewer(ROLE.SUPER_USER, { apiToken: { id: 't', scope: 'read' } }), 'report.submitReview', notMine)).toBe(false);
  });

  it('reviewing: only the person it was submitted to, of the organization or its CEL; never an Admin as such, never a token', () => {
    const to = (v: Viewer, organizationId = CLIENT) => can(v, 'report.review', { organizationId, reviewerUserId: v.userId });
    expect(ALL_ROLES.map((r) => to(viewer(r)))).toEqual([false, true, true, true, true, true]);
    expect(ALL_ROLES.map((r) => to(viewer(r), OTHER))).toEqual([false, false, false, false, false, false]);
    expect(ALL_ROLES.map((r) => can(viewer(r), 'report.review', { organizationId: CLIENT, reviewerUserId: 'someone else' }))).toEqual([false, false, false, false, false, false]);
    expect(to(viewer(ROLE.SUPER_USER, { apiToken: { id: 't', scope: 'read-write' } }))).toBe(false);
  });
});
