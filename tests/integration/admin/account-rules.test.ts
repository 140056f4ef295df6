import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { createOrganization, createUser, TEST_PASSWORD } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { addToTeam, createProject } from '../../support/projects.ts';
import { clientAs, lastAudit } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

// DOMAIN.md §5–§6 rules an admin sets: "project owner only" (po_only) and an organization that requires a
// second factor for all of its users.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const UPDATE_USER = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { user { key poOnly } errors { field message } } }`;
const UPDATE_ORG = `mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { organization { key requiresSecondFactor } errors { field message } } }`;
const PROJECT_NAMES = '{ projects(first: 50) { nodes { name } } }';

describe('project owner only', () => {
  it('a Client Admin restricts a User to the projects it owns: team projects disappear from its list', async () => {
    const org = await createOrganization(app.db);
    const manager = await clientAs(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }));
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const owned = await createProject(app.db, { org, owner: user, name: 'Owned by the user' });
    const other = await createProject(app.db, { org, owner: await createUser(app.db, { role: ROLE.USER, org }), name: 'On its team' });
    await addToTeam(app.db, other, user);
    const asUser = await clientAs(app, user);
    expect(pick((await asUser.graphql(PROJECT_NAMES)).data, 'projects.nodes')).toHaveLength(2);
    const res = await manager.graphql(UPDATE_USER, { input: { key: user.id, name: user.name, username: user.email, userType: ROLE.USER, organization: org.id, poOnly: true } });
    expect(pick(res.data, 'updateUser.user.poOnly')).toBe(true);
    expect(pick((await asUser.graphql(PROJECT_NAMES)).data, 'projects.nodes')).toEqual([{ name: owned.name }]);
    expect((await asUser.get(`/api/project/${other.id}`)).status).toBe(404);
    expect((await lastAudit(app, user.id, 'user.update'))?.after).toMatchObject({ poOnly: true });
    // An edit that does not mention it keeps it (legacy body without po_only).
    await manager.post(`/api/admin/user/${user.id}/edit/`, { username: user.email, name: 'Renamed', user_type: 4, client: org.name });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.poOnly).toBe(true);
  });

  it('only a User or a Power User can be restricted', async () => {
    const org = await createOrganization(app.db);
    const manager = await clientAs(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }));
    const superUser = await createUser(app.db, { role: ROLE.SUPER_USER, org });
    const res = await manager.graphql(UPDATE_USER, { input: { key: superUser.id, name: superUser.name, username: superUser.email, userType: ROLE.SUPER_USER, organization: org.id, poOnly: true } });
    expect(pick(res.data, 'updateUser.errors')).toEqual([{ field: 'poOnly', message: 'Only Users and Power Users can be restricted to the projects they own' }]);
    const legacy = await manager.post('/api/admin/user/create/', { username: `po-${Date.now()}@example.com`, name: 'Owner O', user_type: 4, client: org.name, po_only: true });
    expect(legacy.status).toBe(200);
    const [created] = await app.db.select().from(users).where(eq(users.id, String(legacy.body.key)));
    expect(created?.poOnly).toBe(true);
  });
});

describe('an organization that requires a second factor', () => {
  it('an Admin turns it on: its users then sign in through the emailed code', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const admin = await clientAs(app, await createUser(app.db, { role: ROLE.ADMIN }));
    const before = await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(before.body.twofa).toBe(false);
    const res = await admin.graphql(UPDATE_ORG, {
      input: { key: org.id, name: org.name, subscription: org.subscription, licenseCreate: org.licenseCreate, licenseDue: org.licenseDue, plantNames: org.plantNames, licenseKey: org.licenseKey, requiresSecondFactor: true },
    });
    expect(pick(res.data, 'updateOrganization.organization.requiresSecondFactor')).toBe(true);
    const after = await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(after.body.twofa).toBe(true);
    const legacy = await admin.get('/api/admin/clients/');
    const listed = Array.isArray(legacy.body.clients) ? legacy.body.clients.find((c) => pick(c, 'key') === org.id) : null;
    expect(pick(listed, 'requires_2fa')).toBe(true);
  });
});
