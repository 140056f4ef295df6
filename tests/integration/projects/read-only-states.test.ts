import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick } from '../../support/pick.ts';
import { CONTENT_WRITES, furnish, snapshot, type WriteTarget } from '../../support/project-writes.ts';
import { addToTeam, createProject, projectWorld, type ProjectWorld, reloadProject } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// DOMAIN.md §5: a finalized project is read-only for everyone until an allowed unfinalize; a deactivated
// project is read-only until reactivated. Every write path is tried, by the owner and by an Admin.

let app: TestApp;
let w: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

async function target(state: { isValid?: boolean; isActive?: boolean }): Promise<WriteTarget> {
  const project = await createProject(app.db, { org: w.org, owner: w.owner.user, ...state });
  await addToTeam(app.db, project, w.teamUser.user, 'fel3');
  const { teamMemberId, siteId } = await furnish(app.db, project.id);
  return { projectId: project.id, teamMemberId, siteId, otherUserId: w.superUser.user.id };
}

describe('control: an ordinary project', () => {
  it('takes every one of those writes (each on its own project), so the refusals below are the state’s doing', async () => {
    const outcomes: Record<string, string> = {};
    for (const write of CONTENT_WRITES) outcomes[write.name] = await write.run(w.owner.client, await target({}));
    expect(outcomes).toEqual(Object.fromEntries(CONTENT_WRITES.map((write) => [write.name, 'ok'])));
  });
});

describe.each([
  { state: 'finalized', flags: { isValid: true }, message: 'This project is finalized and read-only.' },
  { state: 'deactivated', flags: { isActive: false }, message: 'This project is deactivated and read-only until it is reactivated.' },
])('a $state project', ({ flags, message }) => {
  it('refuses every write, through both transports, for the owner and for an Admin; nothing changes', async () => {
    for (const actor of [w.owner, w.admin]) {
      const t = await target(flags);
      const before = { project: await reloadProject(app.db, t.projectId), ...(await snapshot(app.db, t.projectId)) };
      const outcomes = Object.fromEntries(await Promise.all(CONTENT_WRITES.map(async (write) => [write.name, await write.run(actor.client, t)])));
      expect(outcomes, actor.label).toEqual(Object.fromEntries(CONTENT_WRITES.map((write) => [write.name, 'forbidden'])));
      expect({ project: await reloadProject(app.db, t.projectId), ...(await snapshot(app.db, t.projectId)) }).toEqual(before);
    }
  });

  it('says why, and still reads', async () => {
    const t = await target(flags);
    const res = await w.owner.client.post(`/api/project/${t.projectId}/change/`, { name: 'Nope' });
    expect(res.body).toMatchObject({ status: 'error', code: 'FORBIDDEN', message });
    expect((await w.owner.client.get(`/api/project/${t.projectId}/fel2questions`)).status).toBe(200);
    const gql = await w.owner.client.graphql('query($key: ID!) { project(key: $key) { viewerCanEdit viewerCanFinalize viewerCanTransfer viewerCanCopyFel2ToFel3 } }', { key: t.projectId });
    expect(pick(gql.data, 'project')).toEqual({ viewerCanEdit: false, viewerCanFinalize: false, viewerCanTransfer: false, viewerCanCopyFel2ToFel3: false });
  });
});

describe('leaving the read-only states', () => {
  it('a Client Admin unfinalizes; then the owner edits again; the owner could not unfinalize', async () => {
    const t = await target({ isValid: true });
    const refused = await w.owner.client.post(`/api/project/${t.projectId}/projectdetails/edit/unfinalize/`, { isValid: false });
    expect(refused.status).toBe(403);
    const unfinalized = await w.clientAdmin.client.post(`/api/project/${t.projectId}/projectdetails/edit/unfinalize/`, { isValid: false });
    expect(unfinalized.body).toMatchObject({ status: 'success', project: { isValid: false } });
    const renamed = await w.owner.client.post(`/api/project/${t.projectId}/change/`, { name: `Back in business ${t.projectId.slice(0, 4)}` });
    expect(renamed.status).toBe(200);
    const again = await w.clientAdmin.client.post(`/api/project/${t.projectId}/projectdetails/edit/unfinalize/`);
    expect(again.body).toMatchObject({ status: 'error', message: 'This project is not finalized.' });
  });

  it('reactivating makes a deactivated project editable; a finalized project can still be deactivated', async () => {
    const t = await target({ isActive: false });
    expect((await w.owner.client.post(`/api/project/${t.projectId}/edit/`, { isActive: true })).body).toMatchObject({ project: { isActive: true } });
    expect((await w.owner.client.post(`/api/project/${t.projectId}/fel2team/edit/`, { name: 'Welcome back' })).status).toBe(200);
    const finalized = await target({ isValid: true });
    expect((await w.owner.client.post(`/api/project/${finalized.projectId}/edit/`, { isActive: false })).body).toMatchObject({
      project: { isActive: false, isValid: true },
    });
  });

  it('finalize through the legacy path: isValid false there is refused with a pointer to unfinalize', async () => {
    const t = await target({});
    const wrong = await w.owner.client.post(`/api/project/${t.projectId}/projectdetails/edit/`, { isValid: false });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('To unfinalize a project, use /projectdetails/edit/unfinalize/.');
    const ok = await w.owner.client.post(`/api/project/${t.projectId}/projectdetails/edit/`, { isValid: true });
    expect(ok.body).toMatchObject({ status: 'success', project: { isValid: true } });
    const row = await reloadProject(app.db, t.projectId);
    expect(row.finalizedBy).toBe(w.owner.user.id);
    expect(row.finalizedAt).toBeInstanceOf(Date);
  });
});
