import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSites, teamMembers } from '../../../server/db/schema/index.ts';
import { pick, pickString } from '../../support/pick.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let app: TestApp;
let w: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

describe('team members', () => {
  it('per phase: add, list per phase and together, edit, remove; fields checked', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const base = `/api/project/${p.id}`;
    const c = w.owner.client;
    expect((await c.post(`${base}/fel2team/edit/`, {})).body.fields).toEqual({ name: 'Required' });
    expect((await c.post(`${base}/fel2team/edit/`, { name: 'A', email: 'nope' })).body.fields).toEqual({ email: 'Invalid email format' });
    const added = await c.post(`${base}/fel2team/edit/`, { name: ' Ann Analyst ', email: ' Ann@Example.COM ', function: 'Cost engineer', company: 'Owner' });
    expect(added.body).toMatchObject({ status: 'success', key: expect.any(String), teamMember: { phase: 'fel2', name: 'Ann Analyst', email: 'ann@example.com', function: 'Cost engineer', company: 'Owner' } });
    const fel3 = await c.post(`${base}/fel3team/edit/`, { name: 'Bo Builder' });
    expect((await c.get(`${base}/fel2team`)).body.team).toEqual([expect.objectContaining({ name: 'Ann Analyst' })]);
    expect(((await c.get(`${base}/projectteam`)).body.team as unknown[]).map((m) => pick(m, 'name'))).toEqual(['Ann Analyst', 'Bo Builder']);
    const annKey = pickString(added.body, 'key');
    // A member is addressed in its own phase; another phase's path does not find it.
    expect((await c.post(`${base}/fel3team/${annKey}/edit/`, { company: 'X' })).status).toBe(404);
    expect((await c.post(`${base}/fel2team/${annKey}/edit/`, { company: 'Contractor' })).body).toMatchObject({ teamMember: { company: 'Contractor', name: 'Ann Analyst' } });
    expect((await c.post(`${base}/fel3team/${randomUUID()}/delete/`)).status).toBe(404);
    expect((await c.post(`${base}/fel3team/not-a-key/delete/`)).status).toBe(404);
    expect((await c.post(`${base}/fel3team/${pickString(fel3.body, 'key')}/delete/`)).status).toBe(200);
    const gql = await c.graphql('query($key: ID!) { project(key: $key) { fel2: team(phase: fel2) { name email } fel3: team(phase: fel3) { name } all: team { name } } }', { key: p.id });
    expect(pick(gql.data, 'project')).toEqual({ fel2: [{ name: 'Ann Analyst', email: 'ann@example.com' }], fel3: [], all: [{ name: 'Ann Analyst' }] });
  });

  it('a team member of another project cannot be edited through this one', async () => {
    const mine = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const other = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const member = await w.owner.client.post(`/api/project/${other.id}/fel2team/edit/`, { name: 'Elsewhere' });
    expect((await w.owner.client.post(`/api/project/${mine.id}/fel2team/${pickString(member.body, 'key')}/delete/`)).status).toBe(404);
    expect((await w.owner.client.get(`/api/project/${other.id}/fel2team`)).body.team).toHaveLength(1);
  });
});

describe('project sites', () => {
  it('a site is one of the organization’s plants (its spelling) plus a location', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const c = w.owner.client;
    const refused = await c.post(`/api/project/${p.id}/fel2site-info/edit/`, { plantName: 'Someone else’s plant' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ plantName: 'Choose one of your organization’s plants.' });
    // The rule the Sites section checks too (common/site-schema.ts): a blank plant reads as in the form.
    expect((await c.post(`/api/project/${p.id}/fel2site-info/edit/`, { plantName: ' ' })).body.fields).toEqual({ plantName: 'Choose a plant' });
    const added = await c.post(`/api/project/${p.id}/fel3site-info/edit/`, { plantName: 'plant b', location: ' East yard ' });
    expect(added.body).toMatchObject({ site: { plantName: 'Plant B', location: 'East yard' } });
    const key = pickString(added.body, 'key');
    expect((await c.post(`/api/project/${p.id}/fel2site-info/${key}/edit/`, { plantName: 'Plant A' })).body).toMatchObject({ site: { plantName: 'Plant A', location: 'East yard' } });
    expect((await c.get(`/api/project/${p.id}/sites/`)).body.sites).toEqual([{ key, plantName: 'Plant A', location: 'East yard' }]);
    const gql = await c.graphql('query($key: ID!) { project(key: $key) { sites { key plantName location } client { plantNames } } }', { key: p.id });
    expect(pick(gql.data, 'project')).toEqual({ sites: [{ key, plantName: 'Plant A', location: 'East yard' }], client: { plantNames: w.org.plantNames } });
  });
});

describe('bounded lists', () => {
  it("a phase's team stops at 100 members and a project's sites at 100, on both transports, until one is removed", async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const at = new Date();
    await app.db.insert(teamMembers).values(Array.from({ length: 100 }, (_, i) => ({ projectId: p.id, phase: 'fel2' as const, name: `Member ${i}`, createdAt: at })));
    await app.db.insert(projectSites).values(Array.from({ length: 100 }, (_, i) => ({ projectId: p.id, plantName: 'Plant A', location: `Bay ${i}`, createdAt: at })));
    const c = w.owner.client;
    const team = await c.graphql('mutation($input: AddTeamMemberInput!) { addTeamMember(input: $input) { teamMember { key } errors { code message } } }', { input: { key: p.id, phase: 'fel2', name: 'One too many' } });
    expect(pick(team.data, 'addTeamMember')).toEqual({ teamMember: null, errors: [{ code: 'CONFLICT', message: "A phase's team may have at most 100 members. Remove one before adding another." }] });
    const legacy = await c.post(`/api/project/${p.id}/fel2team/edit/`, { name: 'One too many' });
    expect(legacy.status).toBe(409);
    // The other phase has its own 100.
    expect((await c.post(`/api/project/${p.id}/fel3team/edit/`, { name: 'First of FEL 3' })).status).toBe(200);
    const site = await c.post(`/api/project/${p.id}/fel2site-info/edit/`, { plantName: 'Plant A', location: 'Bay 101' });
    expect(site.status).toBe(409);
    expect(site.body).toMatchObject({ message: 'A project may have at most 100 sites. Remove one before adding another.' });
    const [first] = await app.db.select().from(projectSites).where(eq(projectSites.projectId, p.id)).limit(1);
    expect((await c.post(`/api/project/${p.id}/fel2site-info/${first?.id}/delete/`)).status).toBe(200);
    expect((await c.post(`/api/project/${p.id}/fel2site-info/edit/`, { plantName: 'Plant A', location: 'Bay 101' })).status).toBe(200);
    expect(await app.db.select().from(teamMembers).where(eq(teamMembers.projectId, p.id))).toHaveLength(101);
  });
});

describe('team and site payloads carry the project as it is after the change', () => {
  const SITE = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { site { key } project { key sites { plantName location } } errors { message } } }`;
  const MEMBER = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { teamMember { key } project { key team { name } } errors { message } } }`;

  it('adding, editing and removing a site or a member answers with the new lists; a refused change with no project', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const c = w.owner.client;
    const added = await c.graphql(SITE('addProjectSite', 'AddProjectSiteInput'), { input: { key: p.id, plantName: 'Plant A', location: 'North' } });
    expect(pick(added.data, 'addProjectSite.project')).toEqual({ key: p.id, sites: [{ plantName: 'Plant A', location: 'North' }] });
    const siteKey = pickString(added.data, 'addProjectSite.site.key');
    const edited = await c.graphql(SITE('editProjectSite', 'EditProjectSiteInput'), { input: { key: p.id, id: siteKey, location: 'South' } });
    expect(pick(edited.data, 'editProjectSite.project.sites')).toEqual([{ plantName: 'Plant A', location: 'South' }]);
    const removed = await c.graphql(SITE('removeProjectSite', 'RemoveItemInput'), { input: { key: p.id, id: siteKey } });
    expect(pick(removed.data, 'removeProjectSite.project.sites')).toEqual([]);
    const refused = await c.graphql(SITE('addProjectSite', 'AddProjectSiteInput'), { input: { key: p.id, plantName: 'Nowhere' } });
    expect(pick(refused.data, 'addProjectSite')).toMatchObject({ site: null, project: null, errors: [{ message: 'Choose one of your organization’s plants.' }] });

    const member = await c.graphql(MEMBER('addTeamMember', 'AddTeamMemberInput'), { input: { key: p.id, phase: 'fel3', name: 'Cy Civil' } });
    expect(pick(member.data, 'addTeamMember.project.team')).toEqual([{ name: 'Cy Civil' }]);
    const memberKey = pickString(member.data, 'addTeamMember.teamMember.key');
    const renamed = await c.graphql(MEMBER('editTeamMember', 'EditTeamMemberInput'), { input: { key: p.id, id: memberKey, name: 'Cy Civil-Works' } });
    expect(pick(renamed.data, 'editTeamMember.project.team')).toEqual([{ name: 'Cy Civil-Works' }]);
    const gone = await c.graphql(MEMBER('removeTeamMember', 'RemoveItemInput'), { input: { key: p.id, id: memberKey } });
    expect(pick(gone.data, 'removeTeamMember.project.team')).toEqual([]);
  });
});
