import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { adminSuite } from '../../support/admin-actors.ts';
import { createOrganization, createUser, unique } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { ROLE } from '../../../common/roles.ts';

const suite = adminSuite();

const LIST = `query($filter: UserFilter, $sort: UserSort, $page: Int, $pageSize: Int) {
  adminUsers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    total page pageSize nodes { key name username roleLabel status lastLogin failedLoginAttempts client { key name } }
  }
}`;
const CSV = `query($filter: UserFilter, $sort: UserSort) { adminUsersCsv(filter: $filter, sort: $sort) { filename content rows } }`;

type Row = { key: string; name: string; username: string; roleLabel: string; status: string; client: { name: string } };
const rowsOf = (data: unknown): Row[] => {
  const nodes = pick(data, 'adminUsers.nodes');
  return Array.isArray(nodes) ? nodes : [];
};

/** An organization with users whose fields differ in every sortable way. */
async function sortableSet() {
  const org = await createOrganization(suite.app.db, { name: unique('Sortable') });
  const p = unique('s').toLowerCase();
  const specs = [
    { name: 'Carla', role: ROLE.SUPER_USER, status: 'active' as const, lastLogin: new Date('2026-03-01T00:00:00Z'), failed: 2 },
    { name: 'alice', role: ROLE.USER, status: 'inactive' as const, lastLogin: null, failed: 0 },
    { name: 'Bob', role: ROLE.CLIENT_ADMIN, status: 'pending' as const, lastLogin: new Date('2026-01-01T00:00:00Z'), failed: 7 },
  ];
  const created = [];
  for (const [i, s] of specs.entries()) {
    const u = await createUser(suite.app.db, { role: s.role, org, status: s.status, name: `${s.name} ${p}`, email: `${String.fromCharCode(122 - i)}-${p}@example.com` });
    await suite.app.db.update(users).set({ lastLogin: s.lastLogin, failedLoginAttempts: s.failed, createdAt: new Date(Date.UTC(2025, 0, 10 - i)) }).where(eq(users.id, u.id));
    created.push(u);
  }
  return { org, names: specs.map((s) => `${s.name} ${p}`) };
}

describe('Users screen list (server-side paging, sorting, filtering)', () => {
  it('pages 5/10/25/50 with the total, default 10, sorted by name', async () => {
    const org = await createOrganization(suite.app.db, { name: unique('Paging') });
    const names = Array.from({ length: 12 }, (_, i) => `Pager ${String(i + 1).padStart(2, '0')}`);
    for (const name of [...names].reverse()) await createUser(suite.app.db, { role: ROLE.USER, org, name });
    const filter = { organizationKey: org.id };
    const first = await suite.actors.as.admin.graphql(LIST, { filter });
    expect(pick(first.data, 'adminUsers.total')).toBe(12);
    expect(pick(first.data, 'adminUsers.pageSize')).toBe(10);
    expect(rowsOf(first.data).map((r) => r.name)).toEqual(names.slice(0, 10));
    const pages = [];
    for (const page of [0, 1, 2]) pages.push(rowsOf((await suite.actors.as.admin.graphql(LIST, { filter, page, pageSize: 5 })).data).map((r) => r.name));
    expect(pages).toEqual([names.slice(0, 5), names.slice(5, 10), names.slice(10)]);
    const bad = await suite.actors.as.admin.graphql(LIST, { filter, pageSize: 1000 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });

  it('sorts by every column of spec §9, both ways', async () => {
    const { org, names } = await sortableSet();
    const [carla, alice, bob] = names;
    const order = async (field: string, descending: boolean) =>
      rowsOf((await suite.actors.as.admin.graphql(LIST, { filter: { organizationKey: org.id }, sort: { field, descending } })).data).map((r) => r.name);
    expect(await order('name', false)).toEqual([alice, bob, carla]);
    expect(await order('name', true)).toEqual([carla, bob, alice]);
    expect(await order('email', false)).toEqual([bob, alice, carla]);
    expect(await order('role', false)).toEqual([bob, carla, alice]);
    expect(await order('lastLogin', false)).toEqual([alice, bob, carla]);
    expect(await order('lastLogin', true)).toEqual([carla, bob, alice]);
    expect(await order('status', false)).toEqual([carla, alice, bob]);
    expect(await order('created', false)).toEqual([bob, alice, carla]);
    expect(await order('failedLogins', true)).toEqual([bob, carla, alice]);
    const bad = await suite.actors.as.admin.graphql(LIST, { sort: { field: 'password', descending: false } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sorts by organization and filters by email and organization, as substrings in any case', async () => {
    const tag = unique('zq').toLowerCase();
    const orgB = await createOrganization(suite.app.db, { name: `Beta ${tag}` });
    const orgA = await createOrganization(suite.app.db, { name: `alpha ${tag}` });
    await createUser(suite.app.db, { role: ROLE.USER, org: orgB, name: 'In Beta', email: `one.${tag}@example.com` });
    await createUser(suite.app.db, { role: ROLE.USER, org: orgA, name: 'In Alpha', email: `two.${tag}@other.example` });
    const byOrg = await suite.actors.as.admin.graphql(LIST, { filter: { organization: tag.toUpperCase() }, sort: { field: 'organization', descending: false } });
    expect(rowsOf(byOrg.data).map((r) => r.client.name)).toEqual([`alpha ${tag}`, `Beta ${tag}`]);
    const byEmail = await suite.actors.as.admin.graphql(LIST, { filter: { email: `TWO.${tag.toUpperCase()}@OTHER` } });
    expect(rowsOf(byEmail.data).map((r) => r.name)).toEqual(['In Alpha']);
    const both = await suite.actors.as.admin.graphql(LIST, { filter: { email: '@example.com', organization: `beta ${tag}` } });
    expect(rowsOf(both.data).map((r) => r.name)).toEqual(['In Beta']);
    // Pattern characters are taken literally.
    const literal = await suite.actors.as.admin.graphql(LIST, { filter: { email: '%' } });
    expect(pick(literal.data, 'adminUsers.total')).toBe(0);
  });

  it('a Client Admin and the POC see only their organization; another organization stays invisible', async () => {
    for (const actor of ['clientAdmin', 'poc'] as const) {
      const res = await suite.actors.as[actor].graphql(LIST, { pageSize: 50 });
      const rows = rowsOf(res.data);
      expect(pick(res.data, 'adminUsers.total')).toBe(5);
      expect(new Set(rows.map((r) => r.client.name))).toEqual(new Set([suite.actors.org.name]));
      const other = await suite.actors.as[actor].graphql(LIST, { filter: { organizationKey: suite.actors.otherOrg.id } });
      expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const byName = await suite.actors.as[actor].graphql(LIST, { filter: { organization: suite.actors.otherOrg.name } });
      expect(pick(byName.data, 'adminUsers.total')).toBe(0);
    }
    const mine = await suite.actors.as.otherClientAdmin.graphql(LIST, {});
    expect(rowsOf(mine.data).map((r) => r.key)).toEqual([suite.actors.users.otherClientAdmin.id]);
  });

  it('refuses the roles without a Users screen (IPA User, User, Super User, Power User) and anonymous callers', async () => {
    for (const actor of ['ipaCel', 'user', 'superUser', 'powerUser'] as const) {
      const res = await suite.actors.as[actor].graphql(LIST, {});
      expect(res.errors?.[0]?.extensions?.code, actor).toBe('FORBIDDEN');
      const legacy = await suite.actors.as[actor].post('/api/admin/users/', {});
      expect(legacy.status, actor).toBe(403);
      expect((await suite.actors.as[actor].graphql(CSV, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await suite.app.client().graphql(LIST, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await suite.app.client().post('/api/admin/users/', {})).status).toBe(401);
  });

  it('POST /api/admin/users/ answers every user in the legacy shape, narrowed by an optional client', async () => {
    const all = await suite.actors.as.admin.post('/api/admin/users/', { client: suite.actors.org.name });
    expect(all.status).toBe(200);
    const list = all.body.users;
    expect(Array.isArray(list) && list.length).toBe(5);
    const poc = Array.isArray(list) ? list.find((u) => pick(u, 'key') === suite.actors.users.poc.id) : null;
    expect(poc).toMatchObject({ name: suite.actors.users.poc.name, username: suite.actors.users.poc.email, user_type: 4, client: { key: suite.actors.org.id, name: suite.actors.org.name }, active: true, last_login: null });
    const byKey = await suite.actors.as.admin.post('/api/admin/users/', { client: suite.actors.otherOrg.id });
    expect(pick(byKey.body, 'users.0.key')).toBe(suite.actors.users.otherClientAdmin.id);
    const own = await suite.actors.as.clientAdmin.post('/api/admin/users/');
    expect(Array.isArray(own.body.users) && own.body.users.length).toBe(5);
    const foreign = await suite.actors.as.clientAdmin.post('/api/admin/users/', { client: suite.actors.otherOrg.name });
    expect(foreign.status).toBe(404);
    const bad = await suite.actors.as.admin.post('/api/admin/users/', { sort: { field: 'nope', descending: 1 } });
    expect(bad.status).toBe(400);
  });
});

describe('Users export (CSV)', () => {
  it('exports the filtered set in the list order as ipa_metrics_users_{timestamp}.csv', async () => {
    const { org, names } = await sortableSet();
    const res = await suite.actors.as.admin.graphql(CSV, { filter: { organizationKey: org.id }, sort: { field: 'name', descending: true } });
    const file = pick(res.data, 'adminUsersCsv');
    expect(pick(file, 'filename')).toMatch(/^ipa_metrics_users_\d{8}T\d{6}\.csv$/);
    expect(pick(file, 'rows')).toBe(3);
    const lines = String(pick(file, 'content')).trim().split('\n');
    expect(lines[0]).toBe('Name,Email,Organization,Role,Status');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([names[0], names[2], names[1]]);
    expect(lines[1]).toMatch(new RegExp(`^${names[0]},z-.*@example.com,${org.name},Super User,Active$`));
  });

  it('a Client Admin exports only its organization; cells that spreadsheets would run as formulas stay text', async () => {
    await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.otherOrg, name: '=HYPERLINK("http://evil.example")' });
    const own = await suite.actors.as.clientAdmin.graphql(CSV, {});
    expect(pick(own.data, 'adminUsersCsv.rows')).toBe(5);
    expect(String(pick(own.data, 'adminUsersCsv.content'))).not.toContain(suite.actors.otherOrg.name);
    const admin = await suite.actors.as.admin.graphql(CSV, { filter: { organizationKey: suite.actors.otherOrg.id } });
    expect(String(pick(admin.data, 'adminUsersCsv.content'))).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});
