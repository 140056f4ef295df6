import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, celAssignments, organizations, providerMetrics } from '../../server/db/schema/index.ts';
import { encodeUid } from '../../server/modules/auth/reset-token.ts';
import { questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import { createOrganization, createUser, unique } from '../support/factories.ts';
import { pick, pickString } from '../support/pick.ts';
import { createProject } from '../support/projects.ts';
import { seedAnswers } from '../support/questionnaire.ts';
import { clientAs } from '../support/sessions.ts';
import { lockSingletonRows } from '../support/singleton-lock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { ROLE } from '../../common/roles.ts';

// Requests a review found answering 500 (or doing the wrong thing): each now gets a clear 4xx or the
// documented outcome, and changes nothing it should not.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('requests that must never give a 500', () => {
  it('a reset link whose user part decodes to 36 dashes is an invalid link (400)', async () => {
    const res = await app.client().post('/api/resetuserpassword/', { password: 'Brand-new-password-42!', uidb64: encodeUid('-'.repeat(36)), token: '1-0123456789abcdef0123456789abcdef' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('This link is invalid or has expired. Request a new one from the reset password page.');
  });

  it('an action due date that does not exist (2024-02-31) is a field error', async () => {
    const org = await createOrganization(app.db);
    const owner = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner });
    const client = await clientAs(app, owner);
    const code = questionsFor('fel2')[0]?.code ?? '';
    const res = await client.post(`/api/project/${project.id}/fel2site/${code}/edit/`, { level: 2, actionText: 'Survey', actionDue: '2024-02-31' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Use a date (YYYY-MM-DD)');
    expect(await app.db.select().from(answers).where(eq(answers.projectId, project.id))).toEqual([]);
    const gql = await client.graphql('mutation($input: SaveAnswerInput!) { saveAnswer(input: $input) { errors { message } } }', {
      input: { key: project.id, phase: 'fel2', code, version: 0, level: 2, actionDue: '2024-02-30' },
    });
    expect(gql.status).toBe(400);
    expect(gql.errors?.[0]?.message).toContain('Date must be a calendar date');
  });

  it('editing a team member or a site with no fields answers the row unchanged', async () => {
    const org = await createOrganization(app.db);
    const owner = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner });
    const client = await clientAs(app, owner);
    const member = await client.post(`/api/project/${project.id}/fel2team/edit/`, { name: 'Nora Newcomer', function: 'Process engineer' });
    const memberKey = pickString(member.body, 'key');
    const site = await client.post(`/api/project/${project.id}/fel2site-info/edit/`, { plantName: 'Plant A', location: 'Unit 3' });
    const siteKey = pickString(site.body, 'key');
    const editMember = await client.post(`/api/project/${project.id}/fel2team/${memberKey}/edit/`, {});
    expect(editMember.status).toBe(200);
    expect(pick(editMember.body, 'teamMember.name')).toBe('Nora Newcomer');
    const editSite = await client.post(`/api/project/${project.id}/fel2site-info/${siteKey}/edit/`, {});
    expect(editSite.status).toBe(200);
    expect(pick(editSite.body, 'site.location')).toBe('Unit 3');
  });

  it('a metric that rounds to 10000.00 is refused, for provider metrics and company overrides', async () => {
    const unlock = await lockSingletonRows(app);
    try {
      const admin = await clientAs(app, await createUser(app.db, { role: ROLE.ADMIN }));
      const [before] = await app.db.select().from(providerMetrics);
      const res = await admin.post('/api/admin/IPAmetrics/', { fel2bp: 9999.996 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Must be less than 10000');
      expect((await app.db.select().from(providerMetrics))[0]).toEqual(before);
      const org = await createOrganization(app.db);
      const override = await admin.post(`/api/admin/client/${org.id}/editmetrics/`, { metrics: { fel2co: '9999.999' } });
      expect(override.status).toBe(400);
    } finally {
      await unlock();
    }
  });

  it('saving the CELs of one organization eight times at once never fails; the last save wins whole', async () => {
    const admin = await clientAs(app, await createUser(app.db, { role: ROLE.ADMIN }));
    const org = await createOrganization(app.db);
    const cels = await Promise.all([1, 2, 3].map(() => createUser(app.db, { role: ROLE.IPA_USER, celCheck: true })));
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => admin.post(`/api/admin/client/${org.id}/cels/edit/`, { cel: cels.slice(0, (i % 3) + 1).map((c) => c.id) })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const assigned = await app.db.select().from(celAssignments).where(eq(celAssignments.organizationId, org.id));
    expect([1, 2, 3]).toContain(assigned.length);
  });

  it('two organizations renamed to the same name at once: one 200, one 409 with the field error', async () => {
    const admin = await clientAs(app, await createUser(app.db, { role: ROLE.ADMIN }));
    const [a, b] = await Promise.all([createOrganization(app.db), createOrganization(app.db)]);
    const name = unique('Zeta Co');
    const body = (o: typeof a) => ({ name, licensekey: o.licenseKey, licensedue: o.licenseDue, licensecreate: o.licenseCreate, subscription: 2, plntname: 'Plant A', notes: '' });
    const results = await Promise.all([admin.post(`/api/admin/client/${a.id}/edit/`, body(a)), admin.post(`/api/admin/client/${b.id}/edit/`, body(b))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const renamed = await app.db.select().from(organizations).where(eq(organizations.name, name));
    expect(renamed).toHaveLength(1);
  });
});

describe('FEL 2 stays out of projects that do not have it in scope', () => {
  it('copy FEL 2 to FEL 3 is refused on a FEL 3-only project', async () => {
    const org = await createOrganization(app.db);
    const owner = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner, fel20: false });
    const res = await (await clientAs(app, owner)).get(`/api/project/${project.id}/copyfel2tofel3/`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('FEL 2 is not in this project’s scope.');
  });

  it('a duplicate made without FEL 2 carries only the FEL 3 answers', async () => {
    const org = await createOrganization(app.db);
    const owner = await createUser(app.db, { role: ROLE.USER, org });
    const project = await createProject(app.db, { org, owner, fel20: true });
    await seedAnswers(app.db, { projectId: project.id, phase: 'fel2' });
    await seedAnswers(app.db, { projectId: project.id, phase: 'fel3' });
    const res = await (await clientAs(app, owner)).post(`/api/project/${project.id}/duplicate/`, { name: unique('Copy'), fel20: false });
    expect(res.status).toBe(200);
    const copied = await app.db.select().from(answers).where(eq(answers.projectId, pickString(res.body, 'key')));
    expect(new Set(copied.map((a) => a.phase))).toEqual(new Set(['fel3']));
    expect(copied).toHaveLength(questionsFor('fel3').length);
  });
});

describe('what a plain User can learn about others', () => {
  it("the organization's point of contact shows only name and email, never account details", async () => {
    const org = await createOrganization(app.db);
    const poc = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    await app.db.update(organizations).set({ pocUserId: poc.id }).where(eq(organizations.id, org.id));
    const client = await clientAs(app, await createUser(app.db, { role: ROLE.USER, org }));
    const ok = await client.graphql('{ viewer { organization { poc { key name username } } } }');
    expect(pick(ok.data, 'viewer.organization.poc')).toEqual({ key: poc.id, name: poc.name, username: poc.email });
    const probe = await client.graphql('{ viewer { organization { poc { lastLogin failedLoginAttempts } } } }');
    expect(probe.status).toBe(400);
    expect(probe.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
