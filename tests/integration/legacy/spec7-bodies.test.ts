import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { AREAS, PHASES, questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient, ApiResponse } from '../../support/api-client.ts';
import { createOrganization, createUser, type TestUser, unique } from '../../support/factories.ts';
import { codeFrom, linkFrom } from '../../support/mailbox.ts';
import { pickString } from '../../support/pick.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

// Spec §7 as the legacy client sends it: every row of its three tables, in an order a client would call
// them, with only the body fields the spec lists ("payload" and "metrics" rows use the shapes of
// docs/api/*.md). Each row is called by a caller who may act and must succeed.

type State = Record<string, string>;
type Caller = 'anonymous' | 'pending' | 'clientAdmin' | 'admin';
type Row = {
  /** The spec's row, as written there. */
  spec: string;
  as: Caller;
  method: 'GET' | 'POST';
  path: (s: State) => string;
  body?: (s: State) => Record<string, unknown>;
  /** Keeps what later rows need. */
  keep?: (res: ApiResponse, s: State) => void | Promise<void>;
};

let app: TestApp;
let clientAdmin: TestUser;
let admin: TestUser;
/** Resets its password (which ends its sessions), so it is not one of the callers. */
let forgetful: TestUser;
let orgName = '';
const clients = new Map<Caller, ApiClient>();
const state: State = {};

beforeAll(async () => {
  app = await startTestApp();
  const org = await createOrganization(app.db, { plantNames: ['North plant'] });
  orgName = org.name;
  state.org = org.id;
  state.licenseKey = org.licenseKey;
  clientAdmin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
  admin = await createUser(app.db, { role: ROLE.ADMIN });
  forgetful = await createUser(app.db, { role: ROLE.USER, org });
  for (const c of ['anonymous', 'pending', 'clientAdmin', 'admin'] as const) clients.set(c, app.client());
});
afterAll(async () => app?.close());

const answersOf = (phase: 'fel2' | 'fel3', area: 'site' | 'eng' | 'pep') => ({
  answers: questionsForArea(phase, area).map((q) => ({ code: q.code, level: q.target, evidence: `DOC-${q.code}`, comment: 'Started from the study basis; the rest is assumed', revisit: false })),
});
const date = (offsetDays: number) => new Date(Date.now() + offsetDays * 86400_000).toISOString().slice(0, 10);
const METRICS16 = Object.fromEntries(
  ['fel', 'site', 'eng', 'pep'].flatMap((m) => ['2', '3'].flatMap((p) => [[`${m}${p}bp`, m === 'fel' ? 4.5 : 1.5], [`${m}${p}in`, m === 'fel' ? 6 : 2]])),
);

const ROWS: Row[] = [
  // Session and sign-in
  { spec: 'GET /api/site-settings/', as: 'anonymous', method: 'GET', path: () => '/api/site-settings/' },
  {
    spec: 'POST /api/login/',
    as: 'clientAdmin',
    method: 'POST',
    path: () => '/api/login/',
    body: () => ({ username: clientAdmin.email, password: clientAdmin.password }),
    keep: (res) => void (clients.get('clientAdmin')!.token = pickString(res.body, 'access')),
  },
  {
    spec: 'POST /api/token/refresh/',
    as: 'clientAdmin',
    method: 'POST',
    path: () => '/api/token/refresh/',
    keep: (res) => void (clients.get('clientAdmin')!.token = pickString(res.body, 'access')),
  },
  { spec: 'GET /api/user/', as: 'clientAdmin', method: 'GET', path: () => '/api/user/' },
  { spec: 'GET /api/client/', as: 'clientAdmin', method: 'GET', path: () => '/api/client/' },
  {
    spec: 'POST /api/login/ (a second factor follows)',
    as: 'admin',
    method: 'POST',
    path: () => '/api/login/',
    body: () => ({ username: admin.email, password: admin.password }),
    keep: (res) => void (clients.get('admin')!.token = pickString(res.body, 'access')),
  },
  { spec: 'GET /api/login/2fa/new-token/', as: 'admin', method: 'GET', path: () => '/api/login/2fa/new-token/' },
  {
    spec: 'POST /api/login/2fa/',
    as: 'admin',
    method: 'POST',
    path: () => '/api/login/2fa/',
    body: () => ({ code: state.code ?? '' }),
    keep: (res) => void (clients.get('admin')!.token = pickString(res.body, 'access')),
  },
  {
    spec: 'POST /api/register/',
    as: 'anonymous',
    method: 'POST',
    path: () => '/api/register/',
    body: (s) => ({ name: 'Reg Istrant', username: (s.registeredEmail = `${unique('reg')}@example.com`), licensekey: s.licenseKey ?? '' }),
    // The answer does not say whether an account was made: the pending user is found by its email.
    keep: async (_res, s) => {
      const [row] = await app.db.select().from(users).where(eq(users.email, s.registeredEmail ?? ''));
      s.registered = row?.id ?? '';
    },
  },
  { spec: 'POST /api/forgotuserpassword/', as: 'anonymous', method: 'POST', path: () => '/api/forgotuserpassword/', body: () => ({ username: forgetful.email }) },
  {
    spec: 'POST /api/resetuserpassword/',
    as: 'anonymous',
    method: 'POST',
    path: () => '/api/resetuserpassword/',
    body: (s) => ({ password: 'Another-password-2026!', uidb64: s.uidb64 ?? '', token: s.resetToken ?? '' }),
  },
  // Admin
  { spec: 'POST /api/admin/users/', as: 'admin', method: 'POST', path: () => '/api/admin/users/', body: () => ({}) },
  { spec: 'GET /api/admin/clients/', as: 'admin', method: 'GET', path: () => '/api/admin/clients/' },
  {
    spec: 'POST /api/admin/client/create/',
    as: 'admin',
    method: 'POST',
    path: () => '/api/admin/client/create/',
    body: () => ({ name: unique('Legacy Org'), subscription: 2, licensedue: date(300), licensecreate: date(-10), licenserenew: date(-10), plntname: 'East, West', notes: '' }),
    keep: (res, s) => {
      s.newOrg = pickString(res.body, 'key');
      s.newKey = pickString(res.body, 'licensekey');
    },
  },
  {
    spec: 'POST /api/admin/client/{id}/edit/',
    as: 'admin',
    method: 'POST',
    path: (s) => `/api/admin/client/${s.newOrg}/edit/`,
    body: (s) => ({
      name: unique('Legacy Org renamed'),
      licensekey: s.newKey,
      licensedue: date(400),
      notes: 'Renewed',
      subscription: 2,
      licensecreate: date(-10),
      licenserenew: date(-10),
      poc: '',
      plntname: 'East, West, South',
    }),
  },
  {
    spec: 'POST /api/admin/client/{id}/editmetrics/',
    as: 'admin',
    method: 'POST',
    path: (s) => `/api/admin/client/${s.newOrg}/editmetrics/`,
    body: () => ({ metrics: { fel2co: 7, fel3co: 5.5, site2co: 2.2, site3co: 1.8, eng2co: 2.5, eng3co: 1.9, pep2co: 2.3, pep3co: 1.8 } }),
  },
  { spec: 'POST /api/admin/client/{id}/reset-license/', as: 'admin', method: 'POST', path: (s) => `/api/admin/client/${s.newOrg}/reset-license/` },
  { spec: 'GET /api/admin/client/{id}/cels/', as: 'admin', method: 'GET', path: (s) => `/api/admin/client/${s.newOrg}/cels/` },
  { spec: 'POST /api/admin/client/{id}/cels/edit/', as: 'admin', method: 'POST', path: (s) => `/api/admin/client/${s.newOrg}/cels/edit/`, body: () => ({ cel: [] }) },
  {
    spec: 'POST /api/user/clientimpersonation/edit/',
    as: 'admin',
    method: 'POST',
    path: () => '/api/user/clientimpersonation/edit/',
    body: (s) => ({ clientImpersonation: s.org }),
  },
  { spec: 'POST /api/admin/user/{id}/activate/', as: 'admin', method: 'POST', path: (s) => `/api/admin/user/${s.registered}/activate/`, body: () => ({ status: true }) },
  {
    spec: 'POST /api/admin/user/create/',
    as: 'admin',
    method: 'POST',
    path: () => '/api/admin/user/create/',
    body: () => ({ username: `${unique('made')}@example.com`, name: 'Made By Admin', user_type: 5, client: orgName, celCheck: false }),
    keep: (res, s) => void (s.madeUser = pickString(res.body, 'key')),
  },
  {
    spec: 'POST /api/admin/user/{id}/edit/',
    as: 'admin',
    method: 'POST',
    path: (s) => `/api/admin/user/${s.madeUser}/edit/`,
    body: () => ({ username: `${unique('made')}@example.com`, name: 'Made And Edited', user_type: 4, client: orgName, celCheck: false }),
  },
  { spec: 'GET /api/users/{id}/', as: 'admin', method: 'GET', path: (s) => `/api/users/${s.madeUser}/` },
  { spec: 'POST /api/admin/site-settings/', as: 'admin', method: 'POST', path: () => '/api/admin/site-settings/', body: () => ({ banner: false, message: '', color: 'none' }) },
  { spec: 'GET /api/admin/IPAmetrics/', as: 'admin', method: 'GET', path: () => '/api/admin/IPAmetrics/' },
  { spec: 'POST /api/admin/IPAmetrics/', as: 'admin', method: 'POST', path: () => '/api/admin/IPAmetrics/', body: () => METRICS16 },
  { spec: 'GET /api/IPAmetrics/{id}/', as: 'clientAdmin', method: 'GET', path: (s) => `/api/IPAmetrics/${s.org}/` },
  // Projects
  { spec: 'GET /api/projects/{clientKey}', as: 'clientAdmin', method: 'GET', path: (s) => `/api/projects/${s.org}` },
  {
    spec: 'POST /api/project/create/',
    as: 'clientAdmin',
    method: 'POST',
    path: () => '/api/project/create/',
    body: (s) => ({ name: unique('Legacy project'), fel20: true, client: s.org }),
    keep: (res, s) => void (s.project = pickString(res.body, 'key')),
  },
  { spec: 'GET /api/project/{key}', as: 'clientAdmin', method: 'GET', path: (s) => `/api/project/${s.project}` },
  { spec: 'POST /api/project/all/', as: 'clientAdmin', method: 'POST', path: () => '/api/project/all/', body: (s) => ({ selectedKeys: [s.project] }) },
  { spec: 'GET /api/project/{key}/projectteam', as: 'clientAdmin', method: 'GET', path: (s) => `/api/project/${s.project}/projectteam` },
  { spec: 'GET /api/project/{key}/sites/', as: 'clientAdmin', method: 'GET', path: (s) => `/api/project/${s.project}/sites/` },
  ...PHASES.flatMap((phase): Row[] => [
    ...['questions', 'status', 'team'].map(
      (suffix): Row => ({ spec: `GET /api/project/{key}/{segment}{suffix} (${phase}${suffix})`, as: 'clientAdmin', method: 'GET', path: (s) => `/api/project/${s.project}/${phase}${suffix}` }),
    ),
    {
      spec: `POST /api/project/{key}/{segment}{item}/edit/ (${phase}team)`,
      as: 'clientAdmin',
      method: 'POST',
      path: (s) => `/api/project/${s.project}/${phase}team/edit/`,
      body: () => ({ name: 'Pat Planner', email: 'pat@example.com', function: 'Planner', company: 'Owner' }),
      keep: (res, s) => void (s.member = pickString(res.body, 'key')),
    },
    {
      spec: `POST /api/project/{key}/{segment}{item}/{id}/edit/ (${phase}team)`,
      as: 'clientAdmin',
      method: 'POST',
      path: (s) => `/api/project/${s.project}/${phase}team/${s.member}/edit/`,
      body: () => ({ function: 'Lead planner' }),
    },
    {
      spec: `POST /api/project/{key}/{segment}{item}/{id}/delete/ (${phase}team)`,
      as: 'clientAdmin',
      method: 'POST',
      path: (s) => `/api/project/${s.project}/${phase}team/${s.member}/delete/`,
    },
    {
      spec: `POST /api/project/{key}/{segment}{item}/edit/ (${phase}site-info)`,
      as: 'clientAdmin',
      method: 'POST',
      path: (s) => `/api/project/${s.project}/${phase}site-info/edit/`,
      body: () => ({ plantName: 'North plant', location: 'Unit 4' }),
      keep: (res, s) => void (s.site = pickString(res.body, 'key')),
    },
    {
      spec: `POST /api/project/{key}/{segment}{item}/{id}/edit/ (${phase}site-info)`,
      as: 'clientAdmin',
      method: 'POST',
      path: (s) => `/api/project/${s.project}/${phase}site-info/${s.site}/edit/`,
      body: () => ({ location: 'Unit 5' }),
    },
    {
      spec: `POST /api/project/{key}/{segment}{item}/{id}/delete/ (${phase}site-info)`,
      as: 'clientAdmin',
      method: 'POST',
      path: (s) => `/api/project/${s.project}/${phase}site-info/${s.site}/delete/`,
    },
    ...(phase === 'fel3'
      ? [{ spec: 'GET /api/project/{key}/copyfel2tofel3/', as: 'clientAdmin', method: 'GET', path: (s: State) => `/api/project/${s.project}/copyfel2tofel3/` } satisfies Row]
      : []),
    ...AREAS.map(
      (area): Row => ({
        spec: `POST /api/project/{key}/{segment}{item}/edit/ (${phase}${area})`,
        as: 'clientAdmin',
        method: 'POST',
        path: (s) => `/api/project/${s.project}/${phase}${area}/edit/`,
        body: () => answersOf(phase, area),
      }),
    ),
    {
      spec: `POST /api/project/{key}/{segment}{item}/{id}/edit/ (${phase}site/{code})`,
      as: 'clientAdmin',
      method: 'POST',
      path: (s) => `/api/project/${s.project}/${phase}site/${questionsForArea(phase, 'site')[0]?.code ?? ''}/edit/`,
      body: () => ({ comment: 'Checked again' }),
    },
    { spec: `GET /api/project/{key}/{segment}report (${phase})`, as: 'clientAdmin', method: 'GET', path: (s) => `/api/project/${s.project}/${phase}report` },
    {
      spec: `POST /api/project/{key}/{type}report/create/ (${phase})`,
      as: 'clientAdmin',
      method: 'POST',
      path: (s) => `/api/project/${s.project}/${phase}report/create/`,
      body: () => ({ notes: `Legacy ${phase} report` }),
    },
  ]),
  {
    spec: 'POST /api/project/{key}/projectdetails/edit/ (statusfel3 2)',
    as: 'clientAdmin',
    method: 'POST',
    path: (s) => `/api/project/${s.project}/projectdetails/edit/`,
    body: () => ({ statusfel3: 2 }),
  },
  { spec: 'POST /api/project/{key}/edit/', as: 'clientAdmin', method: 'POST', path: (s) => `/api/project/${s.project}/edit/`, body: () => ({ isActive: true }) },
  {
    spec: 'POST /api/project/{key}/duplicate/',
    as: 'clientAdmin',
    method: 'POST',
    path: (s) => `/api/project/${s.project}/duplicate/`,
    body: () => ({ name: unique('Legacy copy'), fel20: false }),
  },
  { spec: 'POST /api/project/{key}/change/', as: 'clientAdmin', method: 'POST', path: (s) => `/api/project/${s.project}/change/`, body: () => ({ name: unique('Legacy renamed') }) },
  { spec: 'POST /api/project/{key}/transfer/', as: 'clientAdmin', method: 'POST', path: (s) => `/api/project/${s.project}/transfer/`, body: (s) => ({ projectOwner: s.madeUser }) },
  {
    spec: 'POST /api/project/{key}/projectdetails/edit/ (isValid true)',
    as: 'clientAdmin',
    method: 'POST',
    path: (s) => `/api/project/${s.project}/projectdetails/edit/`,
    body: () => ({ isValid: true }),
  },
  {
    spec: 'POST /api/project/{key}/projectdetails/edit/unfinalize/',
    as: 'clientAdmin',
    method: 'POST',
    path: (s) => `/api/project/${s.project}/projectdetails/edit/unfinalize/`,
    body: () => ({ isValid: false }),
  },
  { spec: 'GET /api/logout/', as: 'clientAdmin', method: 'GET', path: () => '/api/logout/' },
];

/** Mail-borne values the next rows need (second-factor code, reset link). */
async function afterRow(row: Row): Promise<void> {
  if (row.spec === 'GET /api/login/2fa/new-token/') state.code = codeFrom(await app.mailbox.waitFor(admin.email, (m) => /\b\d{6}\b/.test(m.text)));
  if (row.spec === 'POST /api/forgotuserpassword/') {
    const [uidb64 = '', token = ''] = linkFrom(await app.mailbox.waitFor(forgetful.email)).split('/').slice(-2);
    state.uidb64 = uidb64;
    state.resetToken = token;
  }
}

describe('spec §7 bodies as the legacy client sends them', () => {
  it('every row succeeds with only the listed fields, for a caller who may act', async () => {
    const outcomes: Record<string, string> = {};
    for (const row of ROWS) {
      const client = clients.get(row.as)!;
      const res = await client.request(row.method, row.path(state), row.method === 'POST' ? (row.body?.(state) ?? {}) : undefined);
      const ok = res.status === 200 && res.body.status === 'success';
      outcomes[row.spec] = ok ? 'success' : `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
      if (ok) {
        await row.keep?.(res, state);
        await afterRow(row);
      }
    }
    expect(outcomes).toEqual(Object.fromEntries(ROWS.map((r) => [r.spec, 'success'])));
  });

  it('a project created with only name, fel20 and client has its screening answers unset (null), and reads cope', async () => {
    const api = clients.get('admin')!;
    const created = await api.post('/api/project/create/', { name: unique('Bare'), fel20: false, client: state.org });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.warning).toBeNull();
    const key = pickString(created.body, 'key');
    const legacy = await api.get(`/api/project/${key}`);
    expect(legacy.body.project).toMatchObject({ fel20: false, costRange: null, projectType: null });
    const gql = await api.graphql('query($key: ID!) { project(key: $key) { fel20 costRange costRangeLabel projectType projectTypeLabel outsideSmallProjectRange } }', { key });
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.project).toEqual({ fel20: false, costRange: null, costRangeLabel: null, projectType: null, projectTypeLabel: null, outsideSmallProjectRange: false });
    const list = await api.graphql('{ projects(filter: { status: all }) { nodes { key costRange } } }');
    expect(list.errors).toBeUndefined();
  });
});
