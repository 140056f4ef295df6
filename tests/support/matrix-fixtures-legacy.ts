import { AREAS, PHASES, questionsForArea } from '../../server/modules/questionnaire/bank/index.ts';
import { TEST_PASSWORD } from './factories.ts';
import { orgOf, projectOf } from './matrix-fixtures-graphql.ts';
import type { Call, Fixture, Prepared } from './matrix-fixtures.ts';
import type { FreshProject, Side, World } from './matrix-world.ts';

// Legacy /api/* half of the matrix's fixtures (see matrix-fixtures.ts), keyed "METHOD url" as registered.

const get = (path: string): Call => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): Call => ({ method: 'POST', path, body });
const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
const tag = () => crypto.randomUUID().slice(0, 8);
const METRICS16 = Object.fromEntries(['fel', 'site', 'eng', 'pep'].flatMap((m) => ['2', '3'].flatMap((p) => [[`${m}${p}bp`, m === 'fel' ? 4.5 : 1.5], [`${m}${p}in`, m === 'fel' ? 6 : 2]])));

/** A read of the side's shared project. */
const projectRead = (suffix: string, shows = true): Fixture => ({
  prepare: async (w, side) => {
    const s = w.scenes[side];
    return { call: get(`/api/project/${s.project.id}${suffix}`), subject: projectOf(s, s.project), ...(shows ? { shows: s.project.name } : {}) };
  },
});
/** A write on a new project of the side's organization. */
const projectWrite = (call: (p: FreshProject, w: World, side: Side) => Call | Promise<Call>, options: { finalized?: boolean; answered?: 'fel2' | 'fel3' } = {}): Fixture => ({
  prepare: async (w, side): Promise<Prepared> => {
    const p = await w.freshProject(side, options);
    return { call: await call(p, w, side), subject: projectOf(w.scenes[side], p), snapshot: () => w.rows({ project: p.id }) };
  },
});
const userWrite = (call: (key: string, email: string, w: World, side: Side) => Call): Fixture => ({
  prepare: async (w, side) => {
    const user = await w.freshUser(side);
    return { call: call(user.id, user.email, w, side), subject: orgOf(w.scenes[side]), snapshot: () => w.rows({ user: user.id }) };
  },
});
const organizationWrite = (call: (org: { id: string; licenseKey: string }) => Call): Fixture => ({
  prepare: async (w, side) => {
    const org = await w.freshOrganization(side);
    return { call: call(org), subject: { organizationId: org.id }, snapshot: () => w.rows({ organization: org.id }) };
  },
});
const plain = (call: Call, shows?: (w: World, side: Side) => string): Fixture => ({
  prepare: async (w, side) => ({ call, subject: orgOf(w.scenes[side]), ...(shows ? { shows: shows(w, side) } : {}) }),
});
const organizationRead = (suffix: string): Fixture => ({
  prepare: async (w, side) => ({ call: get(`/api/admin/client/${w.scenes[side].org.id}${suffix}`), subject: orgOf(w.scenes[side]) }),
});
/** The current report of the side's answered project (both phases answered, one FEL 2 report saved). */
const reportRead = (phase: 'fel2' | 'fel3'): Fixture => ({
  prepare: async (w, side) => {
    const s = w.scenes[side];
    return { call: get(`/api/project/${s.report.projectId}/${phase}report`), subject: projectOf(s, s.project) };
  },
});

const phaseFixtures = Object.fromEntries(
  PHASES.flatMap((phase): [string, Fixture][] => {
    const code = (area: (typeof AREAS)[number]) => questionsForArea(phase, area)[0]?.code ?? '';
    const member = (p: FreshProject) => (phase === 'fel2' ? p.teamMemberId : p.fel3TeamMemberId);
    return [
      [`GET /api/project/:key/${phase}team`, projectRead(`/${phase}team`, false)],
      [`POST /api/project/:key/${phase}team/edit/`, projectWrite((p) => post(`/api/project/${p.id}/${phase}team/edit/`, { name: 'New member' }))],
      [`POST /api/project/:key/${phase}team/:id/edit/`, projectWrite((p) => post(`/api/project/${p.id}/${phase}team/${member(p)}/edit/`, { company: 'Changed' }))],
      [`POST /api/project/:key/${phase}team/:id/delete/`, projectWrite((p) => post(`/api/project/${p.id}/${phase}team/${member(p)}/delete/`))],
      [`POST /api/project/:key/${phase}site-info/edit/`, projectWrite((p) => post(`/api/project/${p.id}/${phase}site-info/edit/`, { plantName: 'Plant B' }))],
      [`POST /api/project/:key/${phase}site-info/:id/edit/`, projectWrite((p) => post(`/api/project/${p.id}/${phase}site-info/${p.siteId}/edit/`, { location: 'Changed' }))],
      [`POST /api/project/:key/${phase}site-info/:id/delete/`, projectWrite((p) => post(`/api/project/${p.id}/${phase}site-info/${p.siteId}/delete/`))],
      [`GET /api/project/:key/${phase}questions`, projectRead(`/${phase}questions`, false)],
      [`GET /api/project/:key/${phase}status`, projectRead(`/${phase}status`, false)],
      [`GET /api/project/:key/${phase}report`, reportRead(phase)],
      [`POST /api/project/:key/${phase}report/create/`, projectWrite((p) => post(`/api/project/${p.id}/${phase}report/create/`, { notes: 'By the matrix' }), { answered: phase })],
      ...AREAS.flatMap((area): [string, Fixture][] => [
        [`POST /api/project/:key/${phase}${area}/edit/`, projectWrite((p) => post(`/api/project/${p.id}/${phase}${area}/edit/`, { answers: [{ code: code(area), level: 1 }] }))],
        [`POST /api/project/:key/${phase}${area}/:code/edit/`, projectWrite((p) => post(`/api/project/${p.id}/${phase}${area}/${code(area)}/edit/`, { level: 1 }))],
        [`POST /api/project/:key/${phase}${area}/:code/delete/`, projectWrite((p) => post(`/api/project/${p.id}/${phase}${area}/${code(area)}/delete/`))],
      ]),
    ];
  }),
);

export const LEGACY_FIXTURES: Record<string, Fixture> = {
  'POST /api/login/': {
    freshCaller: true, // the answer sets a refresh cookie
    prepare: async (w, side) => {
      const user = await w.freshUser(side);
      return { call: post('/api/login/', { username: user.email, password: TEST_PASSWORD }), subject: orgOf(w.scenes[side]) };
    },
  },
  'GET /api/login/2fa/new-token/': { freshCaller: true, ...plain(get('/api/login/2fa/new-token/')) },
  'POST /api/login/2fa/': { freshCaller: true, ...plain(post('/api/login/2fa/', { code: '000000' })) },
  'POST /api/token/refresh/': { freshCaller: true, ...plain(post('/api/token/refresh/')) },
  'GET /api/logout/': { freshCaller: true, ...plain(get('/api/logout/')) },
  'POST /api/forgotuserpassword/': {
    prepare: async (w, side) => ({ call: post('/api/forgotuserpassword/', { username: (await w.freshUser(side)).email }), subject: orgOf(w.scenes[side]) }),
  },
  'POST /api/resetuserpassword/': {
    prepare: async (w, side) => {
      const { uidb64, token, userId } = await w.resetLink(side);
      return { call: post('/api/resetuserpassword/', { password: 'Another-password-2026!', uidb64, token }), subject: { ...orgOf(w.scenes[side]), userId } };
    },
  },
  'POST /api/register/': {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      const email = `registered-${s.marker}-${tag()}@example.com`;
      return { call: post('/api/register/', { name: `Registrant ${s.marker}`, username: email, licensekey: s.org.licenseKey }), subject: orgOf(s), snapshot: () => w.named({ userEmail: email }) };
    },
  },
  'GET /api/site-settings/': plain(get('/api/site-settings/')),
  'GET /api/user/': plain(get('/api/user/')),
  'GET /api/client/': plain(get('/api/client/'), (w) => w.scenes.own.marker),
  'POST /api/admin/site-settings/': {
    prepare: async (w, side, caller) => ({
      call: post('/api/admin/site-settings/', { banner: false, message: '', color: 'none' }),
      subject: orgOf(w.scenes[side]),
      snapshot: () => w.rows({ changesBy: { action: 'site-settings.update', actor: caller.viewer?.userId ?? null } }),
    }),
  },
  // One path, the operation chosen by the body (a client, or "" for one's own organization): a cell per variant.
  'POST /api/user/clientimpersonation/edit/#impersonation.start': {
    freshCaller: true,
    prepare: async (w, side, caller) => ({
      call: post('/api/user/clientimpersonation/edit/', { clientImpersonation: w.scenes[side].org.id }),
      subject: orgOf(w.scenes[side]),
      snapshot: () => w.rows({ user: caller.user?.id ?? '' }),
    }),
  },
  'POST /api/user/clientimpersonation/edit/#impersonation.end': {
    freshCaller: true,
    prepare: async (w, side, caller) => ({
      call: post('/api/user/clientimpersonation/edit/', { clientImpersonation: '' }),
      subject: orgOf(w.scenes[side]),
      snapshot: () => w.rows({ user: caller.user?.id ?? '' }),
    }),
  },
  'GET /api/projects/:clientKey': {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return { call: get(`/api/projects/${s.org.id}?status=all`), subject: projectOf(s, s.project), shows: s.project.name };
    },
  },
  'POST /api/project/all/': {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return { call: post('/api/project/all/', { selectedKeys: [s.project.id] }), subject: projectOf(s, s.project), shows: s.project.name };
    },
  },
  'POST /api/project/create/': {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      const name = `Project ${s.marker} created ${tag()}`;
      return { call: post('/api/project/create/', { name, fel20: true, client: s.org.id }), subject: { ...orgOf(s), active: true }, snapshot: () => w.named({ projectName: name }) };
    },
  },
  'GET /api/project/:key': projectRead(''),
  // One path, the operation chosen by the body (spec §7): a cell per variant.
  'POST /api/project/:key/edit/#project.deactivate': projectWrite((p) => post(`/api/project/${p.id}/edit/`, { isActive: false })),
  'POST /api/project/:key/edit/#project.restore': projectWrite((p) => post(`/api/project/${p.id}/edit/`, { isActive: true })),
  'POST /api/project/:key/projectdetails/edit/#project.update': projectWrite((p) => post(`/api/project/${p.id}/projectdetails/edit/`, { description: 'Changed by the matrix' })),
  'POST /api/project/:key/projectdetails/edit/#project.finalize': projectWrite((p) => post(`/api/project/${p.id}/projectdetails/edit/`, { isValid: true })),
  'POST /api/project/:key/projectdetails/edit/#project.fel3.complete': projectWrite((p) => post(`/api/project/${p.id}/projectdetails/edit/`, { statusfel3: 2 }), { answered: 'fel3' }),
  'POST /api/project/:key/projectdetails/edit/#project.fel3.reopen': projectWrite((p) => post(`/api/project/${p.id}/projectdetails/edit/`, { statusfel3: 1 })),
  'POST /api/project/:key/projectdetails/edit/unfinalize/': projectWrite((p) => post(`/api/project/${p.id}/projectdetails/edit/unfinalize/`, { isValid: false }), { finalized: true }),
  'POST /api/project/:key/change/': projectWrite((p) => post(`/api/project/${p.id}/change/`, { name: `${p.name} renamed` })),
  'POST /api/project/:key/transfer/': projectWrite(async (p, w, side) => post(`/api/project/${p.id}/transfer/`, { projectOwner: (await w.freshUser(side)).id })),
  'POST /api/project/:key/duplicate/': {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      const name = `Copy ${s.marker} ${tag()}`;
      return { call: post(`/api/project/${s.project.id}/duplicate/`, { name, fel20: false }), subject: projectOf(s, s.project), snapshot: () => w.named({ projectName: name }) };
    },
  },
  'GET /api/project/:key/projectteam': projectRead('/projectteam', false),
  'GET /api/project/:key/sites/': projectRead('/sites/', false),
  'GET /api/project/:key/copyfel2tofel3/': projectWrite((p) => get(`/api/project/${p.id}/copyfel2tofel3/`)),
  ...phaseFixtures,
  'GET /api/report/:reportKey/pdf/': {
    exclusive: true, // the PDF queue holds 2 at once and 6 waiting
    prepare: async (w, side) => ({ call: get(`/api/report/${w.scenes[side].report.key}/pdf/`), subject: projectOf(w.scenes[side], w.scenes[side].project) }),
  },
  'GET /api/report/:reportKey/metrics/': {
    prepare: async (w, side) => ({ call: get(`/api/report/${w.scenes[side].report.key}/metrics/`), subject: projectOf(w.scenes[side], w.scenes[side].project) }),
  },
  'POST /api/admin/users/': plain(post('/api/admin/users/', {})),
  'POST /api/admin/user/create/': {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      const email = `created-${s.marker}-${tag()}@example.com`;
      return { call: post('/api/admin/user/create/', { username: email, name: `Created ${s.marker}`, user_type: 4, client: s.org.name, celCheck: false }), subject: orgOf(s), snapshot: () => w.named({ userEmail: email }) };
    },
  },
  'POST /api/admin/user/:id/edit/': userWrite((key, email, w, side) => post(`/api/admin/user/${key}/edit/`, { username: email, name: `Renamed ${w.scenes[side].marker}`, user_type: 4, client: w.scenes[side].org.name, celCheck: false })),
  'POST /api/admin/user/:id/activate/': userWrite((key) => post(`/api/admin/user/${key}/activate/`, { status: false })),
  'POST /api/admin/user/:id/reset-password/': userWrite((key) => post(`/api/admin/user/${key}/reset-password/`)),
  'GET /api/users/:id/': {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return { call: get(`/api/users/${s.owner.id}/`), subject: { ...orgOf(s), userId: s.owner.id }, shows: s.marker };
    },
  },
  'GET /api/admin/clients/': plain(get('/api/admin/clients/'), (w, side) => w.scenes[side].marker),
  'POST /api/admin/client/create/': {
    prepare: async (w, side) => {
      const name = `Org ${w.scenes[side].marker} created ${tag()}`;
      const body = { name, subscription: 2, licensedue: day(300), licensecreate: day(-10), licenserenew: day(-10), plntname: 'East, West', notes: '' };
      return { call: post('/api/admin/client/create/', body), subject: orgOf(w.scenes[side]), snapshot: () => w.named({ organizationName: name }) };
    },
  },
  'POST /api/admin/client/:id/edit/': organizationWrite((o) =>
    post(`/api/admin/client/${o.id}/edit/`, { name: `Org renamed ${tag()}`, licensekey: o.licenseKey, licensedue: day(400), notes: 'Renewed', subscription: 2, licensecreate: day(-10), licenserenew: day(-10), poc: '', plntname: 'East' }),
  ),
  'POST /api/admin/client/:id/editmetrics/': organizationWrite((o) => post(`/api/admin/client/${o.id}/editmetrics/`, { metrics: { fel2co: 7 } })),
  'POST /api/admin/client/:id/reset-license/': organizationWrite((o) => post(`/api/admin/client/${o.id}/reset-license/`)),
  'GET /api/admin/client/:id/cels/': organizationRead('/cels/'),
  'POST /api/admin/client/:id/cels/edit/': organizationWrite((o) => post(`/api/admin/client/${o.id}/cels/edit/`, { cel: [] })),
  'GET /api/admin/client/:id/users/': organizationRead('/users/'),
  'GET /api/admin/IPAmetrics/': plain(get('/api/admin/IPAmetrics/')),
  'POST /api/admin/IPAmetrics/': {
    prepare: async (w, side, caller) => ({
      call: post('/api/admin/IPAmetrics/', METRICS16),
      subject: orgOf(w.scenes[side]),
      snapshot: () => w.rows({ changesBy: { action: 'provider-metrics.update', actor: caller.viewer?.userId ?? null } }),
    }),
  },
  'GET /api/IPAmetrics/:id/': { prepare: async (w, side) => ({ call: get(`/api/IPAmetrics/${w.scenes[side].org.id}/`), subject: orgOf(w.scenes[side]) }) },
};
