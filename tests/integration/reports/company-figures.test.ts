import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { projects, reports, type ReviewState } from '../../../server/db/schema/index.ts';
import type { OrganizationRow } from '../../../server/modules/organizations/organizations.queries.ts';
import { createOrganization, createUser, type TestUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { createProject } from '../../support/projects.ts';
import { figures } from '../../support/report-fixtures.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// Method 3's company figures (DOMAIN.md §3a): the latest signed-off report per active project, no drafts,
// no deactivated projects, demo data only inside the demo organization; the median from 5 reports, the
// interquartile range from 8 (percentile_cont, linear); the same figures for every viewer.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const QUERY = `{ companyFigures(phase: fel3) { signedOffReports medianNotice iqrNotice figures { key median q1 q3 } } }`;

type Org = { org: OrganizationRow; owner: TestUser };
async function organization(): Promise<Org> {
  const org = await createOrganization(app.db);
  return { org, owner: await createUser(app.db, { role: ROLE.USER, org }) };
}

/** A project with one report of `felIndex` in the given review state (signed off by default). */
async function reported(o: Org, felIndex: number, p: { state?: ReviewState; active?: boolean; demo?: boolean; at?: string } = {}): Promise<string> {
  const project = await createProject(app.db, { org: o.org, owner: o.owner, fel20: false, isActive: p.active ?? true, isDemo: p.demo ?? false });
  const state = p.state ?? 'signed_off';
  const at = new Date(p.at ?? '2026-06-01T10:00:00Z');
  await app.db.insert(reports).values({
    projectId: project.id,
    phase: 'fel3',
    bankVersion: project.bankVersion,
    method: 2,
    snapshot: { felIndex },
    ...figures(felIndex),
    reviewState: state,
    signedOffAt: state === 'signed_off' ? at : null,
    createdAt: at,
    reviewRecord: state === 'signed_off' ? { figures: { felIndex, areas: { site: felIndex / 3, eng: felIndex / 3, pep: felIndex / 3 } } } : null,
  });
  return project.id;
}

async function read(o: Org, user: TestUser = o.owner) {
  const res = await (await signIn(app, user)).graphql(QUERY);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return pick(res.data, 'companyFigures');
}
const composite = (f: unknown) => (pick(f, 'figures') as { key: string }[]).find((x) => x.key === 'composite');

describe('company figures of method 3', () => {
  it('4 signed-off reports: nothing but "Not available: 4 of 5"; drafts, deactivated and demo projects do not count', async () => {
    const o = await organization();
    for (const v of [3, 4, 5, 6]) await reported(o, v);
    await reported(o, 1, { state: 'draft' });
    await reported(o, 1, { state: 'submitted' });
    await reported(o, 1, { active: false });
    await reported(o, 1, { demo: true });
    const f = await read(o);
    expect(pick(f, 'signedOffReports')).toBe(4);
    expect(pick(f, 'medianNotice')).toBe('Not available: 4 of 5 signed-off reports');
    expect(composite(f)).toEqual({ key: 'composite', median: null, q1: null, q3: null });
  });

  it('5 signed-off reports: the median, no interquartile range; only the latest signed-off report of a project counts', async () => {
    const o = await organization();
    const first = await reported(o, 9, { at: '2026-01-01T10:00:00Z' });
    // A later signed-off report of the same project replaces the earlier one.
    await app.db.insert(reports).values({
      projectId: first, phase: 'fel3', bankVersion: '2026.3', method: 2, snapshot: { felIndex: 2 }, ...figures(2), reviewState: 'signed_off',
      signedOffAt: new Date('2026-07-01T10:00:00Z'), reviewRecord: { figures: { felIndex: 2, areas: { site: 1, eng: 0.5, pep: 0.5 } } },
    });
    for (const v of [4, 6, 8, 10]) await reported(o, v);
    const f = await read(o);
    expect(pick(f, 'signedOffReports')).toBe(5);
    expect(pick(f, 'medianNotice')).toBeNull();
    expect(pick(f, 'iqrNotice')).toBe('Interquartile range not available: 5 of 8 signed-off reports');
    expect(composite(f)).toEqual({ key: 'composite', median: 6, q1: null, q3: null });
  });

  it('8 signed-off reports: median and interquartile range (linear), the same for a po_only User and a Client Admin', async () => {
    const o = await organization();
    for (const v of [1, 2, 3, 4, 5, 6, 7, 8]) await reported(o, v);
    const f = await read(o);
    // percentile_cont over 1..8: median 4.5, Q1 at 0.25 × 7 = 1.75 → 2.75, Q3 at 5.25 → 6.25.
    expect(composite(f)).toEqual({ key: 'composite', median: 4.5, q1: 2.75, q3: 6.25 });
    const poOnly = await createUser(app.db, { role: ROLE.USER, org: o.org, poOnly: true });
    const admin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: o.org });
    expect(await read(o, poOnly)).toEqual(f);
    expect(await read(o, admin)).toEqual(f);
    // Deactivating one project takes it out for everyone.
    const [one] = await app.db.select().from(projects).where(eq(projects.organizationId, o.org.id)).limit(1);
    await app.db.update(projects).set({ isActive: false }).where(eq(projects.id, one?.id ?? ''));
    expect(pick(await read(o, poOnly), 'signedOffReports')).toBe(7);
  });
});
