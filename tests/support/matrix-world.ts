import { randomBytes } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../../server/db/client.ts';
import { ROLE, type Role } from '../../common/roles.ts';
import { normalizeRegisterText } from '../../common/register-schema.ts';
import { answers, apiTokens, deliverables, gapActions, organizations, projects, projectSites, reports, teamMembers, users } from '../../server/db/schema/index.ts';
import { resolveApiToken } from '../../server/modules/api-tokens/api-token-caller.ts';
import { resolveCaller } from '../../server/modules/auth/resolve-caller.ts';
import type { OrganizationRow } from '../../server/modules/organizations/organizations.queries.ts';
import type { Viewer } from '../../server/policies/viewer.ts';
import type { ApiClient } from './api-client.ts';
import { assignCel, createOrganization, createUser, makePoc, type TestUser } from './factories.ts';
import { pickString } from './pick.ts';
import { createProject, impersonate } from './projects.ts';
import { AREAS, PHASES, questionsForArea } from '../../server/modules/questionnaire/bank/index.ts';
import { encodeUid, makeResetToken } from '../../server/modules/auth/reset-token.ts';
import { answerWholePhase } from './report-fixtures.ts';
import { clientAs } from './sessions.ts';
import type { TestApp } from './test-app.ts';

// The world of the authorization matrix: two client organizations ("own" and "other"), the callers of
// every kind (anonymous, the 6 roles, an API token of each scope, all of the own organization), and
// fresh objects of either organization for the calls that change them.

export const SIDES = ['own', 'other'] as const;
export type Side = (typeof SIDES)[number];
export const CALLERS = ['anonymous', 'admin', 'ipaUser', 'clientAdmin', 'user', 'superUser', 'powerUser', 'tokenRead', 'tokenReadWrite'] as const;
export type CallerName = (typeof CALLERS)[number];
const PERSON_ROLES = {
  admin: ROLE.ADMIN,
  ipaUser: ROLE.IPA_USER,
  clientAdmin: ROLE.CLIENT_ADMIN,
  user: ROLE.USER,
  superUser: ROLE.SUPER_USER,
  powerUser: ROLE.POWER_USER,
} as const;
type PersonName = keyof typeof PERSON_ROLES;
/** The roles of a client organization's people. */
type ClientRole = typeof ROLE.CLIENT_ADMIN | typeof ROLE.USER | typeof ROLE.SUPER_USER | typeof ROLE.POWER_USER;

export type Caller = { name: CallerName; user: TestUser | null; api: ApiClient; viewer: Viewer | null };

/** One organization with what calls name: its Client Admin, a User owning its projects, a read target of each kind. */
export type Scene = {
  side: Side;
  org: OrganizationRow;
  /** In every name of this organization's objects, so that an answer carrying them is seen at once. */
  marker: string;
  clientAdmin: TestUser;
  /** A plain User who owns the organization's projects (the own organization's is the `user` caller). */
  owner: TestUser;
  /** The Client Admin signed in, to make reports and tokens through the API. */
  adminApi: ApiClient;
  project: FreshProject;
  report: { key: string; projectId: string };
};
export type FreshProject = { id: string; name: string; ownerUserId: string; teamMemberId: string; fel3TeamMemberId: string; siteId: string; entryId: string; actionId: string };
/**
 * A provider-wide row (site settings, provider metrics) that other test files change too: what counts is
 * whether this caller changed it, read from the audit trail every such change writes.
 */
export type ProviderWideChange = { action: 'site-settings.update' | 'provider-metrics.update' | 'organization.second-factor-policy' | 'user.reset-second-factors' | `sso.${string}`; actor: string | null };
/** An organization's pooling choice, which every caller of the matrix may aim at: whether this caller set it. */
export type PoolingChange = { organizationId: string; actor: string | null };
type ProjectOptions = { finalized?: boolean; answered?: 'fel2' | 'fel3' };

export type World = {
  app: TestApp;
  scenes: Record<Side, Scene>;
  callers: Record<CallerName, Caller>;
  freshProject(side: Side, options?: ProjectOptions): Promise<FreshProject>;
  /** A report (method 1, FEL 2) on a new project; `id` is the project's. */
  freshReport(side: Side): Promise<FreshProject & { key: string }>;
  freshUser(side: Side, role?: ClientRole): Promise<TestUser>;
  /** A new organization (the admin screens' writes act on one each, named after the side). */
  freshOrganization(side: Side): Promise<OrganizationRow>;
  /** A valid password-reset link of a new user of the side. */
  resetLink(side: Side): Promise<{ uidb64: string; token: string; userId: string }>;
  /** Rows a create call would add, found by the unique name it was given. */
  named(p: { projectName?: string; userEmail?: string; tokenName?: string; organizationName?: string }): Promise<string>;
  freshToken(side: Side): Promise<{ key: string; secret: string }>;
  /** One token of the side made once and handed to every call that asks (rotation keeps it live). */
  sharedToken(side: Side): Promise<{ key: string; secret: string }>;
  /** A caller in the place of the named one, with a session and a cookie jar of its own (a new user for provider staff, Super and Power User), for calls that change their caller or its cookies. */
  freshCaller(name: CallerName): Promise<Caller>;
  /** Every row a call on these objects could change, to compare before and after a refused call. */
  rows(ids: { project?: string; user?: string; token?: string; organization?: string; changesBy?: ProviderWideChange; poolingBy?: PoolingChange }): Promise<string>;
};

/** An answer to the first question of every area of both phases (the per-answer routes aim at them). */
const FIRST_OF_EACH_AREA = PHASES.flatMap((phase) => AREAS.map((area) => ({ phase, questionCode: questionsForArea(phase, area)[0]?.code ?? '' })));

const marker = (side: Side) => `${side}org${randomBytes(4).toString('hex')}`;

const TOKEN = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { key } errors { message } } }`;
const REPORT = `mutation($input: CreateReportInput!) { createReport(input: $input) { report { key } errors { message } } }`;

export async function createWorld(app: TestApp): Promise<World> {
  let counter = 0;
  const seq = () => String(++counter);

  async function scene(side: Side): Promise<Scene> {
    const m = marker(side);
    const org = await createOrganization(app.db, { name: `Org ${m}`, plantNames: ['Plant A', 'Plant B'] });
    const person = (role: ClientRole, label: string) =>
      createUser(app.db, { role, org, name: `${label} ${m}`, email: `${label.toLowerCase().replace(/\W/g, '')}-${m}-${seq()}@example.com` });
    const clientAdmin = await person(ROLE.CLIENT_ADMIN, 'Client Admin');
    const owner = await person(ROLE.USER, 'Owner');
    await makePoc(app.db, org, clientAdmin);
    const adminApi = await clientAs(app, clientAdmin);
    return { side, org, marker: m, clientAdmin, owner, adminApi, project: { id: '', name: '', ownerUserId: '', teamMemberId: '', fel3TeamMemberId: '', siteId: '', entryId: '', actionId: '' }, report: { key: '', projectId: '' } };
  }
  const scenes: Record<Side, Scene> = { own: await scene('own'), other: await scene('other') };

  async function freshProject(side: Side, options: ProjectOptions = {}): Promise<FreshProject> {
    const s = scenes[side];
    const name = `Project ${s.marker} ${seq()}`;
    const row = await createProject(app.db, { org: s.org, owner: s.owner, name, fel20: true });
    if (options.answered) await answerWholePhase(app, row.id, options.answered);
    else await app.db.insert(answers).values(FIRST_OF_EACH_AREA.map((a) => ({ projectId: row.id, ...a, bankVersion: 'test', level: 3, comment: 'existing' })));
    const [fel2, fel3] = await app.db
      .insert(teamMembers)
      .values((['fel2', 'fel3'] as const).map((phase) => ({ projectId: row.id, phase, name: `Member ${phase}`, email: 'existing@example.com' })))
      .returning();
    const [site] = await app.db.insert(projectSites).values({ projectId: row.id, plantName: 'Plant A', location: 'Existing' }).returning();
    // A register entry no answer links, and an action on the first FEL 2 question (method 3).
    const number = `DOC-${seq()}`;
    const [entry] = await app.db.insert(deliverables).values({ projectId: row.id, number, numberKey: normalizeRegisterText(number), revision: 'A' }).returning();
    const [action] = await app.db
      .insert(gapActions)
      .values({ projectId: row.id, phase: 'fel2', questionCode: FIRST_OF_EACH_AREA[0]?.questionCode ?? '', text: 'Existing action of the project', ownerText: 'Nobody in particular' })
      .returning();
    if (options.finalized) await app.db.update(projects).set({ isValid: true }).where(eq(projects.id, row.id));
    if (!fel2 || !fel3 || !site || !entry || !action) throw new Error('project not furnished');
    return { id: row.id, name, ownerUserId: s.owner.id, teamMemberId: fel2.id, fel3TeamMemberId: fel3.id, siteId: site.id, entryId: entry.id, actionId: action.id };
  }
  /** The side's first report is made through the API; later ones copy it onto a new project (fast). */
  async function freshReport(side: Side) {
    const s = scenes[side];
    const [saved] = s.report.key ? await app.db.select().from(reports).where(eq(reports.id, s.report.key)) : [];
    if (saved) {
      const project = await freshProject(side);
      const { id: _id, ...copy } = saved;
      const [row] = await app.db.insert(reports).values({ ...copy, projectId: project.id }).returning();
      return { ...project, key: row?.id ?? '' };
    }
    const project = await freshProject(side, { answered: 'fel2' });
    const res = await s.adminApi.graphql(REPORT, { input: { projectKey: project.id, phase: 'fel2', notes: `Notes ${s.marker}` } });
    return { ...project, key: pickString(res.data, 'createReport.report.key') };
  }
  const freshUser = (side: Side, role: ClientRole = ROLE.USER) => {
    const m = scenes[side].marker;
    return createUser(app.db, { role, org: scenes[side].org, name: `Target ${m}`, email: `target-${m}-${seq()}@example.com` });
  };
  const freshOrganization = (side: Side) => createOrganization(app.db, { name: `Org ${scenes[side].marker} ${seq()}` });
  async function resetLink(side: Side) {
    const user = await freshUser(side);
    const token = makeResetToken(app.config.jwtSecret, { id: user.id, email: user.email, passwordHash: user.passwordHash, lastLogin: user.lastLogin }, app.deps.now());
    return { uidb64: encodeUid(user.id), token, userId: user.id };
  }
  async function freshToken(side: Side) {
    const s = scenes[side];
    const res = await s.adminApi.graphql(TOKEN, { input: { name: `Token ${s.marker} ${seq()}`, scope: 'read' } });
    return { key: pickString(res.data, 'createApiToken.token.key'), secret: pickString(res.data, 'createApiToken.secret') };
  }

  const sharedTokens: Partial<Record<Side, Promise<{ key: string; secret: string }>>> = {};

  const own = scenes.own;
  async function person(name: PersonName): Promise<TestUser> {
    const role: Role = PERSON_ROLES[name];
    if (name === 'user') return own.owner;
    if (name === 'clientAdmin') return own.clientAdmin;
    // Provider staff work on the own organization (the IPA User as its CEL); the others belong to it.
    const staff = name === 'admin' || name === 'ipaUser';
    const user = await createUser(app.db, { role, ...(staff ? {} : { org: own.org }) });
    if (name === 'ipaUser') await assignCel(app.db, own.org, user);
    if (staff) await impersonate(app.db, user, own.org);
    return user;
  }
  async function caller(name: CallerName, user: TestUser | null, api: ApiClient): Promise<Caller> {
    if (name === 'tokenRead' || name === 'tokenReadWrite') {
      const outcome = await resolveApiToken(app.deps, api.token ?? '', { method: 'GET', path: '/matrix', ip: '127.0.0.1' });
      return { name, user, api, viewer: outcome.kind === 'ok' ? outcome.viewer : null };
    }
    return { name, user, api, viewer: (await resolveCaller(app.deps, api.token ?? undefined)).viewer };
  }
  async function token(scope: 'read' | 'readWrite'): Promise<ApiClient> {
    const res = await own.adminApi.graphql(TOKEN, { input: { name: `Caller ${own.marker} ${scope} ${seq()}`, scope } });
    const api = app.client();
    api.token = pickString(res.data, 'createApiToken.secret');
    return api;
  }
  /** A caller of that kind with a session of its own (a new user for the provider and Super/Power User roles). */
  async function makeCaller(name: CallerName): Promise<Caller> {
    if (name === 'anonymous') return caller(name, null, app.client());
    if (name === 'tokenRead') return caller(name, null, await token('read'));
    if (name === 'tokenReadWrite') return caller(name, null, await token('readWrite'));
    const user = await person(name);
    return caller(name, user, await clientAs(app, user));
  }
  const callers: Record<CallerName, Caller> = {
    anonymous: await makeCaller('anonymous'),
    admin: await makeCaller('admin'),
    ipaUser: await makeCaller('ipaUser'),
    clientAdmin: await makeCaller('clientAdmin'),
    user: await makeCaller('user'),
    superUser: await makeCaller('superUser'),
    powerUser: await makeCaller('powerUser'),
    tokenRead: await makeCaller('tokenRead'),
    tokenReadWrite: await makeCaller('tokenReadWrite'),
  };

  for (const side of SIDES) {
    scenes[side].project = await freshProject(side);
    const report = await freshReport(side);
    await answerWholePhase(app, report.id, 'fel3');
    scenes[side].report = { key: report.key, projectId: report.id };
  }

  async function named(p: Parameters<World['named']>[0]): Promise<string> {
    return JSON.stringify([
      p.projectName ? await app.db.select().from(projects).where(eq(projects.name, p.projectName)) : [],
      p.userEmail ? await app.db.select().from(users).where(eq(users.email, p.userEmail)) : [],
      p.tokenName ? await app.db.select().from(apiTokens).where(eq(apiTokens.name, p.tokenName)) : [],
      p.organizationName ? await app.db.select().from(organizations).where(eq(organizations.name, p.organizationName)) : [],
    ]);
  }

  /** One query: each table's rows as JSON, in a fixed order (a plain scan may return them in any order). */
  async function rows(ids: Parameters<World['rows']>[0]): Promise<string> {
    const parts: SQL[] = [];
    const of = (query: SQL) => parts.push(sql`(select coalesce(json_agg(x order by x::text), '[]') from (${query}) x)`);
    if (ids.project) {
      of(sql`select * from projects where id = ${ids.project}`);
      for (const table of ['team_members', 'project_sites', 'answers', 'answer_history', 'reports', 'deliverables', 'answer_evidence', 'gap_actions', 'gate_decisions', 'close_outs', 'outcome_history']) of(sql`select * from ${sql.identifier(table)} where project_id = ${ids.project}`);
      of(sql`select m.* from review_marks m join reports r on r.id = m.report_id where r.project_id = ${ids.project}`);
    }
    if (ids.user) of(sql`select * from users where id = ${ids.user}`);
    if (ids.organization) {
      of(sql`select * from organizations where id = ${ids.organization}`);
      of(sql`select * from users where organization_id = ${ids.organization}`);
      of(sql`select * from api_tokens where organization_id = ${ids.organization}`);
    }
    if (ids.token) of(sql`select * from api_tokens where id = ${ids.token}`);
    if (ids.poolingBy) of(sql`select count(*) as n from outcome_pooling where organization_id = ${ids.poolingBy.organizationId} and set_by is not distinct from ${ids.poolingBy.actor}`);
    if (ids.changesBy) of(sql`select count(*) as n from audit_events where action = ${ids.changesBy.action} and actor_user_id is not distinct from ${ids.changesBy.actor}`);
    if (parts.length === 0) return '';
    return JSON.stringify(await rawRows(app.db, sql`select json_build_array(${sql.join(parts, sql`, `)}) as rows`));
  }

  return {
    app,
    scenes,
    callers,
    freshProject,
    freshReport,
    freshUser,
    freshOrganization,
    freshToken,
    sharedToken: (side) => (sharedTokens[side] ??= freshToken(side)),
    resetLink,
    named,
    freshCaller: async (name) => {
      if (name !== 'tokenRead' && name !== 'tokenReadWrite') return makeCaller(name);
      // An API token has no session and no client switcher: the same token, in a client with no cookies.
      const api = app.client();
      api.token = callers[name].api.token;
      return { ...callers[name], api };
    },
    rows,
  };
}
