import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../../server/db/schema/index.ts';
import { ACTOR_NAMES, adminSuite } from '../../support/admin-actors.ts';
import { createOrganization, createUser, unique } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { withMailServerDown } from '../../support/failing-mail.ts';
import { lastAudit } from '../../support/sessions.ts';
import { ROLE } from '../../../common/roles.ts';

const suite = adminSuite();

const LIST = `query($filter: OrganizationFilter, $sort: OrganizationSort, $page: Int, $pageSize: Int) {
  adminOrganizations(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { total nodes { key name licenseKey subscription subscriptionLabel licenseDue created notes viewerCanManage } }
}`;
const CREATE = `mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { key name licenseKey plantNames subscription licenseCreate licenseDue licenseRenew notes } errors { field message code } } }`;
const UPDATE = `mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { organization { key name plantNames poc { key } } warning errors { field message code } } }`;
const REGENERATE = `mutation($key: ID!) { regenerateLicenseKey(input: { key: $key }) { organization { licenseKey } errors { message } } }`;

const orgInput = (over: Record<string, unknown> = {}) => ({
  name: unique('New Org'),
  subscription: 2,
  licenseCreate: '2026-01-01',
  licenseDue: '2027-01-01',
  licenseRenew: null,
  plantNames: ['North Plant'],
  notes: 'first notes',
  ...over,
});
const names = (data: unknown) => {
  const nodes = pick(data, 'adminOrganizations.nodes');
  return Array.isArray(nodes) ? nodes.map((n) => pick(n, 'name')) : [];
};
const orgRow = async (id: string) => (await suite.app.db.select().from(organizations).where(eq(organizations.id, id)))[0];

describe('Organizations list', () => {
  it('pages, searches by name (any case) and sorts by name, created, licence expiry and subscription', async () => {
    const tag = unique('lst').toLowerCase();
    const day = (d: number) => new Date(Date.UTC(2025, 0, d));
    const a = await createOrganization(suite.app.db, { name: `b ${tag}`, subscription: 0, licenseDue: '2030-01-01', createdAt: day(3) });
    const b = await createOrganization(suite.app.db, { name: `A ${tag}`, subscription: 2, licenseDue: '2031-01-01', createdAt: day(1) });
    const c = await createOrganization(suite.app.db, { name: `c ${tag}`, subscription: 2, licenseDue: '2029-01-01', createdAt: day(2) });
    const order = async (field: string | null, descending = false) =>
      names((await suite.actors.as.admin.graphql(LIST, { filter: { name: tag.toUpperCase() }, ...(field ? { sort: { field, descending } } : {}) })).data);
    expect(await order(null)).toEqual([b.name, a.name, c.name]);
    expect(await order('name', true)).toEqual([c.name, a.name, b.name]);
    expect(await order('created')).toEqual([b.name, c.name, a.name]);
    expect(await order('licenseDue')).toEqual([c.name, a.name, b.name]);
    expect(await order('subscription', true)).toEqual([b.name, c.name, a.name]);
    const page = await suite.actors.as.admin.graphql(LIST, { filter: { name: tag }, page: 1, pageSize: 2 });
    expect(pick(page.data, 'adminOrganizations')).toMatchObject({ total: 3, nodes: [{ name: c.name, subscriptionLabel: 'Gold', licenseKey: c.licenseKey, viewerCanManage: true }] });
  });

  it('an IPA User sees, read-only and without licence keys, only the clients it is CEL of; client roles are refused', async () => {
    const cel = await suite.actors.as.ipaCel.graphql(LIST, { pageSize: 100 });
    expect(pick(cel.data, 'adminOrganizations.total')).toBe(1);
    expect(pick(cel.data, 'adminOrganizations.nodes.0')).toMatchObject({ key: suite.actors.org.id, licenseKey: null, viewerCanManage: false });
    expect(pick((await suite.actors.as.ipaOther.graphql(LIST, {})).data, 'adminOrganizations.total')).toBe(0);
    const legacy = await suite.actors.as.ipaCel.get('/api/admin/clients/');
    expect(legacy.body.clients).toEqual([expect.objectContaining({ key: suite.actors.org.id, name: suite.actors.org.name, licensekey: null, poc: { key: suite.actors.users.poc.id, name: suite.actors.users.poc.name, username: suite.actors.users.poc.email } })]);
    for (const actor of ['clientAdmin', 'poc', 'user', 'superUser', 'powerUser'] as const) {
      expect((await suite.actors.as[actor].graphql(LIST, {})).errors?.[0]?.extensions?.code, actor).toBe('FORBIDDEN');
      expect((await suite.actors.as[actor].get('/api/admin/clients/')).status, actor).toBe(403);
    }
    const one = await suite.actors.as.ipaCel.graphql('query($key: ID!) { adminOrganization(key: $key) { name } }', { key: suite.actors.org.id });
    expect(pick(one.data, 'adminOrganization.name')).toBe(suite.actors.org.name);
    const hidden = await suite.actors.as.ipaCel.graphql('query($key: ID!) { adminOrganization(key: $key) { name } }', { key: suite.actors.otherOrg.id });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('GET /api/admin/clients/ answers every client in the legacy shape for an Admin', async () => {
    const res = await suite.actors.as.admin.get('/api/admin/clients/');
    const list = Array.isArray(res.body.clients) ? res.body.clients : [];
    expect(list.find((c) => pick(c, 'key') === suite.actors.org.id)).toMatchObject({ name: suite.actors.org.name, licensekey: suite.actors.org.licenseKey, plntname: 'Plant A,Plant B', subscription: 2, fel2co: null });
  });
});

describe('Add an organization', () => {
  it('creates it with a new licence key (GraphQL), audited', async () => {
    const input = orgInput({ plantNames: ['North Plant', ' South Plant ', 'north plant', 'East, West'] });
    const res = await suite.actors.as.admin.graphql(CREATE, { input });
    const org = pick(res.data, 'createOrganization.organization');
    expect(org).toMatchObject({ name: input.name, subscription: 2, licenseCreate: '2026-01-01', licenseDue: '2027-01-01', licenseRenew: null, notes: 'first notes', plantNames: ['North Plant', 'South Plant', 'East', 'West'] });
    expect(pick(org, 'licenseKey')).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){4}$/);
    const key = String(pick(org, 'key'));
    const audit = await lastAudit(suite.app, key, 'organization.create');
    expect(audit).toMatchObject({ actorUserId: suite.actors.users.admin.id, organizationId: key });
    expect(audit?.after).toMatchObject({ name: input.name, licenseKey: '[redacted]' });
  });

  it('POST /api/admin/client/create/ takes the legacy body (plntname comma-joined)', async () => {
    const name = unique('Legacy Org');
    const res = await suite.actors.as.admin.post('/api/admin/client/create/', { name, subscription: 0, licensedue: '2027-06-30', licensecreate: '2026-06-30', licenserenew: '', plntname: 'Mill,Dock', notes: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: 'Organization SAVED!' });
    expect(await orgRow(String(res.body.key))).toMatchObject({ name, subscription: 0, plantNames: ['Mill', 'Dock'], licenseRenew: null });
  });

  it('validates per spec §5 ("Required", dates, unique name) without creating anything', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Required'],
      [{ subscription: null }, 'subscription', 'Required'],
      [{ licenseCreate: null }, 'licenseCreate', 'Required'],
      [{ licenseDue: null }, 'licenseDue', 'Required'],
      [{ plantNames: [' ', ''] }, 'plantNames', 'Required'],
      [{ licenseDue: '2100-01-01' }, 'licenseDue', 'Must be a date between 1900-01-01 and 2099-12-31'],
      [{ licenseRenew: '1899-12-31' }, 'licenseRenew', 'Must be a date between 1900-01-01 and 2099-12-31'],
      [{ licenseCreate: '2027-02-01' }, 'licenseDue', 'License Expires must be on or after License Created'],
      [{ name: suite.actors.org.name.toUpperCase() }, 'name', 'An organization with this name already exists'],
    ];
    for (const [override, field, message] of cases) {
      const input = orgInput(override);
      const res = await suite.actors.as.admin.graphql(CREATE, { input });
      expect(pick(res.data, 'createOrganization.errors.0'), JSON.stringify(override)).toMatchObject({ field, message });
    }
    const legacy = await suite.actors.as.admin.post('/api/admin/client/create/', { name: '', plntname: '' });
    expect(legacy.status).toBe(400);
    expect(legacy.body.fields).toEqual({ name: 'Required', subscription: 'Required', licenseCreate: 'Required', licenseDue: 'Required', plantNames: 'Required' });
  });

  it('only an Admin may add one', async () => {
    for (const actor of ACTOR_NAMES.filter((a) => a !== 'admin')) {
      const input = orgInput();
      const res = await suite.actors.as[actor].graphql(CREATE, { input });
      expect(res.errors?.[0]?.extensions?.code, actor).toBe('FORBIDDEN');
      expect((await suite.actors.as[actor].post('/api/admin/client/create/', { ...input, plntname: 'P' })).status, actor).toBe(403);
    }
  });
});

describe('Edit an organization and its licence key', () => {
  it('saves the form (GraphQL), sets a point of contact who is emailed, audited with before and after', async () => {
    const org = await createOrganization(suite.app.db);
    const poc = await createUser(suite.app.db, { role: ROLE.USER, org });
    const res = await suite.actors.as.admin.graphql(UPDATE, { input: { ...orgInput({ name: `${org.name} renamed` }), key: org.id, licenseKey: org.licenseKey, poc: poc.id } });
    expect(pick(res.data, 'updateOrganization')).toEqual({ organization: { key: org.id, name: `${org.name} renamed`, plantNames: ['North Plant'], poc: { key: poc.id } }, warning: null, errors: [] });
    const mail = await suite.app.mailbox.waitFor(poc.email);
    expect(mail.subject).toBe(`You are the FEL Assess point of contact for ${org.name} renamed`);
    const audit = await lastAudit(suite.app, org.id, 'organization.update');
    expect(audit?.before).toMatchObject({ name: org.name, pocUserId: null });
    expect(audit?.after).toMatchObject({ name: `${org.name} renamed`, pocUserId: poc.id });
  });

  it('refuses a POC from another organization, an empty or outdated licence key, and other roles', async () => {
    const org = await createOrganization(suite.app.db);
    const base = { ...orgInput(), key: org.id, licenseKey: org.licenseKey };
    const foreign = await suite.actors.as.admin.graphql(UPDATE, { input: { ...base, poc: suite.actors.users.user.id } });
    expect(pick(foreign.data, 'updateOrganization.errors')).toEqual([{ field: 'poc', message: 'The point of contact must be an active user of this organization', code: 'BAD_INPUT' }]);
    const empty = await suite.actors.as.admin.graphql(UPDATE, { input: { ...base, licenseKey: ' ' } });
    expect(pick(empty.data, 'updateOrganization.errors.0')).toMatchObject({ field: 'licenseKey', message: 'Required' });
    const stale = await suite.actors.as.admin.graphql(UPDATE, { input: { ...base, licenseKey: 'AAAA-BBBB-CCCC-DDDD-EEEE' } });
    expect(pick(stale.data, 'updateOrganization.errors.0')).toMatchObject({ field: 'licenseKey', code: 'CONFLICT' });
    for (const actor of ACTOR_NAMES.filter((a) => a !== 'admin')) {
      expect((await suite.actors.as[actor].graphql(UPDATE, { input: base })).errors?.[0]?.extensions?.code, actor).toBe('FORBIDDEN');
      expect((await suite.actors.as[actor].post(`/api/admin/client/${org.id}/edit/`, {})).status, actor).toBe(403);
    }
    expect(await orgRow(org.id)).toMatchObject({ name: org.name, notes: org.notes });
    const legacyBody = { name: 'Ghost', licensekey: 'AAAA', licensedue: '2030-01-01', licensecreate: '2020-01-01', subscription: 0, plntname: 'x' };
    expect((await suite.actors.as.admin.post('/api/admin/client/00000000-0000-4000-8000-000000000000/edit/', legacyBody)).status).toBe(404);
    expect((await suite.actors.as.admin.post('/api/admin/client/not-a-key/edit/', legacyBody)).status).toBe(404);
  });

  it('POST /api/admin/client/{id}/edit/ saves the legacy body; with the mail server down it still succeeds and the POC mail follows', async () => {
    const org = await createOrganization(suite.app.db);
    const poc = await createUser(suite.app.db, { role: ROLE.CLIENT_ADMIN, org });
    const body = { name: org.name, licensekey: org.licenseKey, licensedue: '2030-12-31', notes: 'edited', subscription: 2, licensecreate: '2020-01-01', licenserenew: '2025-01-01', poc: { key: poc.id, username: poc.email, name: poc.name }, plntname: 'One,Two' };
    const res = await withMailServerDown(suite.app.mailbox, () => suite.actors.as.admin.post(`/api/admin/client/${org.id}/edit/`, body));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: 'Organization SAVED!' });
    await suite.app.mailbox.waitFor(poc.email, (m) => m.subject.includes('point of contact'));
    expect(await orgRow(org.id)).toMatchObject({ licenseDue: '2030-12-31', notes: 'edited', plantNames: ['One', 'Two'], pocUserId: poc.id, licenseRenew: '2025-01-01' });
    const again = await suite.actors.as.admin.post(`/api/admin/client/${org.id}/edit/`, { ...body, poc: poc.email, notes: 'again' });
    expect(again.body).toEqual({ status: 'success', message: 'Organization SAVED!' });
  });

  it('a new licence key replaces the old one at once: registration with the old key fails (GraphQL and legacy)', async () => {
    const org = await createOrganization(suite.app.db);
    const oldKey = org.licenseKey;
    const res = await suite.actors.as.admin.graphql(REGENERATE, { key: org.id });
    const newKey = String(pick(res.data, 'regenerateLicenseKey.organization.licenseKey'));
    expect(newKey).not.toBe(oldKey);
    const refused = await suite.app.client().post('/api/register/', { name: 'Late Comer', username: `${unique('late')}@company.example`, licensekey: oldKey });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This licence key is not valid. Check it with your point of contact.');
    expect((await suite.app.client().post('/api/register/', { name: 'On Time', username: `${unique('ok')}@company.example`, licensekey: newKey })).status).toBe(200);
    const legacy = await suite.actors.as.admin.post(`/api/admin/client/${org.id}/reset-license/`);
    expect(legacy.body).toMatchObject({ status: 'success', licensekey: expect.stringMatching(/^[A-Z0-9-]{24}$/) });
    expect(legacy.body.licensekey).not.toBe(newKey);
    expect(await lastAudit(suite.app, org.id, 'organization.license-key.reset')).toMatchObject({ before: { licenseKey: '[redacted]' }, after: { licenseKey: '[redacted]' } });
    for (const actor of ACTOR_NAMES.filter((a) => a !== 'admin')) {
      expect((await suite.actors.as[actor].post(`/api/admin/client/${org.id}/reset-license/`)).status, actor).toBe(403);
    }
    expect((await orgRow(org.id))?.licenseKey).toBe(legacy.body.licensekey);
  });
});

describe('Point-of-contact candidates', () => {
  it('lists the organization\'s active users matching the text (Admin only)', async () => {
    const org = await createOrganization(suite.app.db);
    const match = await createUser(suite.app.db, { role: ROLE.USER, org, name: 'Paula Candidate' });
    await createUser(suite.app.db, { role: ROLE.USER, org, name: 'Paul Inactive', status: 'inactive' });
    await createUser(suite.app.db, { role: ROLE.USER, org, name: 'Other Person' });
    const q = 'query($org: ID!, $s: String) { pocCandidates(organization: $org, search: $s) { key name } }';
    expect(pick((await suite.actors.as.admin.graphql(q, { org: org.id, s: 'paul' })).data, 'pocCandidates')).toEqual([{ key: match.id, name: 'Paula Candidate' }]);
    expect((await suite.actors.as.admin.get(`/api/admin/client/${org.id}/users/`)).body.users).toHaveLength(2);
    expect((await suite.actors.as.ipaCel.graphql(q, { org: suite.actors.org.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await suite.actors.as.clientAdmin.get(`/api/admin/client/${suite.actors.org.id}/users/`)).status).toBe(403);
  });
});
