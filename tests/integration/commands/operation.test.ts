import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCommand } from '../../../server/commands/operation.ts';
import { projectSites } from '../../../server/db/schema/index.ts';
import { findAppError } from '../../../server/errors.ts';
import { resolveCaller } from '../../../server/modules/auth/resolve-caller.ts';
import { FINALIZED_MESSAGE, projectByKey, projectResource, writable } from '../../../server/modules/projects/project-access.ts';
import { insertSite } from '../../../server/modules/projects/sites.queries.ts';
import type { ServiceCtx } from '../../../server/service-context.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// A declared command (server/commands/operation.ts) runs its steps in order — signed in, input parsed, object
// loaded (what the viewer may not see is NOT_FOUND), the table's rule (FORBIDDEN), every precondition, then run
// in one transaction and afterCommit once it committed — and `can` answers what `execute` would allow.

let app: TestApp;
let w: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

const committed: string[] = [];
const addSite = defineCommand({
  name: 'test.site.add',
  input: z.object({ key: z.string().max(100), plantName: z.string().min(1, 'Required'), fail: z.boolean().default(false) }),
  action: 'project.edit',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: 'Not yours to change.',
  preconditions: writable,
  run: async (ctx, tx, { object: project, input }) => {
    await insertSite(tx, { projectId: project.id, plantName: input.plantName, location: '', createdAt: ctx.now() });
    if (input.fail) throw new Error('failed after the write');
    return project.name;
  },
  afterCommit: async (_ctx, name) => void committed.push(name),
});

async function ctxOf(client: ApiClient | null): Promise<ServiceCtx> {
  const { viewer } = await resolveCaller(app.deps, client?.token ?? undefined);
  return { ...app.deps, viewer, pendingSecondFactorUserId: null, meta: { ip: '127.0.0.1', userAgent: 'test' } };
}

const codeOf = async (run: Promise<unknown>) =>
  run.then(
    () => 'ok',
    (error: unknown) => findAppError(error)?.code ?? String(error),
  );
const sites = async (projectId: string) => (await app.db.select().from(projectSites).where(eq(projectSites.projectId, projectId))).map((s) => s.plantName);

describe('a declared command', () => {
  it('answers UNAUTHENTICATED before it reads the input, then BAD_INPUT, NOT_FOUND, FORBIDDEN, the precondition, in that order', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const anonymous = await ctxOf(null);
    expect(await codeOf(addSite.execute(anonymous, { nonsense: true }))).toBe('UNAUTHENTICATED');
    const owner = await ctxOf(w.owner.client);
    const bad = await addSite.execute(owner, { key: p.id, plantName: '' }).catch((e: unknown) => findAppError(e));
    expect(bad).toMatchObject({ code: 'BAD_INPUT', fieldErrors: [{ field: 'plantName', message: 'Required' }] });
    expect(await codeOf(addSite.execute(await ctxOf(w.outsider.client), { key: p.id, plantName: 'A' }))).toBe('NOT_FOUND');
    // A Power User sees every project of the client, and edits only its own and its team's.
    const refused = await addSite.execute(await ctxOf(w.powerUser.client), { key: p.id, plantName: 'A' }).catch((e: unknown) => findAppError(e));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: 'Not yours to change.' });
    const finalized = await createProject(app.db, { org: w.org, owner: w.owner.user, isValid: true });
    const frozen = await addSite.execute(owner, { key: finalized.id, plantName: 'A' }).catch((e: unknown) => findAppError(e));
    expect(frozen).toMatchObject({ code: 'FORBIDDEN', message: FINALIZED_MESSAGE });
    expect([...(await sites(p.id)), ...(await sites(finalized.id))]).toEqual([]);
  });

  it('runs in one transaction: a failure after a write leaves nothing, and afterCommit runs only once committed', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const owner = await ctxOf(w.owner.client);
    const before = committed.length;
    expect(await codeOf(addSite.execute(owner, { key: p.id, plantName: 'Rolled back', fail: true }))).toBe('Error: failed after the write');
    expect(await sites(p.id)).toEqual([]);
    expect(committed.length).toBe(before);
    expect(await addSite.execute(owner, { key: p.id, plantName: 'Kept' })).toBe(p.name);
    expect(await sites(p.id)).toEqual(['Kept']);
    expect(committed.slice(before)).toEqual([p.name]);
  });

  it('`can` answers what `execute` allows, rule and preconditions together; `permits` the rule alone', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const finalized = await createProject(app.db, { org: w.org, owner: w.owner.user, isValid: true });
    const view = (project: typeof p) => ({ ...project, viewerIsTeamMember: false });
    for (const [name, client] of [['owner', w.owner.client], ['power user', w.powerUser.client], ['super user', w.superUser.client]] as const) {
      const ctx = await ctxOf(client);
      const viewer = ctx.viewer;
      if (!viewer) throw new Error(`${name} not signed in`);
      for (const project of [p, finalized]) {
        const allowed = (await codeOf(addSite.execute(ctx, { key: project.id, plantName: `By ${name}` }))) === 'ok';
        expect(addSite.can(viewer, view(project)), `${name} on ${project.isValid ? 'a finalized' : 'an open'} project`).toBe(allowed);
      }
      expect(addSite.permits(viewer, view(finalized))).toBe(addSite.can(viewer, view(p)));
    }
  });
});
