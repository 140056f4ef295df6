import { BANK_VERSION } from '../../server/modules/questionnaire/bank/index.ts';
import { isProviderRole } from '../../server/policies/roles.ts';
import { eq } from 'drizzle-orm';
import type { Role } from '../../common/roles.ts';
import type { Db } from '../../server/db/client.ts';
import { projects, teamMembers, users, type Phase } from '../../server/db/schema/index.ts';
import type { ProjectRow } from '../../server/modules/projects/projects.queries.ts';
import type { OrganizationRow } from '../../server/modules/organizations/organizations.queries.ts';
import type { ApiClient } from './api-client.ts';
import { assignCel, createOrganization, createUser, type TestUser, unique } from './factories.ts';
import { signIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';
import { ROLE } from '../../common/roles.ts';

// Projects for tests: rows made directly (fast set-up), and a "world" with one signed-in user per role
// around one project, so each test can ask "who may do this" of every role of DOMAIN.md §5.

/** A project row of an organization (override anything). */
export async function createProject(db: Db, p: { org: OrganizationRow; owner: { id: string } } & Partial<typeof projects.$inferInsert>): Promise<ProjectRow> {
  const { org, owner, ...overrides } = p;
  const [row] = await db
    .insert(projects)
    .values({ organizationId: org.id, ownerUserId: owner.id, bankVersion: BANK_VERSION, name: unique('Project'), costRange: '1to5m', projectType: 'revamp', ...overrides })
    .returning();
  if (!row) throw new Error('project not created');
  return row;
}

/** Puts a user (by email) on a project's team for a phase. */
export async function addToTeam(db: Db, project: { id: string }, user: { email: string; name?: string }, phase: Phase = 'fel2'): Promise<void> {
  await db.insert(teamMembers).values({ projectId: project.id, phase, name: user.name ?? 'Team member', email: user.email });
}

/** Makes a provider user work on a client (what the client switcher stores). */
export async function impersonate(db: Db, user: { id: string }, org: OrganizationRow): Promise<void> {
  await db.update(users).set({ impersonatedOrganizationId: org.id }).where(eq(users.id, user.id));
}

export type Actor = { label: string; role: Role; user: TestUser; client: ApiClient };

/** The roles of DOMAIN.md §5 around one project owned by `owner` (a User) with `teamUser` on its team. */
export type ProjectWorld = {
  org: OrganizationRow;
  otherOrg: OrganizationRow;
  project: ProjectRow;
  admin: Actor;
  ipa: Actor;
  clientAdmin: Actor;
  owner: Actor;
  teamUser: Actor;
  otherUser: Actor;
  superUser: Actor;
  powerUser: Actor;
  /** A Client Admin of another organization. */
  outsider: Actor;
  all: Actor[];
};

async function actor(app: TestApp, label: string, role: Role, org: OrganizationRow): Promise<Actor> {
  const user = await createUser(app.db, { role, org: isProviderRole(role) ? undefined : org, name: `${label} ${unique('u')}` });
  return { label, role, user, client: app.client() };
}

/**
 * One organization with a user of every role (Admin and IPA User working on it), one project owned by
 * a User with another User on its team, and a Client Admin of another organization. Everyone signed in.
 */
export async function projectWorld(app: TestApp, overrides: Partial<typeof projects.$inferInsert> = {}): Promise<ProjectWorld> {
  const org = await createOrganization(app.db);
  const otherOrg = await createOrganization(app.db);
  const admin = await actor(app, 'Admin', ROLE.ADMIN, org);
  const ipa = await actor(app, 'IPA User', ROLE.IPA_USER, org);
  await impersonate(app.db, admin.user, org);
  await assignCel(app.db, org, ipa.user);
  await impersonate(app.db, ipa.user, org);
  const clientAdmin = await actor(app, 'Client Admin', ROLE.CLIENT_ADMIN, org);
  const owner = await actor(app, 'Owner (User)', ROLE.USER, org);
  const teamUser = await actor(app, 'Team member (User)', ROLE.USER, org);
  const otherUser = await actor(app, 'Other User', ROLE.USER, org);
  const superUser = await actor(app, 'Super User', ROLE.SUPER_USER, org);
  const powerUser = await actor(app, 'Power User', ROLE.POWER_USER, org);
  const outsider = await actor(app, 'Other organization', ROLE.CLIENT_ADMIN, otherOrg);
  const all = [admin, ipa, clientAdmin, owner, teamUser, otherUser, superUser, powerUser, outsider];
  await Promise.all(all.map((a) => signIn(app, a.user, a.client)));
  const project = await createProject(app.db, { org, owner: owner.user, ...overrides });
  await addToTeam(app.db, project, teamUser.user, 'fel2');
  return { org, otherOrg, project, admin, ipa, clientAdmin, owner, teamUser, otherUser, superUser, powerUser, outsider, all };
}

/** Reads a project row again (to check that nothing changed). */
export async function reloadProject(db: Db, id: string): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw new Error('project missing');
  return row;
}

/** Lets a provider user work on a client: CEL of it (IPA User) and switched to it. */
export async function assignCelAndImpersonate(db: Db, user: TestUser, org: OrganizationRow): Promise<void> {
  if (user.userType === ROLE.IPA_USER) await assignCel(db, org, user);
  await impersonate(db, user, org);
}
