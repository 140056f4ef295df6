import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { launchBrowser } from '../../support/browser.ts';
import { signedInPage } from '../../support/browser-session.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { claimedProject, closeProjects } from '../../support/method3-reports.ts';
import { readPdf } from '../../support/pdf.ts';
import { pick, pickString } from '../../support/pick.ts';
import { fetchPdf } from '../../support/report-api.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createReport } from '../../integration/reports/report-support.ts';

// A method 3 report prints on exactly 8 pages like every report (DOMAIN.md §4), from the server's PDF: claimed
// vs scored with the linked register entries on pages 3–5, and page 6's outcome lines (§3b) as frozen.

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ serveClient: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const squash = (text: string) => text.replace(/\s+/g, '');

describe('printing a method 3 report', () => {
  it('prints 8 pages with the register entries on pages 3–5 and the outcome lines on page 6', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    await closeProjects(app, { org, owner: user, indices: [3.1, 3.2, 3.3, 3.4, 3.5, 3.6, 3.7, 3.8] });
    const { project } = await claimedProject(app, { org, owner: user, gateDate: '2099-03-01', entries: true, unsupported: 3, name: 'Method 3 print project' });
    const { page, context, api } = await signedInPage(app, browser, user);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('response', async (r) => (r.status() === 400 ? problems.push(r.url() + ' ' + (await r.text()).slice(0, 500)) : undefined));
    page.on('console', (m) => (m.type() === 'error' ? problems.push(m.text()) : undefined));
    const report = await createReport(api, project.id, 'fel3');
    const res = await api.graphql('query($key: ID!) { report(key: $key) { pdfPath score { method } outcomeLines { heading enough lines { text marked } } } }', { key: pickString(report, 'key') });
    expect(pick(res.data, 'report.score.method')).toBe(3);
    expect(pick(res.data, 'report.outcomeLines.enough')).toBe(true);
    const heading = pickString(res.data, 'report.outcomeLines.heading');

    await page.goto(`/dashboard/${project.id}/report/fel3`);
    await page.locator('[data-report-ready="true"]').waitFor({ timeout: 20_000 }).catch(async () => {
      const charts = await page.locator('div[data-chart]').evaluateAll((all) => all.map((c) => `${c.getAttribute('data-chart')}:${c.querySelectorAll('.recharts-bar-rectangle').length}:${c.innerHTML.length}`));
      throw new Error(`not ready: docs=${await page.locator('.fel-report-document').count()} charts=${charts.join(',')} problems=${problems.join('|')}`);
    });
    expect(problems).toEqual([]);
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await fetchPdf(api, `${pickString(res.data, 'report.pdfPath')}?format=${format}`);
      expect(pdf.status, format).toBe(200);
      const { pages } = await readPdf(pdf.pdf);
      expect(pages, format).toHaveLength(8);
      pages.forEach((page, i) => expect(page, `${format} page ${i + 1}`).toContain(`Page ${i + 1} of 8`));
      expect(squash(pages[0] ?? ''), format).toContain(squash('Not ready'));
      expect(squash(pages[2] ?? ''), format).toContain('DOC-');
      const page6 = squash(pages[5] ?? '');
      expect(page6, format).toContain(squash(heading));
      expect(page6, format).toContain(squash('(n = '));
    }
    await context.close();
  });

  it('lists every gate reason across pages 1–2, prints the verdict whole and colours a capped gauge by the capped band', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    // No planned gate date and a dozen unsupported claims: a long list of reasons and a red flag that caps the band.
    const { project } = await claimedProject(app, { org, owner: user, gateDate: null, entries: true, unsupported: 12, name: 'Method 3 many reasons' });
    const { page, context, api } = await signedInPage(app, browser, user);
    const report = await createReport(api, project.id, 'fel3');
    const res = await api.graphql('query($key: ID!) { report(key: $key) { pdfPath score { band uncappedBand capReason verdict gateReasons } } }', { key: pickString(report, 'key') });
    const reasons = pick(res.data, 'report.score.gateReasons') as string[];
    const band = pickString(res.data, 'report.score.band');
    const uncapped = pickString(res.data, 'report.score.uncappedBand');
    const verdict = pickString(res.data, 'report.score.verdict');
    expect(reasons.length).toBeGreaterThanOrEqual(8);
    expect(pick(res.data, 'report.score.capReason')).not.toBeNull();
    expect(band).not.toBe(uncapped);

    await page.goto(`/dashboard/${project.id}/report/fel3`);
    await page.locator('[data-report-ready="true"]').waitFor({ timeout: 20_000 });
    // The needle wears the capped band's colour (its arc segment's), not the colour of the band the index falls in.
    const gauge = page.locator('[data-chart="gauge"]');
    expect(await gauge.getAttribute('data-band')).toBe(band);
    expect(await gauge.getAttribute('data-capped')).toBe('true');
    const needle = await gauge.getByTestId('gauge-needle').getAttribute('stroke');
    expect(needle).toBe(await gauge.locator(`path[data-band="${band}"]`).getAttribute('fill'));
    expect(needle).not.toBe(await gauge.locator(`path[data-band="${uncapped}"]`).getAttribute('fill'));
    await expect.poll(() => gauge.getByTestId('gauge-cap').textContent()).toBe('cap');
    // On paper, pages 1 and 2 hide nothing: their bodies hold all they print.
    await page.emulateMedia({ media: 'print' });
    const overflow = await page.locator('.fel-report-sheet-body').evaluateAll((bodies) => bodies.slice(0, 2).map((b) => b.scrollHeight - b.clientHeight));
    expect(overflow.every((extra) => extra <= 1), `overflow ${overflow.join(', ')}`).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    const pdf = await fetchPdf(api, pickString(res.data, 'report.pdfPath'));
    expect(pdf.status).toBe(200);
    const { pages } = await readPdf(pdf.pdf);
    expect(pages).toHaveLength(8);
    const first = squash(pages[0] ?? '');
    const both = first + squash(pages[1] ?? '');
    expect(first).toContain(squash(verdict));
    expect(verdict).toContain('FEL 3 gate');
    for (const reason of reasons) expect(both, reason).toContain(squash(reason));
    expect(squash(pages[1] ?? '')).toContain(squash('Gate reasons, continued from page 1'));
    await context.close();
  });
});
