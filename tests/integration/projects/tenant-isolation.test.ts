import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, PHASES, questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { graphqlOutcome, legacyOutcome, type Outcome } from '../../support/outcomes.ts';
import { pick } from '../../support/pick.ts';
import { CONTENT_WRITES, furnish, snapshot, type WriteTarget } from '../../support/project-writes.ts';
import { createUser } from '../../support/factories.ts';
import { createProject, impersonate, projectWorld, type ProjectWorld, reloadProject } from '../../support/projects.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

// A project of another organization answers "not found" on every path, never its data, and nothing changes.

let app: TestApp;
let w: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

/** Every read path and lifecycle move of a project (the content writes come from CONTENT_WRITES). */
function otherPaths(key: string): { name: string; run(c: ApiClient): Promise<Outcome> }[] {
  const get = (path: string) => ({ name: `GET ${path}`, run: async (c: ApiClient) => legacyOutcome(await c.get(`/api/project/${key}${path}`)) });
  const post = (path: string, body: unknown = {}) => ({ name: `POST ${path}`, run: async (c: ApiClient) => legacyOutcome(await c.post(`/api/project/${key}${path}`, body)) });
  const gql = (field: string, query: string, variables: Record<string, unknown>) => ({
    name: `GraphQL ${field}`,
    run: async (c: ApiClient) => graphqlOutcome(await c.graphql(query, variables), field),
  });
  return [
    get(''),
    get('/projectteam'),
    get('/sites/'),
    ...PHASES.flatMap((phase) => [get(`/${phase}questions`), get(`/${phase}status`), get(`/${phase}team`)]),
    post('/edit/', { isActive: false }),
    post('/projectdetails/edit/unfinalize/', { isValid: false }),
    post('/duplicate/', { name: `Stolen ${key.slice(0, 6)}`, fel20: true }),
    ...PHASES.flatMap((phase) =>
      AREAS.map((area) => post(`/${phase}${area}/${questionsForArea(phase, area)[0]?.code ?? ''}/edit/`, { level: 1 })),
    ),
    gql('project', 'query($key: ID!) { project(key: $key) { name } }', { key }),
    gql('ownerCandidates', 'query($key: ID!) { ownerCandidates(key: $key) { nodes { name } } }', { key }),
    gql('setProjectActive', 'mutation($key: ID!) { setProjectActive(input: { key: $key, isActive: false }) { errors { message } } }', { key }),
    gql('unfinalizeProject', 'mutation($key: ID!) { unfinalizeProject(input: { key: $key }) { errors { message } } }', { key }),
    gql('duplicateProject', 'mutation($key: ID!) { duplicateProject(input: { key: $key, name: "Stolen copy" }) { errors { message } } }', { key }),
  ];
}

async function foreignTarget(): Promise<WriteTarget> {
  // The project belongs to w.org; the callers below work on w.otherOrg.
  const project = await createProject(app.db, { org: w.org, owner: w.owner.user, isValid: false });
  const { teamMemberId, siteId } = await furnish(app.db, project.id);
  return { projectId: project.id, teamMemberId, siteId, otherUserId: w.owner.user.id };
}

describe('tenant isolation of every project path', () => {
  it('a Client Admin of another organization gets "not found" everywhere, and nothing changes', async () => {
    const t = await foreignTarget();
    const before = { project: await reloadProject(app.db, t.projectId), ...(await snapshot(app.db, t.projectId)) };
    const results: Record<string, Outcome> = {};
    for (const path of otherPaths(t.projectId)) results[path.name] = await path.run(w.outsider.client);
    for (const write of CONTENT_WRITES) results[write.name] = await write.run(w.outsider.client, t);
    expect(results).toEqual(Object.fromEntries(Object.keys(results).map((k) => [k, 'not-found'])));
    expect({ project: await reloadProject(app.db, t.projectId), ...(await snapshot(app.db, t.projectId)) }).toEqual(before);
  });

  it('the error says only "not found": no name, no data', async () => {
    const t = await foreignTarget();
    const res = await w.outsider.client.get(`/api/project/${t.projectId}`);
    expect(res.body).toEqual({ status: 'error', message: 'Project not found', errors: 'Project not found', code: 'NOT_FOUND', requestId: res.headers.get('x-request-id') });
  });

  it('an unknown key and a malformed key are "not found" too', async () => {
    for (const key of [randomUUID(), 'not-a-key', '1; drop table projects']) {
      expect(legacyOutcome(await w.owner.client.get(`/api/project/${encodeURIComponent(key)}`))).toBe('not-found');
      expect(legacyOutcome(await w.owner.client.post(`/api/project/${encodeURIComponent(key)}/change/`, { name: 'x' }))).toBe('not-found');
    }
  });

  it('the client list of another organization is "not found"; selected keys of another organization are left out', async () => {
    const t = await foreignTarget();
    expect(legacyOutcome(await w.outsider.client.get(`/api/projects/${w.org.id}`))).toBe('not-found');
    const own = await createProject(app.db, { org: w.otherOrg, owner: w.outsider.user });
    const all = await w.outsider.client.post('/api/project/all/', { selectedKeys: [t.projectId, own.id] });
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body.projects) ? all.body.projects.map((p) => pick(p, 'key')) : null).toEqual([own.id]);
  });

  it('an Admin working on another client does not reach this client’s project, until it switches to it', async () => {
    const t = await foreignTarget();
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    await impersonate(app.db, admin, w.otherOrg);
    const client = await signIn(app, admin);
    expect(legacyOutcome(await client.get(`/api/project/${t.projectId}`))).toBe('not-found');
    expect(legacyOutcome(await client.post(`/api/project/${t.projectId}/change/`, { name: 'x' }))).toBe('not-found');
    await impersonate(app.db, admin, w.org);
    expect(legacyOutcome(await client.get(`/api/project/${t.projectId}`))).toBe('ok');
  });
});
