import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { readPdf } from '../../support/pdf.ts';
import { pickString } from '../../support/pick.ts';
import { fetchPdf } from '../../support/report-api.ts';
import { reviewableProject } from '../../support/review-fixtures.ts';
import { MARK, REVIEW, reviewOk, SIGN_OFF, SUBMIT } from '../../support/review-api.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { pick } from '../../support/pick.ts';
import { createReport } from '../../integration/reports/report-support.ts';

// DOMAIN.md §3a: every page of a draft prints "Draft — not independently reviewed — not a gate
// recommendation"; once the independent reviewer signs off, no page does. Still exactly 8 pages.

const NOTICE = 'Draft — not independently reviewed — not a gate recommendation';
/** Text without its spacing (a PDF's text layer breaks lines where the paper does). */
const squash = (text: string) => text.replace(/\s+/g, '');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ serveClient: true });
});
afterAll(async () => app?.close());

describe('a draft report in print', () => {
  it('every one of the 8 pages of a draft carries the draft notice; the signed-off report none, and page 8 shows the review with every mark', async () => {
    const org = await createOrganization(app.db);
    const [preparer, owner, reviewer] = [
      await createUser(app.db, { role: ROLE.SUPER_USER, org }),
      await createUser(app.db, { role: ROLE.USER, org }),
      await createUser(app.db, { role: ROLE.USER, org, name: 'Rita Reviewer' }),
    ];
    const project = await reviewableProject(app, { org, owner });
    const prep = await signIn(app, preparer);
    const key = pickString(await createReport(prep, project.id, 'fel3', 'Draft for the committee'), 'key');

    const draft = await fetchPdf(prep, `/api/report/${key}/pdf/`);
    expect(draft.status).toBe(200);
    const { pages } = await readPdf(draft.pdf);
    expect(pages).toHaveLength(8);
    pages.forEach((page, i) => expect(squash(page), `page ${i + 1}`).toContain(squash(NOTICE)));

    await reviewOk(prep, SUBMIT, { reportKey: key, reviewerKey: reviewer.id });
    const rev = await signIn(app, reviewer);
    const items = pick((await rev.graphql(REVIEW, { key })).data, 'reportReview.items');
    for (const item of Array.isArray(items) ? items : []) {
      await reviewOk(rev, MARK, { reportKey: key, code: pickString(item, 'code'), mark: pick(item, 'na') === true ? 'NA_ACCEPTED' : 'SUPPORTS' });
    }
    await reviewOk(rev, SIGN_OFF, { reportKey: key, statement: 'Reviewed against the register entries, answer by answer.' });
    const signed = await readPdf((await fetchPdf(prep, `/api/report/${key}/pdf/`)).pdf);
    expect(signed.pages).toHaveLength(8);
    signed.pages.forEach((page, i) => expect(squash(page), `page ${i + 1}`).not.toContain(squash(NOTICE)));
    // Page 8: the review (who, when, every mark).
    const page8 = squash(signed.pages[7] ?? '');
    expect(page8).toContain(squash('Independent review'));
    expect(page8).toContain(squash('reviewer Rita Reviewer'));
    expect(page8).toContain('signedoff');
    const listed = Array.isArray(items) ? items : [];
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) {
      expect(page8).toContain(squash(`${pickString(item, 'code')}: ${pick(item, 'na') === true ? 'N/A accepted' : 'supports the claim'}`));
    }
  });
});
