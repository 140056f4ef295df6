import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { METHOD1_LEGACY, savedMethod1Report } from '../../support/method1-fixture.ts';
import { readPdf } from '../../support/pdf.ts';
import { pick } from '../../support/pick.ts';
import { fetchPdf } from '../../support/report-api.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

// A method 1 report saved by the previous release prints as it was frozen: 8 pages, its FEL Index, its
// PDRI-equivalent and its method page, beside method 2 reports.

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ serveClient: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a saved method 1 report', () => {
  it('prints its 8 pages with its frozen FEL Index and PDRI-equivalent', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const { reportKey } = await savedMethod1Report(app, { org, owner: user });
    const { context, api } = await signedInPage(app, browser, user);
    const res = await fetchPdf(api, `/api/report/${reportKey}/pdf/?format=A4`);
    expect(res.status).toBe(200);
    const { pages } = await readPdf(res.pdf);
    expect(pages).toHaveLength(8);
    pages.forEach((page, i) => expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of 8`));
    expect(pages[0]).toContain(Number(pick(METHOD1_LEGACY, 'felIndex')).toFixed(2));
    expect(pages[0]).toContain(`PDRI-equivalent`);
    expect(pages[0]).toContain(String(pick(METHOD1_LEGACY, 'pdriEquivalent')));
    expect(pages.join(' ')).toContain('2026.1');
    await context.close();
  });
});
