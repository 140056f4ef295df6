import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { reports } from '../../../server/db/schema/index.ts';
import type { OrganizationRow } from '../../../server/modules/organizations/organizations.queries.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser, makePoc } from '../../support/factories.ts';
import { insertClosedProject } from '../../support/gate-outcomes.ts';
import { graphqlOutcome } from '../../support/outcomes.ts';
import { pick } from '../../support/pick.ts';
import { assignCelAndImpersonate, createProject } from '../../support/projects.ts';
import { clientAs } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// The provider's pool (DOMAIN.md §3b) with three organizations, one not opted in: a figure only from 10 projects
// of at least 3 organizations, none supplying more than half; never an organization's name or key; demo data
// never. Other test files share the database, so this file's gate reports carry a method number of their own
// (statistics are per method: its group holds only these projects).

const METHOD = 907;
let app: TestApp;
let admin: ApiClient;
let cel: ApiClient;
type Party = { org: OrganizationRow; manager: ApiClient; plain: ApiClient };
const parties = new Map<'a' | 'b' | 'c', Party>();
/** One of the three organizations, with its Client Admin (B: its point of contact) and a Super User signed in. */
function party(key: 'a' | 'b' | 'c'): Party {
  const found = parties.get(key);
  if (!found) throw new Error(`organization ${key} not set up`);
  return found;
}
// A: 4 Good + 2 Fair (and a demo project, which never counts); B: 3 Good + 1 Fair; C (not opted in at first): 3 Good + 2 Fair.
const SET_UP = {
  a: [{ growths: [1, 2, 3, 4] }, { growths: [9, 11], felIndex: 6.5 }, { growths: [80], isDemo: true }],
  b: [{ growths: [2, 3, 5] }, { growths: [12], felIndex: 6.5 }],
  c: [{ growths: [1, 4, 6] }, { growths: [10, 14], felIndex: 6.5 }],
};

const POOL = `query($filter: OutcomesFilter) { providerOutcomes(filter: $filter) { thresholds groups { method phase sentence
  costGrowth { n organizations withheld bands { band n median withheld } correlation { rho n } order { bands ordered chance text } }
  slip { n withheld } } } }`;
const SET = `mutation($input: SetOutcomePoolingInput!) { setOutcomePooling(input: $input) { pooling { pooled viewerCanOptIn viewerCanOptOut } errors { field message code } } }`;

/** Closed projects of an organization, all in the Good band (FEL Index 5.20) unless another index is given. */
async function closed(org: OrganizationRow, owner: { id: string }, growths: number[], felIndex = 5.2, isDemo = false) {
  for (const growth of growths) {
    const project = await createProject(app.db, { org, owner, isDemo });
    await insertClosedProject(app.db, { projectId: project.id, felIndex, growth });
    await app.db.update(reports).set({ method: METHOD }).where(eq(reports.projectId, project.id));
  }
}

async function ourGroup(client: ApiClient = admin): Promise<{ text: string; group: unknown }> {
  const res = await client.graphql(POOL, {});
  expect(res.errors).toBeUndefined();
  const groups = pick(res.data, 'providerOutcomes.groups');
  const group = Array.isArray(groups) ? groups.find((g) => pick(g, 'method') === METHOD) : undefined;
  return { text: JSON.stringify(res.data), group };
}

function namesNone(text: string) {
  for (const { org } of parties.values()) {
    expect(text).not.toContain(org.name);
    expect(text).not.toContain(org.id);
  }
}

beforeAll(async () => {
  app = await startTestApp();
  const staff = await createUser(app.db, { role: ROLE.ADMIN });
  admin = await clientAs(app, staff);
  cel = await clientAs(app, await createUser(app.db, { role: ROLE.IPA_USER }));
  for (const key of ['a', 'b', 'c'] as const) {
    const org = await createOrganization(app.db, { name: `Pool org ${key} ${crypto.randomUUID().slice(0, 6)}` });
    const clientAdmin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const poc = await createUser(app.db, { role: ROLE.USER, org });
    await makePoc(app.db, org, poc);
    parties.set(key, { org, manager: await clientAs(app, key === 'b' ? poc : clientAdmin), plain: await clientAs(app, await createUser(app.db, { role: ROLE.SUPER_USER, org })) });
    const owner = await createUser(app.db, { role: ROLE.USER, org });
    for (const batch of SET_UP[key]) await closed(org, owner, batch.growths, 'felIndex' in batch ? batch.felIndex : 5.2, 'isDemo' in batch);
  }
  await assignCelAndImpersonate(app.db, staff, party('a').org);
});
afterAll(async () => app?.close());

describe("the provider's pool", () => {
  it('pooling is off by default; the Client Admin or point of contact opts in; a Super User may not; the provider Admin may not opt in', async () => {
    expect(graphqlOutcome(await party('a').plain.graphql(SET, { input: { pooled: true } }), 'setOutcomePooling')).toBe('forbidden');
    expect(graphqlOutcome(await admin.graphql(SET, { input: { organization: party('c').org.id, pooled: true } }), 'setOutcomePooling')).toBe('forbidden');
    expect(graphqlOutcome(await party('a').manager.graphql(SET, { input: { organization: party('b').org.id, pooled: true } }), 'setOutcomePooling')).toBe('not-found');
    for (const key of ['a', 'b'] as const) {
      const res = await party(key).manager.graphql(SET, { input: { pooled: true } });
      expect(pick(res.data, 'setOutcomePooling')).toEqual({ pooling: { pooled: true, viewerCanOptIn: false, viewerCanOptOut: true }, errors: [] });
    }
  });

  it('two organizations (10 projects) are not enough: nothing is shown, nothing is named', async () => {
    const { text, group } = await ourGroup();
    expect(pick(group, 'costGrowth')).toMatchObject({ n: null, organizations: null, correlation: null, withheld: expect.stringContaining('at least 10 projects of at least 3 organizations') });
    expect(pick(group, 'costGrowth.bands.1')).toEqual({ band: 'Good', n: null, median: null, withheld: expect.any(String) });
    expect(pick(group, 'sentence')).toBe(
      'Method 907, FEL 3 gate. Not enough pooled projects yet: figures are shown from 10 projects of at least 3 organizations, none supplying more than half.',
    );
    namesNone(text);
  });

  it('with the third organization: 15 projects of 3 organizations; Good (10 projects) shown, Fair (5) withheld; a CEL reads it too', async () => {
    await party('c').manager.graphql(SET, { input: { pooled: true } });
    const { text, group } = await ourGroup(cel);
    const cost = pick(group, 'costGrowth');
    expect(pick(cost, 'n')).toBe(15);
    expect(pick(cost, 'organizations')).toBe(3);
    // Good: 1 2 3 4 | 2 3 5 | 1 4 6 → sorted 1 1 2 2 3 3 4 4 5 6: median (3 + 3) ÷ 2 = 3.
    expect(pick(cost, 'bands.1')).toEqual({ band: 'Good', n: 10, median: 3, withheld: null });
    expect(pick(cost, 'bands.2')).toMatchObject({ band: 'Fair', n: null, median: null });
    expect(pick(cost, 'correlation.n')).toBe(15);
    expect(pick(cost, 'order.ordered')).toBeNull();
    expect(String(pick(group, 'sentence'))).toContain('Pooled cost growth (from 15 projects of 3 organizations): fewer than two bands can be shown');
    namesNone(text);
  });

  it('never with one organization supplying more than half: A grows to 16 of 25, and the pool is withheld again', async () => {
    const owner = await createUser(app.db, { role: ROLE.USER, org: party('a').org });
    await closed(party('a').org, owner, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const { text, group } = await ourGroup();
    expect(pick(group, 'costGrowth.n')).toBeNull();
    namesNone(text);
  });

  it('a provider Admin may opt an organization out; then its projects leave the pool', async () => {
    const out = await admin.graphql(SET, { input: { organization: party('a').org.id, pooled: false } });
    expect(pick(out.data, 'setOutcomePooling.pooling')).toEqual({ pooled: false, viewerCanOptIn: false, viewerCanOptOut: false });
    const { group } = await ourGroup();
    // B and C alone: 9 projects of 2 organizations.
    expect(pick(group, 'costGrowth.withheld')).toEqual(expect.any(String));
    expect(graphqlOutcome(await party('b').plain.graphql(POOL, {}), 'providerOutcomes')).toBe('forbidden');
  });
});
