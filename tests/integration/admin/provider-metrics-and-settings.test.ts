import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMetrics, siteSettings } from '../../../server/db/schema/index.ts';
import { ACTOR_NAMES, adminSuite } from '../../support/admin-actors.ts';
import { pick } from '../../support/pick.ts';
import { lockSingletonRows } from '../../support/singleton-lock.ts';
import { lastAudit } from '../../support/sessions.ts';

// Provider metrics and site settings are one row each, shared by every test file: this file holds the
// single-row lock while it runs (tests/support/singleton-lock.ts) and puts back what it found.

const suite = adminSuite();
let savedMetrics: (typeof providerMetrics.$inferSelect)[];
let savedSettings: (typeof siteSettings.$inferSelect)[];
let unlock: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  unlock = await lockSingletonRows(suite.app);
  savedMetrics = await suite.app.db.select().from(providerMetrics);
  savedSettings = await suite.app.db.select().from(siteSettings);
});
afterAll(async () => {
  try {
    for (const row of savedMetrics) await suite.app.db.update(providerMetrics).set(row);
    for (const row of savedSettings) await suite.app.db.update(siteSettings).set(row);
  } finally {
    await unlock();
  }
});

const SAVE = `mutation($input: ProviderMetricsInput!) { updateProviderMetrics(input: $input) { metrics { fel2bp fel2in pep3in } errors { field message } } }`;
const READ = `{ providerMetrics { fel2bp fel2in site2bp pep3in } }`;
const BENCHMARKS = `query($organization: ID!) { clientBenchmarks(organization: $organization) { organization { name } provider { fel2bp } company { fel2co pep3co } } }`;
const CSV = `{ providerMetricsCsv { filename content } }`;
const SETTINGS = `mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteSettings { banner message color year } errors { field message } } }`;

const SIXTEEN = {
  fel2bp: 6.5, fel2in: 8.1, site2bp: 2.1, site2in: 2.7, eng2bp: 2.2, eng2in: 2.8, pep2bp: 2.2, pep2in: 2.6,
  fel3bp: 4.5, fel3in: 6.2, site3bp: 1.4, site3in: 2, eng3bp: 1.5, eng3in: 2.1, pep3bp: 1.6, pep3in: 2.1,
};

describe('IPA (provider) metrics', () => {
  it('an Admin saves the 16 values (GraphQL); empty or zero is none; two decimals; audited', async () => {
    const res = await suite.actors.as.admin.graphql(SAVE, { input: { ...SIXTEEN, fel2in: 0, pep3in: 2.005 } });
    expect(pick(res.data, 'updateProviderMetrics')).toEqual({ metrics: { fel2bp: 6.5, fel2in: null, pep3in: 2.01 }, errors: [] });
    expect(pick((await suite.actors.as.ipaCel.graphql(READ)).data, 'providerMetrics')).toEqual({ fel2bp: 6.5, fel2in: null, site2bp: 2.1, pep3in: 2.01 });
    expect(await lastAudit(suite.app, '1', 'provider-metrics.update')).toMatchObject({ actorUserId: suite.actors.users.admin.id, after: { fel2bp: 6.5, fel2in: null } });
  });

  it('GET and POST /api/admin/IPAmetrics/ answer the data map; invalid values change nothing', async () => {
    const saved = await suite.actors.as.admin.post('/api/admin/IPAmetrics/', { ...SIXTEEN, eng3in: '3.333', site3bp: '', source: 'Provider benchmark study 2026', asOf: '2026-09-30' });
    expect(saved.body).toMatchObject({ status: 'success', data: { eng3in: 3.33, site3bp: null, fel2bp: 6.5, source: 'Provider benchmark study 2026', asOf: '2026-09-30' } });
    // Saved, with a warning: the FEL 3 industry composite no longer matches its areas (2.00 + 3.33 + 2.10).
    expect(saved.body.warnings).toEqual(['FEL 3 industry: the composite 6.20 differs from the sum of its areas 7.43 by more than 0.05.']);
    const badDate = await suite.actors.as.admin.post('/api/admin/IPAmetrics/', { ...SIXTEEN, asOf: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields).toEqual({ asOf: 'Use a date (YYYY-MM-DD)' });
    const bad = await suite.actors.as.admin.post('/api/admin/IPAmetrics/', { ...SIXTEEN, fel2bp: -2, fel2in: 'eight' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ fel2bp: 'Must be positive', fel2in: 'Must be a number' });
    const read = await suite.actors.as.admin.get('/api/admin/IPAmetrics/');
    const { provenance, ...asBefore } = read.body.data as Record<string, unknown>;
    expect({ ...read.body, data: asBefore }).toEqual({ status: 'success', data: { ...SIXTEEN, eng3in: 3.33, site3bp: null, source: 'Provider benchmark study 2026', asOf: '2026-09-30' } });
    // Plus each metric's own provenance (the single fields carried into every metric of the legacy body).
    expect(pick(provenance, 'eng3in')).toMatchObject({ source: 'Provider benchmark study 2026', asOf: '2026-09-30' });
    expect((await suite.actors.as.ipaCel.get('/api/admin/IPAmetrics/')).status).toBe(200);
  });

  it('exports ipa_metrics_{timestamp}.csv with the two groups', async () => {
    await suite.actors.as.admin.graphql(SAVE, { input: SIXTEEN });
    const file = pick((await suite.actors.as.admin.graphql(CSV)).data, 'providerMetricsCsv');
    expect(pick(file, 'filename')).toMatch(/^ipa_metrics_\d{8}T\d{6}\.csv$/);
    expect(String(pick(file, 'content')).trim().split('\n')).toEqual([
      'Phase,Metric,Best Practical,Industry',
      'FEL 2,Composite (FEL Index),6.50,8.10',
      'FEL 2,Site,2.10,2.70',
      'FEL 2,Engineering,2.20,2.80',
      'FEL 2,Project execution planning,2.20,2.60',
      'FEL 3,Composite (FEL Index),4.50,6.20',
      'FEL 3,Site,1.40,2.00',
      'FEL 3,Engineering,1.50,2.10',
      'FEL 3,Project execution planning,1.60,2.10',
    ]);
  });

  it('only an Admin saves; IPA Users read; client roles neither', async () => {
    await suite.actors.as.admin.graphql(SAVE, { input: SIXTEEN });
    for (const actor of ACTOR_NAMES.filter((a) => a !== 'admin')) {
      expect((await suite.actors.as[actor].graphql(SAVE, { input: { ...SIXTEEN, fel2bp: 1 } })).errors?.[0]?.extensions?.code, actor).toBe('FORBIDDEN');
      expect((await suite.actors.as[actor].post('/api/admin/IPAmetrics/', SIXTEEN)).status, actor).toBe(403);
      const readStatus = (await suite.actors.as[actor].get('/api/admin/IPAmetrics/')).status;
      expect(readStatus, actor).toBe(actor.startsWith('ipa') ? 200 : 403);
    }
    expect((await suite.app.client().get('/api/admin/IPAmetrics/')).status).toBe(401);
    expect(pick((await suite.actors.as.admin.graphql(READ)).data, 'providerMetrics.fel2bp')).toBe(6.5);
  });

  it('GET /api/IPAmetrics/{id}/ and clientBenchmarks answer a client\'s benchmarks to those who may read that client', async () => {
    await suite.actors.as.admin.graphql(SAVE, { input: SIXTEEN });
    await suite.actors.as.admin.post(`/api/admin/client/${suite.actors.org.id}/editmetrics/`, { metrics: { fel2co: 7.25 } });
    for (const actor of ['admin', 'ipaCel', 'clientAdmin', 'user', 'superUser', 'powerUser'] as const) {
      const res = await suite.actors.as[actor].get(`/api/IPAmetrics/${suite.actors.org.id}/`);
      expect(res.body, actor).toMatchObject({ status: 'success', data: { fel2bp: 6.5, fel2co: 7.25, pep3co: null } });
      const gql = await suite.actors.as[actor].graphql(BENCHMARKS, { organization: suite.actors.org.id });
      expect(gql.data, actor).toEqual({ clientBenchmarks: { organization: { name: suite.actors.org.name }, provider: { fel2bp: 6.5 }, company: { fel2co: 7.25, pep3co: null } } });
    }
    for (const actor of ['otherClientAdmin', 'ipaOther'] as const) {
      expect((await suite.actors.as[actor].get(`/api/IPAmetrics/${suite.actors.org.id}/`)).status, actor).toBe(404);
      const gql = await suite.actors.as[actor].graphql(BENCHMARKS, { organization: suite.actors.org.id });
      expect([gql.data?.clientBenchmarks, gql.errors?.[0]?.extensions?.code], actor).toEqual([null, 'NOT_FOUND']);
    }
  });
});

describe('Site settings', () => {
  it('an Admin saves banner, message and colour; the public read shows it at once; audited', async () => {
    const res = await suite.actors.as.admin.graphql(SETTINGS, { input: { banner: true, message: '  Maintenance tonight 22:00 UTC  ', color: 'yellow' } });
    expect(pick(res.data, 'updateSiteSettings')).toMatchObject({ siteSettings: { banner: true, message: 'Maintenance tonight 22:00 UTC', color: 'yellow' }, errors: [] });
    expect((await suite.app.client().get('/api/site-settings/')).body).toMatchObject({ status: 'success', banner: true, message: 'Maintenance tonight 22:00 UTC', color: 'yellow' });
    expect(await lastAudit(suite.app, '1', 'site-settings.update')).toMatchObject({ actorUserId: suite.actors.users.admin.id, after: { banner: true, color: 'yellow' } });
    const legacy = await suite.actors.as.admin.post('/api/admin/site-settings/', { banner: false, message: 'Back to normal', color: 'none' });
    expect(legacy.body).toMatchObject({ status: 'success', banner: false, message: 'Back to normal', color: 'none' });
    expect(pick((await suite.app.client().graphql('{ siteSettings { banner message } }')).data, 'siteSettings')).toEqual({ banner: false, message: 'Back to normal' });
  });

  it('validates: a colour of the list, a message when the banner is on, at most 500 characters', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ banner: true, message: '', color: 'red' }, { message: 'Required' }],
      [{ banner: 'yes', message: 'x', color: 'purple' }, { banner: 'Must be true or false', color: 'Choose none, green, yellow or red' }],
      [{ banner: false, message: 'x'.repeat(501), color: 'none' }, { message: 'Must be at most 500 characters' }],
    ];
    const before = (await suite.app.client().get('/api/site-settings/')).body;
    for (const [body, fields] of cases) {
      const res = await suite.actors.as.admin.post('/api/admin/site-settings/', body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
    expect((await suite.app.client().get('/api/site-settings/')).body).toEqual(before);
  });

  it('only an Admin may save them', async () => {
    for (const actor of ACTOR_NAMES.filter((a) => a !== 'admin')) {
      expect((await suite.actors.as[actor].post('/api/admin/site-settings/', { banner: true, message: 'hacked', color: 'red' })).status, actor).toBe(403);
      expect((await suite.actors.as[actor].graphql(SETTINGS, { input: { banner: true, message: 'hacked', color: 'red' } })).errors?.[0]?.extensions?.code, actor).toBe('FORBIDDEN');
    }
    expect((await suite.app.client().post('/api/admin/site-settings/', { banner: true, message: 'hacked', color: 'red' })).status).toBe(401);
    expect((await suite.app.client().get('/api/site-settings/')).body.message).not.toBe('hacked');
  });
});
