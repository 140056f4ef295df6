import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLE } from '../../../common/roles.ts';
import { reports } from '../../../server/db/schema/index.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { pick, pickString } from '../../support/pick.ts';
import { reviewableProject } from '../../support/review-fixtures.ts';
import { reviewOk, SUBMIT } from '../../support/review-api.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createReport } from './report-support.ts';

// A submission reads the levels of every earlier report of the phase (an N/A that replaced one cannot be Ready,
// DOMAIN.md §3a), and a new report the other phase's latest for its trend. An earlier snapshot that no longer
// parses is skipped and logged: the submission or the report goes through.

let app: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  app = await startTestApp({ logLines });
});
afterAll(async () => app?.close());

describe('earlier reports at submission', () => {
  it('skips and logs an earlier snapshot that does not parse, and the submission succeeds', async () => {
    const org = await createOrganization(app.db);
    const preparer = await createUser(app.db, { role: ROLE.SUPER_USER, org, name: 'Pia Preparer' });
    const owner = await createUser(app.db, { role: ROLE.USER, org, name: 'Otto Owner' });
    const reviewer = await createUser(app.db, { role: ROLE.USER, org, name: 'Rhea Reviewer' });
    const project = await reviewableProject(app, { org, owner });
    const prep = await signIn(app, preparer);

    // An earlier report of the phase whose stored snapshot is damaged (a shape no snapshot version has).
    const earlier = pickString(await createReport(prep, project.id, 'fel3', 'Earlier draft'), 'key');
    await app.db
      .update(reports)
      .set({ snapshot: sql`'{"version": 3, "phase": "fel3", "questions": "damaged"}'::jsonb` })
      .where(eq(reports.id, earlier));

    const key = pickString(await createReport(prep, project.id, 'fel3', 'Draft for review'), 'key');
    const submitted = await reviewOk(prep, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });
    expect(pick(submitted, 'state')).toBe('SUBMITTED');
    expect(pick(submitted, 'reviewer')).toBe('Rhea Reviewer');
    expect(logLines.some((line) => line.includes('an earlier report snapshot does not parse') && line.includes(earlier))).toBe(true);
  });

  it('leaves a damaged report of the other phase out of a new report\'s trend, logged, and the report is made', async () => {
    const org = await createOrganization(app.db);
    const preparer = await createUser(app.db, { role: ROLE.SUPER_USER, org, name: 'Pia Preparer' });
    const owner = await createUser(app.db, { role: ROLE.USER, org, name: 'Otto Owner' });
    const project = await reviewableProject(app, { org, owner });
    const prep = await signIn(app, preparer);

    // The project's FEL 2 report, stored damaged (made here as a FEL 3 one and moved: only its row matters).
    const damaged = pickString(await createReport(prep, project.id, 'fel3', 'Becomes the damaged FEL 2 report'), 'key');
    await app.db
      .update(reports)
      .set({ phase: 'fel2', snapshot: sql`'{"version": 3, "phase": "fel2", "score": "damaged"}'::jsonb` })
      .where(eq(reports.id, damaged));

    const key = pickString(await createReport(prep, project.id, 'fel3', 'Made beside it'), 'key');
    const [row] = await app.db.select().from(reports).where(eq(reports.id, key));
    const { trend } = z.object({ trend: z.array(z.object({ phase: z.string() })) }).parse(row?.snapshot);
    expect(trend.map((point) => point.phase)).toEqual(['fel3']);
    expect(logLines.some((line) => line.includes('an earlier report snapshot does not parse') && line.includes(damaged))).toBe(true);
  });
});
