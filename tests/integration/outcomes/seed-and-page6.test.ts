import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { seedDemoOutcomes } from '../../../server/db/demo-outcomes.ts';
import { reports } from '../../../server/db/schema/index.ts';
import { outcomeRows } from '../../../server/modules/read-models/index.ts';
import { reportOutcomeLines } from '../../../server/modules/outcomes/index.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { insertSignedOffReport } from '../../support/gate-outcomes.ts';
import { pick } from '../../support/pick.ts';
import { createProject } from '../../support/projects.ts';
import { clientAs } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// The demo seed of outcomes (for the lead's `npm start` seed: server/db/demo-outcomes.ts) and the read that feeds
// report page 6 (`reportOutcomeLines`), on real rows.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('seedDemoOutcomes', () => {
  it('records decisions and close-outs over the bands: a deferral now and then, one cancelled, one not final; the medians rise with the bands; demo projects stay out of the pool', async () => {
    const org = await createOrganization(app.db, { name: `Demo-like ${crypto.randomUUID().slice(0, 6)}` });
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    // Twelve closed demo projects, three per band from Good to Screening (FEL 3, method 3).
    const indices = [5.1, 5.4, 5.7, 6.0, 6.5, 6.9, 7.3, 7.9, 8.4, 9.0, 9.6, 10.5];
    const reportIds: string[] = [];
    for (const [i, felIndex] of indices.entries()) {
      const project = await createProject(app.db, { org, owner: user, name: `Demo closed ${i + 1}`, isDemo: true });
      reportIds.push(await insertSignedOffReport(app.db, { projectId: project.id, felIndex }));
    }
    const done = await app.db.transaction((tx) => seedDemoOutcomes(tx, { reportIds, recordedBy: user.id, today: '2026-11-20' }));
    expect(done).toEqual({ decisions: 14, closeOuts: 12 });

    const rows = await outcomeRows(app.db, { kind: 'organization', organizationId: org.id });
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.closeOut?.cancelled)).toHaveLength(1);
    expect(rows.filter((r) => r.closeOut && !r.closeOut.isFinal)).toHaveLength(1);

    const api = await clientAs(app, user);
    const res = await api.graphql(`{ portfolio { outcomes { groups { costGrowth { n bands { band n median } order { ordered } } } } } }`);
    const cost = pick(res.data, 'portfolio.outcomes.groups.0.costGrowth');
    expect(pick(cost, 'n')).toBe(10);
    const bands = pick(cost, 'bands');
    const medians = Array.isArray(bands) ? bands.filter((b) => Number(pick(b, 'n')) > 0).map((b) => Number(pick(b, 'median'))) : [];
    expect(medians).toEqual([1, 9, 19.5, 23]);
    expect(medians).toEqual([...medians].sort((a, b) => a - b));

    // Opted in, demo data still never joins the pool.
    await api.graphql(`mutation { setOutcomePooling(input: { pooled: true }) { errors { message } } }`);
    expect(await outcomeRows(app.db, { kind: 'pool' }).then((pool) => pool.filter((r) => r.project.organizationId === org.id))).toEqual([]);
  });
});

describe('report page 6', () => {
  it("reads the organization's closed projects for the report's method and phase and marks the report's band", async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    const reportIds: string[] = [];
    for (const [i, felIndex] of [5.1, 5.3, 5.5, 5.6, 5.7, 6.2].entries()) {
      const project = await createProject(app.db, { org, owner: user, name: `Closed ${i}` });
      reportIds.push(await insertSignedOffReport(app.db, { projectId: project.id, felIndex }));
    }
    await app.db.transaction((tx) => seedDemoOutcomes(tx, { reportIds, recordedBy: user.id, today: '2026-11-20' }));
    const lines = await reportOutcomeLines(app.db, { organizationId: org.id, method: 3, phase: 'fel3', felIndex: 5.4, band: 'Fair', capped: true });
    // Good holds five closed projects, one of them not final (the seed's second): four count. Not enough.
    expect(lines.enough).toBe(false);
    expect(lines.text.at(-1)).toBe('Not enough closed projects yet (5)');
    const [row] = await app.db.select().from(reports).where(eq(reports.id, reportIds[0] ?? ''));
    expect(row?.method).toBe(3);
  });
});
