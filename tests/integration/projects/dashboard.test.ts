import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../../server/db/schema/index.ts';
import { AREAS, questionsFor, questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { pickList } from '../../support/pick-list.ts';
import { addToTeam, assignCelAndImpersonate, createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { seedAnswers } from '../../support/questionnaire.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { figures } from '../../support/report-fixtures.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
let w: ProjectWorld;
const statements = { count: 0 };
beforeAll(async () => {
  // The mail worker polls on the same connections: slow it down so that only the requests' statements count.
  app = await startTestApp({ onQuery: () => void statements.count++, outbox: { pollMs: 600_000 } });
  w = await projectWorld(app, { name: 'Alpha compressor' });
});
afterAll(async () => app?.close());

const DASHBOARD = `query($filter: ProjectFilter, $first: Int, $offset: Int, $sort: ProjectSort, $after: String) {
  projects(filter: $filter, first: $first, offset: $offset, sort: $sort, after: $after) {
    total endCursor
    nodes { key name isActive isValid currentPhase owner { name } fel2: latestFelIndex(phase: fel2) fel3: latestFelIndex(phase: fel3)
      progress { phase area answered total flagged } viewerCanEdit }
  } }`;

async function list(client: ApiClient, variables: Record<string, unknown> = {}) {
  const res = await client.graphql(DASHBOARD, variables);
  expect(res.errors).toBeUndefined();
  return { total: pick(res.data, 'projects.total'), endCursor: pick(res.data, 'projects.endCursor'), nodes: pickList(res.data, 'projects.nodes') };
}
const names = (nodes: unknown[]) => nodes.map((n) => pick(n, 'name'));

describe('dashboard list: who sees what (DOMAIN.md §5)', () => {
  it('a User sees projects it owns or is on the team of; Super User, Client Admin, Power User, Admin and CEL see all of the client', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const colleague = await createUser(app.db, { role: ROLE.USER, org });
    await createProject(app.db, { org, owner: user, name: 'Owned' });
    const teamProject = await createProject(app.db, { org, owner: colleague, name: 'On the team' });
    await addToTeam(app.db, teamProject, user, 'fel3');
    await createProject(app.db, { org, owner: colleague, name: 'Not mine' });
    await createProject(app.db, { org: w.otherOrg, owner: w.outsider.user, name: 'Other organization' });
    expect(names((await list(await signIn(app, user))).nodes)).toEqual(['On the team', 'Owned']);
    for (const role of [3, 5, 6] as const) {
      expect(names((await list(await signIn(app, await createUser(app.db, { role, org })))).nodes), `role ${role}`).toEqual(['Not mine', 'On the team', 'Owned']);
    }
    for (const role of [1, 2] as const) {
      const staff = await createUser(app.db, { role });
      await assignCelAndImpersonate(app.db, staff, org);
      expect(names((await list(await signIn(app, staff))).nodes), `role ${role}`).toEqual(['Not mine', 'On the team', 'Owned']);
    }
    const restricted = await createUser(app.db, { role: ROLE.POWER_USER, org, poOnly: true });
    await addToTeam(app.db, teamProject, restricted, 'fel2');
    expect(names((await list(await signIn(app, restricted))).nodes)).toEqual([]);
  });

  it('the legacy list GET /api/projects/{clientKey} answers the same projects with owner, progress and FEL Index', async () => {
    const res = await w.owner.client.get(`/api/projects/${w.org.id}`);
    expect(res.status).toBe(200);
    const mine = pickList(res.body, 'projects').find((p) => pick(p, 'key') === w.project.id);
    expect(mine).toMatchObject({
      name: 'Alpha compressor',
      fel20: true,
      isActive: true,
      isValid: false,
      statusfel3: 0,
      projectOwner: w.owner.user.id,
      owner: { key: w.owner.user.id, name: w.owner.user.name, username: w.owner.user.email },
      felIndex: { fel2: null, fel3: null },
      progress: { fel2: { site: { answered: 0, total: questionsForArea('fel2', 'site').length, flagged: 0 } } },
    });
  });
});

describe('filters, search and paging', () => {
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let client: ApiClient;
  let me: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    org = await createOrganization(app.db);
    me = await createUser(app.db, { role: ROLE.SUPER_USER, org });
    const other = await createUser(app.db, { role: ROLE.USER, org });
    client = await signIn(app, me);
    await createProject(app.db, { org, owner: me, name: 'Boiler upgrade' });
    await createProject(app.db, { org, owner: other, name: 'boiler feedwater', statusfel3: 1 });
    await createProject(app.db, { org, owner: other, name: 'Cooling tower', fel20: false });
    await createProject(app.db, { org, owner: other, name: 'Dock repair', isActive: false });
    const team = await createProject(app.db, { org, owner: other, name: 'Electrical room', isValid: true });
    await addToTeam(app.db, team, me, 'fel2');
  });

  it('active by default; inactive and all on request; deactivated ones stay listed and marked', async () => {
    expect(names((await list(client)).nodes)).toEqual(['boiler feedwater', 'Boiler upgrade', 'Cooling tower', 'Electrical room']);
    expect(names((await list(client, { filter: { status: 'inactive' } })).nodes)).toEqual(['Dock repair']);
    const all = await list(client, { filter: { status: 'all' } });
    expect(all.nodes.map((n) => [pick(n, 'name'), pick(n, 'isActive'), pick(n, 'isValid')])).toEqual([
      ['boiler feedwater', true, false],
      ['Boiler upgrade', true, false],
      ['Cooling tower', true, false],
      ['Dock repair', false, false],
      ['Electrical room', true, true],
    ]);
  });

  it('mine: owned or on the team; phase: the current phase; search: part of the name, any case', async () => {
    expect(names((await list(client, { filter: { mine: true } })).nodes)).toEqual(['Boiler upgrade', 'Electrical room']);
    expect(names((await list(client, { filter: { phase: 'fel3' } })).nodes)).toEqual(['boiler feedwater', 'Cooling tower']);
    expect(names((await list(client, { filter: { phase: 'fel2' } })).nodes)).toEqual(['Boiler upgrade', 'Electrical room']);
    expect(names((await list(client, { filter: { search: 'BOILER' } })).nodes)).toEqual(['boiler feedwater', 'Boiler upgrade']);
    expect(names((await list(client, { filter: { search: 'boiler', mine: true } })).nodes)).toEqual(['Boiler upgrade']);
    expect(names((await list(client, { filter: { search: '%' } })).nodes)).toEqual([]);
    const legacy = await client.get(`/api/projects/${org.id}?search=cool&status=all`);
    expect(pickList(legacy.body, 'projects').map((p) => pick(p, 'name'))).toEqual(['Cooling tower']);
  });

  it('pages with a total; past the end is empty with the same total', async () => {
    const first = await list(client, { filter: { status: 'all' }, first: 2 });
    const second = await list(client, { filter: { status: 'all' }, first: 2, offset: 2 });
    const beyond = await list(client, { filter: { status: 'all' }, first: 2, offset: 10 });
    expect([first.total, second.total, beyond.total]).toEqual([5, 5, 5]);
    expect([...names(first.nodes), ...names(second.nodes)]).toEqual(['boiler feedwater', 'Boiler upgrade', 'Cooling tower', 'Dock repair']);
    expect(beyond.nodes).toEqual([]);
    const bad = await client.graphql(DASHBOARD, { first: 0 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });
});

describe('what each row shows', () => {
  it('progress per area of the phases in scope, and the FEL Index of the newest report of each phase (null without one)', async () => {
    const org = await createOrganization(app.db);
    const owner = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const p = await createProject(app.db, { org, owner, name: 'Rated' });
    await createProject(app.db, { org, owner, name: 'Solo FEL 3', fel20: false });
    const [answeredSite] = questionsForArea('fel2', 'site');
    await seedAnswers(app.db, { projectId: p.id, phase: 'fel2', questions: questionsForArea('fel2', 'eng') });
    await seedAnswers(app.db, { projectId: p.id, phase: 'fel2', questions: answeredSite ? [answeredSite] : [], level: () => null, extra: () => ({ na: true, naReason: '', revisit: true }) });
    await app.db.insert(reports).values([
      { projectId: p.id, phase: 'fel2', bankVersion: 'x', snapshot: { felIndex: 7.25 }, ...figures(7.25), createdAt: new Date('2026-01-01') },
      { projectId: p.id, phase: 'fel2', bankVersion: 'x', snapshot: { felIndex: 5.5 }, ...figures(5.5), createdAt: new Date('2026-02-01') },
    ]);
    const { nodes } = await list(await signIn(app, owner));
    const rated = nodes.find((n) => pick(n, 'name') === 'Rated');
    expect(pick(rated, 'fel2')).toBe(5.5);
    expect(pick(rated, 'fel3')).toBeNull();
    expect(pick(rated, 'progress')).toEqual(
      (['fel2', 'fel3'] as const).flatMap((phase) =>
        AREAS.map((area) => ({
          phase,
          area,
          answered: phase === 'fel2' && area === 'eng' ? questionsForArea('fel2', 'eng').length : 0,
          total: questionsForArea(phase, area).length,
          flagged: phase === 'fel2' && area === 'site' ? 1 : 0,
        })),
      ),
    );
    const solo = nodes.find((n) => pick(n, 'name') === 'Solo FEL 3');
    expect(pick(solo, 'fel3')).toBeNull();
    expect(pickList(solo, 'progress').map((x) => pick(x, 'phase'))).toEqual(AREAS.map(() => 'fel3'));
    expect(questionsFor('fel3').length).toBeGreaterThan(0);
  });
});

describe('fields that read a whole questionnaire or report', () => {
  it('are refused inside the list with a clear error, and answered for one project', async () => {
    const org = await createOrganization(app.db);
    const owner = await createUser(app.db, { role: ROLE.SUPER_USER, org });
    const project = await createProject(app.db, { org, owner, name: 'One at a time' });
    const client = await signIn(app, owner);
    for (const field of ['questionnaire(phase: fel2) { phase }', 'actions { text }', 'csv(phase: fel2) { filename }', 'report(phase: fel2) { answered }']) {
      const res = await client.graphql(`{ projects(first: 5) { nodes { key ${field} } } }`);
      expect(res.errors?.[0]?.extensions?.code, field).toBe('BAD_INPUT');
      expect(res.errors?.[0]?.message, field).toMatch(/^Project\.(\w+|report's .*) is read for one project at a time \(project\(key: …\)\), not inside a list\.$/);
    }
    // The newest saved report of each project of a list is batched (docs/api/graphql.md's portfolio query).
    const latest = await client.graphql(`{ projects(first: 5) { nodes { key report(phase: fel2) { latest { createdAt } } } } }`);
    expect(latest.errors).toBeUndefined();
    const one = await client.graphql(`query ($key: ID!) { project(key: $key) { questionnaire(phase: fel2) { phase } } }`, { key: project.id });
    expect(one.errors).toBeUndefined();
    expect(pick(one.data, 'project.questionnaire.phase')).toBe('fel2');
  });
});

describe('SQL statements per request', () => {
  it('do not grow with the length of the list (GraphQL and legacy)', async () => {
    const org = await createOrganization(app.db);
    const viewer = await createUser(app.db, { role: ROLE.SUPER_USER, org });
    const owners = await Promise.all([0, 1, 2].map(() => createUser(app.db, { role: ROLE.USER, org })));
    const client = await signIn(app, viewer);
    await client.get('/api/user/'); // the caller is cached from here on
    const measure = async () => {
      statements.count = 0;
      await list(client, { first: 100 });
      const graphql = statements.count;
      // A later page, after the cursor of the first.
      const { endCursor } = await list(client, { first: 1 });
      statements.count = 0;
      const next = await list(client, { first: 100, after: endCursor });
      const cursorPage = statements.count;
      expect(next.total).toBe(next.nodes.length + 1);
      statements.count = 0;
      await client.get(`/api/projects/${org.id}`);
      return { graphql, cursorPage, legacy: statements.count };
    };
    const add = async (n: number, from: number) => {
      for (let i = 0; i < n; i++) {
        const owner = owners[i % owners.length] ?? viewer;
        const p = await createProject(app.db, { org, owner, name: `P${String(from + i).padStart(3, '0')}` });
        await seedAnswers(app.db, { projectId: p.id, phase: 'fel2', questions: questionsFor('fel2').slice(0, 5) });
        await addToTeam(app.db, p, viewer, 'fel2');
      }
    };
    await add(2, 0);
    const few = await measure();
    await add(40, 2);
    const many = await measure();
    expect(many).toEqual(few);
    // The page (owners, FEL Index, progress counts and total in it); the caller comes from the instance's cache.
    expect(few).toEqual({ graphql: 1, cursorPage: 1, legacy: 1 });
  });
});
