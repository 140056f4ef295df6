import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../support/factories.ts';
import { graphqlOutcome, legacyOutcome, type Outcome } from '../../support/outcomes.ts';
import { type Actor, addToTeam, createProject, impersonate, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { ProjectRow } from '../../../server/modules/projects/projects.queries.ts';
import { ROLE } from '../../../common/roles.ts';

// Every project operation × every role of DOMAIN.md §5, may and may not. Each attempt gets its own
// project (owned by a User, another User on its team), so one role's success does not colour the next.

let app: TestApp;
let w: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

type Expected = Record<string, Outcome>;
const ROLES = ['admin', 'ipa', 'clientAdmin', 'owner', 'teamUser', 'otherUser', 'superUser', 'powerUser', 'outsider'] as const;
/** Expectations keyed by the actors' labels, so a failing test names the role. */
const byRole = <T,>(w: ProjectWorld, e: Record<(typeof ROLES)[number], T>): Record<string, T> => Object.fromEntries(ROLES.map((k) => [w[k].label, e[k]]));

const VIEW = { admin: 'ok', ipa: 'ok', clientAdmin: 'ok', owner: 'ok', teamUser: 'ok', otherUser: 'not-found', superUser: 'ok', powerUser: 'ok', outsider: 'not-found' };
const EDIT = { admin: 'ok', ipa: 'forbidden', clientAdmin: 'ok', owner: 'ok', teamUser: 'ok', otherUser: 'not-found', superUser: 'ok', powerUser: 'forbidden', outsider: 'not-found' };
const TRANSFER = { ...EDIT, teamUser: 'forbidden' };
const UNFINALIZE = { admin: 'ok', ipa: 'forbidden', clientAdmin: 'ok', owner: 'forbidden', teamUser: 'forbidden', otherUser: 'not-found', superUser: 'forbidden', powerUser: 'forbidden', outsider: 'not-found' };
const DUPLICATE = { ...VIEW, ipa: 'forbidden' };

async function fresh(overrides: Partial<ProjectRow> = {}): Promise<ProjectRow> {
  const project = await createProject(app.db, { org: w.org, owner: w.owner.user, ...overrides });
  await addToTeam(app.db, project, w.teamUser.user, 'fel3');
  return project;
}

/** Runs one attempt per actor, each on a fresh project, and collects the outcomes by role label. */
async function outcomes(attempt: (a: Actor, project: ProjectRow) => Promise<Outcome>, overrides: Partial<ProjectRow> = {}): Promise<Expected> {
  const result: Expected = {};
  for (const a of w.all) result[a.label] = await attempt(a, await fresh(overrides));
  return result;
}

describe('project operations by role (legacy /api paths)', () => {
  it('view: GET /api/project/{key}', async () => {
    expect(await outcomes(async (a, p) => legacyOutcome(await a.client.get(`/api/project/${p.id}`)))).toEqual(byRole(w, VIEW));
  });

  it('team and sites reads: GET projectteam, fel2team, sites', async () => {
    for (const path of ['projectteam', 'fel2team', 'fel3team', 'sites/']) {
      expect(await outcomes(async (a, p) => legacyOutcome(await a.client.get(`/api/project/${p.id}/${path}`)))).toEqual(byRole(w, VIEW));
    }
  });

  it('rename: POST /change/', async () => {
    expect(await outcomes(async (a, p) => legacyOutcome(await a.client.post(`/api/project/${p.id}/change/`, { name: `${p.name} renamed` })))).toEqual(byRole(w, EDIT));
  });

  it('details: POST /projectdetails/edit/ (description, cost range, project type)', async () => {
    expect(
      await outcomes(async (a, p) => legacyOutcome(await a.client.post(`/api/project/${p.id}/projectdetails/edit/`, { description: 'New scope', costRange: '5to10m' }))),
    ).toEqual(byRole(w, EDIT));
  });

  it('team: add, edit and delete a member', async () => {
    expect(
      await outcomes(async (a, p) => legacyOutcome(await a.client.post(`/api/project/${p.id}/fel2team/edit/`, { name: 'Nora Newcomer', function: 'Process engineer' }))),
    ).toEqual(byRole(w, EDIT));
    expect(
      await outcomes(async (a, p) => {
        const member = await w.owner.client.post(`/api/project/${p.id}/fel3team/edit/`, { name: 'To edit' });
        return legacyOutcome(await a.client.post(`/api/project/${p.id}/fel3team/${String(member.body.key)}/edit/`, { company: 'Acme' }));
      }),
    ).toEqual(byRole(w, EDIT));
    expect(
      await outcomes(async (a, p) => {
        const member = await w.owner.client.post(`/api/project/${p.id}/fel3team/edit/`, { name: 'To delete' });
        return legacyOutcome(await a.client.post(`/api/project/${p.id}/fel3team/${String(member.body.key)}/delete/`));
      }),
    ).toEqual(byRole(w, EDIT));
  });

  it('sites: add, edit and delete a site', async () => {
    expect(
      await outcomes(async (a, p) => legacyOutcome(await a.client.post(`/api/project/${p.id}/fel2site-info/edit/`, { plantName: 'Plant A', location: 'Unit 3' }))),
    ).toEqual(byRole(w, EDIT));
    expect(
      await outcomes(async (a, p) => {
        const site = await w.owner.client.post(`/api/project/${p.id}/fel2site-info/edit/`, { plantName: 'Plant B' });
        return legacyOutcome(await a.client.post(`/api/project/${p.id}/fel2site-info/${String(site.body.key)}/edit/`, { location: 'North yard' }));
      }),
    ).toEqual(byRole(w, EDIT));
    expect(
      await outcomes(async (a, p) => {
        const site = await w.owner.client.post(`/api/project/${p.id}/fel2site-info/edit/`, { plantName: 'Plant B' });
        return legacyOutcome(await a.client.post(`/api/project/${p.id}/fel2site-info/${String(site.body.key)}/delete/`));
      }),
    ).toEqual(byRole(w, EDIT));
  });

  it('finalize: POST /projectdetails/edit/ {isValid: true}', async () => {
    expect(await outcomes(async (a, p) => legacyOutcome(await a.client.post(`/api/project/${p.id}/projectdetails/edit/`, { isValid: true })))).toEqual(byRole(w, EDIT));
  });

  it('unfinalize: only Admin and the Client Admin of the client', async () => {
    expect(
      await outcomes(async (a, p) => legacyOutcome(await a.client.post(`/api/project/${p.id}/projectdetails/edit/unfinalize/`, { isValid: false })), { isValid: true }),
    ).toEqual(byRole(w, UNFINALIZE));
  });

  it('deactivate and reactivate: POST /edit/ {isActive}', async () => {
    expect(await outcomes(async (a, p) => legacyOutcome(await a.client.post(`/api/project/${p.id}/edit/`, { isActive: false })))).toEqual(byRole(w, EDIT));
    expect(await outcomes(async (a, p) => legacyOutcome(await a.client.post(`/api/project/${p.id}/edit/`, { isActive: true })), { isActive: false })).toEqual(
      byRole(w, EDIT),
    );
  });

  it('transfer: POST /transfer/ — owner, Client Admin, Super User and Admin; not a team member or Power User', async () => {
    expect(await outcomes(async (a, p) => legacyOutcome(await a.client.post(`/api/project/${p.id}/transfer/`, { projectOwner: w.superUser.user.id })))).toEqual(
      byRole(w, TRANSFER),
    );
  });

  it('duplicate: POST /duplicate/ — whoever sees it and may create projects', async () => {
    expect(await outcomes(async (a, p) => legacyOutcome(await a.client.post(`/api/project/${p.id}/duplicate/`, { name: `${p.name} copy`, fel20: true })))).toEqual(
      byRole(w, DUPLICATE),
    );
  });

  it('create: POST /api/project/create/ — every role but the IPA User', async () => {
    const result: Expected = {};
    for (const a of w.all) {
      const res = await a.client.post('/api/project/create/', { name: `New ${a.label} ${Date.now()}`, fel20: true, costRange: '1to5m', projectType: 'revamp' });
      result[a.label] = legacyOutcome(res);
    }
    expect(result).toEqual(byRole(w, { ...EDIT, powerUser: 'ok', otherUser: 'ok', teamUser: 'ok', outsider: 'ok' }));
  });
});

describe('project operations by role (GraphQL)', () => {
  const MUTATION = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { errors { message code } } }`;

  it('project(key) and viewerCan… fields agree with the table', async () => {
    const p = await fresh();
    const result: Record<string, unknown> = {};
    for (const a of w.all) {
      const res = await a.client.graphql(
        'query($key: ID!) { project(key: $key) { name viewerCanEdit viewerCanTransfer viewerCanDuplicate viewerCanChangeActive viewerCanUnfinalize } }',
        { key: p.id },
      );
      result[a.label] = graphqlOutcome(res, 'project') === 'ok' ? res.data?.project : graphqlOutcome(res, 'project');
    }
    const can = (edit: boolean, transfer: boolean, duplicate: boolean) => ({
      name: p.name,
      viewerCanEdit: edit,
      viewerCanTransfer: transfer,
      viewerCanDuplicate: duplicate,
      viewerCanChangeActive: edit,
      viewerCanUnfinalize: false,
    });
    expect(result).toEqual(
      byRole<unknown>(w, {
        admin: can(true, true, true),
        ipa: can(false, false, false),
        clientAdmin: can(true, true, true),
        owner: can(true, true, true),
        teamUser: can(true, false, true),
        otherUser: 'not-found',
        superUser: can(true, true, true),
        powerUser: can(false, false, true),
        outsider: 'not-found',
      }),
    );
  });

  it('mutations: rename, add a team member, finalize, transfer', async () => {
    expect(
      await outcomes(async (a, p) =>
        graphqlOutcome(await a.client.graphql(MUTATION('renameProject', 'RenameProjectInput'), { input: { key: p.id, name: `${p.name} (GraphQL)` } }), 'renameProject'),
      ),
    ).toEqual(byRole(w, EDIT));
    expect(
      await outcomes(async (a, p) =>
        graphqlOutcome(await a.client.graphql(MUTATION('addTeamMember', 'AddTeamMemberInput'), { input: { key: p.id, phase: 'fel3', name: 'G. Member' } }), 'addTeamMember'),
      ),
    ).toEqual(byRole(w, EDIT));
    expect(
      await outcomes(async (a, p) => graphqlOutcome(await a.client.graphql(MUTATION('finalizeProject', 'ProjectKeyInput'), { input: { key: p.id } }), 'finalizeProject')),
    ).toEqual(byRole(w, EDIT));
    expect(
      await outcomes(async (a, p) =>
        graphqlOutcome(
          await a.client.graphql(MUTATION('transferProject', 'TransferProjectInput'), { input: { key: p.id, projectOwner: w.clientAdmin.user.email } }),
          'transferProject',
        ),
      ),
    ).toEqual(byRole(w, TRANSFER));
  });

  it('viewerCanCreateProject: not for an IPA User, nor for an Admin who works on no client', async () => {
    const result: Record<string, unknown> = {};
    for (const a of w.all) {
      const res = await a.client.graphql('{ viewer { permissions { viewerCanCreateProject } } }');
      result[a.label] = res.data?.viewer;
    }
    const yes = { permissions: { viewerCanCreateProject: true } };
    expect(result).toEqual(byRole(w, { admin: yes, ipa: { permissions: { viewerCanCreateProject: false } }, clientAdmin: yes, owner: yes, teamUser: yes, otherUser: yes, superUser: yes, powerUser: yes, outsider: yes }));
    const idleAdmin = await signIn(app, await createUser(app.db, { role: ROLE.ADMIN }));
    const idle = await idleAdmin.graphql('{ viewer { permissions { viewerCanCreateProject } } }');
    expect(idle.data?.viewer).toEqual({ permissions: { viewerCanCreateProject: false } });
    const refused = await idleAdmin.post('/api/project/create/', { name: 'Nowhere', fel20: true, costRange: '1to5m', projectType: 'revamp' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Choose a client organization before creating a project.');
  });
});

describe('visibility edge cases', () => {
  it('an IPA User who is not CEL of the client, and an Admin working on another client, do not find the project', async () => {
    const p = await fresh();
    const stranger = await signIn(app, await createUser(app.db, { role: ROLE.IPA_USER }));
    expect(legacyOutcome(await stranger.get(`/api/project/${p.id}`))).toBe('not-found');
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    await impersonate(app.db, admin, w.otherOrg);
    const elsewhere = await signIn(app, admin);
    expect(legacyOutcome(await elsewhere.get(`/api/project/${p.id}`))).toBe('not-found');
  });

  it('po_only restricts a User and a Power User to owned projects, team membership notwithstanding', async () => {
    const p = await fresh();
    for (const role of [4, 6] as const) {
      const restricted = await createUser(app.db, { role, org: w.org, poOnly: true });
      await addToTeam(app.db, p, restricted, 'fel2');
      const client = await signIn(app, restricted);
      expect(legacyOutcome(await client.get(`/api/project/${p.id}`))).toBe('not-found');
      const own = await createProject(app.db, { org: w.org, owner: restricted });
      expect(legacyOutcome(await client.get(`/api/project/${own.id}`))).toBe('ok');
    }
  });

  it('a Power User on the team may edit; a Power User not on it only reads', async () => {
    const p = await fresh();
    expect(legacyOutcome(await w.powerUser.client.post(`/api/project/${p.id}/change/`, { name: `${p.name} by power` }))).toBe('forbidden');
    await addToTeam(app.db, p, w.powerUser.user, 'fel2');
    expect(legacyOutcome(await w.powerUser.client.post(`/api/project/${p.id}/change/`, { name: `${p.name} by power` }))).toBe('ok');
  });

  it('team membership matches the email case-insensitively', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    await addToTeam(app.db, p, { email: w.otherUser.user.email.toUpperCase() }, 'fel3');
    expect(legacyOutcome(await w.otherUser.client.get(`/api/project/${p.id}`))).toBe('ok');
  });

  it('without a token every project path is 401', async () => {
    const p = await fresh();
    expect((await app.client().get(`/api/project/${p.id}`)).status).toBe(401);
    expect((await app.client().post(`/api/project/${p.id}/change/`, { name: 'x' })).status).toBe(401);
    const res = await app.client().graphql('query($key: ID!) { project(key: $key) { name } }', { key: p.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
