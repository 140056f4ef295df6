import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMetrics } from '../../../server/db/schema/index.ts';
import { ACTOR_NAMES, adminSuite } from '../../support/admin-actors.ts';
import { pick } from '../../support/pick.ts';
import { lockSingletonRows } from '../../support/singleton-lock.ts';

// DOMAIN.md §3a: each of the 16 provider metrics has its own source, as-of date and basis; an external figure
// is labelled another index. The row is shared: this file holds the single-row lock and puts back what it found.

const suite = adminSuite();
let saved: (typeof providerMetrics.$inferSelect)[];
let unlock: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  unlock = await lockSingletonRows(suite.app);
  saved = await suite.app.db.select().from(providerMetrics);
});
afterAll(async () => {
  try {
    for (const row of saved) await suite.app.db.update(providerMetrics).set(row);
  } finally {
    await unlock();
  }
});

const P = 'source asOf basis measures text';
const SAVE = `mutation($input: ProviderMetricsInput!) { updateProviderMetrics(input: $input) { metrics { fel2bp fel2in provenance { fel2bp { ${P} } fel2in { ${P} } fel3bp { ${P} } } } errors { field message } } }`;
const READ = `{ providerMetrics { provenance { fel2bp { ${P} } fel2in { ${P} } fel3bp { ${P} } } } }`;

const external = { source: 'IPA industry study 2025', asOf: '2025-06-30', basis: 'external', measures: 'IPA FEL Index, industry average' };
const own = { source: 'Closed projects of the provider', asOf: '2026-01-31', basis: 'method3' };

describe('Provider metrics: each with its own source, as-of date and basis', () => {
  it('an Admin saves per-metric provenance; an external figure prints as another index, a method figure as that method', async () => {
    const res = await suite.actors.as.admin.graphql(SAVE, { input: { fel2bp: 6.5, fel2in: 8.1, provenance: { fel2bp: own, fel2in: external } } });
    expect(pick(res.data, 'updateProviderMetrics.errors')).toEqual([]);
    const read = pick((await suite.actors.as.ipaCel.graphql(READ)).data, 'providerMetrics.provenance');
    expect(read).toMatchObject({
      fel2bp: { ...own, measures: '', text: 'FEL Index of method 3 (this product); Closed projects of the provider; as of 2026-01-31' },
      fel2in: { ...external, text: 'another index (IPA FEL Index, industry average); IPA industry study 2025; as of 2025-06-30' },
    });
    expect(JSON.stringify(read)).not.toContain('FEL Index of this method');
  });

  it('refuses a set value without a source, an as-of date in the future and an unknown basis, naming the field', async () => {
    const res = await suite.actors.as.admin.graphql(SAVE, {
      input: { fel2bp: 6.5, provenance: { fel2bp: { ...own, source: '  ' }, fel2in: { ...external, asOf: '2999-01-01' }, fel3bp: { ...own, basis: 'guess' } } },
    });
    const errors = pick(res.data, 'updateProviderMetrics.errors');
    expect(errors).toEqual(expect.arrayContaining([{ field: 'provenance.fel3bp.basis', message: 'Choose one of external, method2, method3' }]));
    const again = await suite.actors.as.admin.graphql(SAVE, { input: { fel2bp: 6.5, provenance: { fel2bp: { ...own, source: '  ' }, fel2in: { ...external, asOf: '2099-01-01' } } } });
    expect(pick(again.data, 'updateProviderMetrics.errors')).toEqual([
      { field: 'provenance.fel2bp.source', message: 'Source is required when the value is set' },
      { field: 'provenance.fel2in.asOf', message: 'As of must not be in the future' },
    ]);
  });

  it('the legacy POST takes the spec §7 body as listed: each metric keeps its own provenance, or takes the single fields', async () => {
    await suite.actors.as.admin.graphql(SAVE, { input: { fel2bp: 6.5, fel2in: 8.1, provenance: { fel2bp: own, fel2in: external } } });
    const body = { fel2bp: 6.4, fel2in: 8, site2bp: 2, site2in: 2.7, eng2bp: 2.2, eng2in: 2.8, pep2bp: 2.2, pep2in: 2.6, fel3bp: 4.5, fel3in: 6.2, site3bp: 1.4, site3in: 2, eng3bp: 1.5, eng3in: 2.1, pep3bp: 1.6, pep3in: 2.1 };
    const plain = await suite.actors.as.admin.post('/api/admin/IPAmetrics/', body);
    expect(plain.status).toBe(200);
    expect(pick(plain.body, 'data.provenance.fel2bp')).toMatchObject(own);
    expect(pick(plain.body, 'data.provenance.fel2in')).toMatchObject(external);
    const single = await suite.actors.as.admin.post('/api/admin/IPAmetrics/', { ...body, source: 'Study 2026', asOf: '2026-03-31' });
    // The old single fields mean what they meant: the source and date of every figure; each keeps its basis.
    expect(pick(single.body, 'data.provenance.fel3bp')).toMatchObject({ source: 'Study 2026', asOf: '2026-03-31', basis: 'external' });
    expect(pick(single.body, 'data.provenance.fel2bp')).toMatchObject({ source: 'Study 2026', asOf: '2026-03-31', basis: 'method3' });
    const perMetric = await suite.actors.as.admin.post('/api/admin/IPAmetrics/', { ...body, provenance: { pep3in: { ...external, source: '' } } });
    expect(perMetric.status).toBe(400);
    expect(perMetric.body.fields).toEqual({ 'provenance.pep3in.source': 'Source is required when the value is set' });
    const get = await suite.actors.as.ipaCel.get('/api/admin/IPAmetrics/');
    expect(get.body.data).toMatchObject({ fel2bp: 6.4, source: 'Study 2026', provenance: { fel2in: { ...external, source: 'Study 2026', asOf: '2026-03-31' } } });
  });

  it('only an Admin saves provenance; IPA Users read it; client roles neither', async () => {
    for (const actor of ACTOR_NAMES.filter((a) => a !== 'admin')) {
      expect((await suite.actors.as[actor].graphql(SAVE, { input: { provenance: { fel2bp: own } } })).errors?.[0]?.extensions?.code, actor).toBe('FORBIDDEN');
      const read = await suite.actors.as[actor].graphql(READ);
      expect(read.errors?.[0]?.extensions?.code ?? 'OK', actor).toBe(actor.startsWith('ipa') ? 'OK' : 'FORBIDDEN');
    }
  });
});
