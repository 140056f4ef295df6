import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { celAssignments, organizations } from '../../../server/db/schema/index.ts';
import { ACTOR_NAMES, adminSuite } from '../../support/admin-actors.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { clientAs, lastAudit } from '../../support/sessions.ts';
import { ROLE } from '../../../common/roles.ts';

const suite = adminSuite();

const SET_CELS = `mutation($key: ID!, $cels: [ID!]!) { setOrganizationCels(input: { key: $key, cels: $cels }) { organization { key cels { key name } } errors { field message } } }`;
const CELS = `query($key: ID!) { adminOrganization(key: $key) { name cels { key } } }`;
const SET_METRICS = `mutation($key: ID!, $metrics: CompanyMetricsInput!) { setCompanyMetrics(input: { key: $key, metrics: $metrics }) { organization { companyMetrics { fel2co fel3co site2co site3co eng2co eng3co pep2co pep3co } } errors { field message } } }`;
const LIST = `{ adminOrganizations(pageSize: 100) { nodes { key } } }`;
const celKeys = async (orgId: string) => (await suite.app.db.select().from(celAssignments).where(eq(celAssignments.organizationId, orgId))).map((r) => r.userId).sort();

describe('Assign CELs', () => {
  it('an Admin replaces a client\'s CELs; the assignment drives what an IPA User sees', async () => {
    const org = await createOrganization(suite.app.db);
    const first = await createUser(suite.app.db, { role: ROLE.IPA_USER, celCheck: true });
    const second = await createUser(suite.app.db, { role: ROLE.IPA_USER, celCheck: true });
    const res = await suite.actors.as.admin.graphql(SET_CELS, { key: org.id, cels: [first.id, second.id] });
    expect(pick(res.data, 'setOrganizationCels.errors')).toEqual([]);
    expect(await celKeys(org.id)).toEqual([first.id, second.id].sort());
    const firstClient = await clientAs(suite.app, first);
    expect(JSON.stringify((await firstClient.graphql(LIST)).data)).toContain(org.id);
    expect(pick((await firstClient.graphql(CELS, { key: org.id })).data, 'adminOrganization.name')).toBe(org.name);
    await suite.actors.as.admin.graphql(SET_CELS, { key: org.id, cels: [second.id] });
    expect(await celKeys(org.id)).toEqual([second.id]);
    const again = await clientAs(suite.app, first);
    expect(JSON.stringify((await again.graphql(LIST)).data)).not.toContain(org.id);
    expect((await again.graphql(CELS, { key: org.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await lastAudit(suite.app, org.id, 'organization.cels.update')).toMatchObject({ before: { cels: [first.id, second.id].sort() }, after: { cels: [second.id] } });
  });

  it('GET /api/admin/client/{id}/cels/ lists the CELs and the candidates; POST .../cels/edit/ takes `cel`', async () => {
    const org = await createOrganization(suite.app.db);
    const cel = await createUser(suite.app.db, { role: ROLE.IPA_USER, celCheck: true, name: 'Cleo Candidate' });
    await createUser(suite.app.db, { role: ROLE.IPA_USER, celCheck: false, name: 'Not A Candidate' });
    const before = await suite.actors.as.admin.get(`/api/admin/client/${org.id}/cels/`);
    expect(before.body.cels).toEqual([]);
    const candidates = Array.isArray(before.body.candidates) ? before.body.candidates : [];
    expect(candidates).toContainEqual({ key: cel.id, name: 'Cleo Candidate', username: cel.email });
    expect(candidates.some((c) => pick(c, 'name') === 'Not A Candidate')).toBe(false);
    const saved = await suite.actors.as.admin.post(`/api/admin/client/${org.id}/cels/edit/`, { cel: [cel.id] });
    expect(saved.body).toEqual({ status: 'success', cels: [{ key: cel.id, name: 'Cleo Candidate', username: cel.email }] });
    const cleared = await suite.actors.as.admin.post(`/api/admin/client/${org.id}/cels/edit/`, { cel: [] });
    expect(cleared.body.cels).toEqual([]);
  });

  it('refuses users who are not CEL candidates, and every role but Admin; the CEL of a client reads its CELs only', async () => {
    const org = suite.actors.org;
    const bad = await suite.actors.as.admin.graphql(SET_CELS, { key: org.id, cels: [suite.actors.users.clientAdmin.id] });
    expect(pick(bad.data, 'setOrganizationCels.errors.0.field')).toBe('cels');
    expect(await celKeys(org.id)).toEqual([suite.actors.users.ipaCel.id]);
    for (const actor of ACTOR_NAMES.filter((a) => a !== 'admin')) {
      expect((await suite.actors.as[actor].graphql(SET_CELS, { key: org.id, cels: [] })).errors?.[0]?.extensions?.code, actor).toBe('FORBIDDEN');
      expect((await suite.actors.as[actor].post(`/api/admin/client/${org.id}/cels/edit/`, { cel: [] })).status, actor).toBe(403);
    }
    expect(await celKeys(org.id)).toEqual([suite.actors.users.ipaCel.id]);
    const readable = await suite.actors.as.ipaCel.get(`/api/admin/client/${org.id}/cels/`);
    expect(readable.body).toMatchObject({ cels: [{ key: suite.actors.users.ipaCel.id }], candidates: [] });
    expect((await suite.actors.as.ipaOther.get(`/api/admin/client/${org.id}/cels/`)).status).toBe(404);
    for (const actor of ['clientAdmin', 'poc', 'user', 'superUser', 'powerUser'] as const) {
      expect((await suite.actors.as[actor].get(`/api/admin/client/${org.id}/cels/`)).status, actor).toBe(403);
    }
  });
});

describe('Company metrics', () => {
  it('an Admin saves the eight overrides: empty or zero means none, values keep two decimals; audited', async () => {
    const org = await createOrganization(suite.app.db);
    const metrics = { fel2co: 6.126, fel3co: 0, site2co: null, site3co: 1.5, eng2co: 2, eng3co: 2.25, pep2co: 3.999, pep3co: 1 };
    const res = await suite.actors.as.admin.graphql(SET_METRICS, { key: org.id, metrics });
    expect(pick(res.data, 'setCompanyMetrics.organization.companyMetrics')).toEqual({ fel2co: 6.13, fel3co: null, site2co: null, site3co: 1.5, eng2co: 2, eng3co: 2.25, pep2co: 4, pep3co: 1 });
    expect(await lastAudit(suite.app, org.id, 'organization.company-metrics.update')).toMatchObject({ before: { fel2co: null }, after: { fel2co: 6.13 } });
  });

  it('POST /api/admin/client/{id}/editmetrics/ takes `metrics`; "Must be positive" / "Must be a number" change nothing', async () => {
    const org = await createOrganization(suite.app.db, { fel2co: 5 });
    const ok = await suite.actors.as.admin.post(`/api/admin/client/${org.id}/editmetrics/`, { metrics: { fel2co: '7.5', fel3co: '', site2co: 1 } });
    expect(ok.body).toMatchObject({ status: 'success', client: { fel2co: 7.5, fel3co: null, site2co: 1 } });
    const bad = await suite.actors.as.admin.post(`/api/admin/client/${org.id}/editmetrics/`, { metrics: { fel2co: -1, fel3co: 'abc', site2co: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'metrics.fel2co': 'Must be positive', 'metrics.fel3co': 'Must be a number' });
    expect((await suite.app.db.select().from(organizations).where(eq(organizations.id, org.id)))[0]).toMatchObject({ fel2co: 7.5, site2co: 1 });
    expect((await suite.actors.as.admin.post(`/api/admin/client/${org.id}/editmetrics/`, { metrics: 'all' })).status).toBe(400);
  });

  it('only an Admin may save them; a client\'s users and its CEL may not', async () => {
    for (const actor of ACTOR_NAMES.filter((a) => a !== 'admin')) {
      const res = await suite.actors.as[actor].post(`/api/admin/client/${suite.actors.org.id}/editmetrics/`, { metrics: { fel2co: 1 } });
      expect(res.status, actor).toBe(403);
    }
    expect((await suite.app.db.select().from(organizations).where(eq(organizations.id, suite.actors.org.id)))[0]?.fel2co).toBeNull();
  });
});
