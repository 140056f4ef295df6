import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { pick } from './pick.ts';

// axe-core evaluated straight in the page (@axe-core/playwright needs Node 22; a script tag would meet the
// app's Content-Security-Policy): WCAG 2.1 A and AA rules and axe's best practices.

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/** Runs axe on the page (or the part a CSS selector names) and returns the critical and serious violations. */
export async function seriousViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(source);
  // Popovers and dialogs fade in (Blueprint's -enter/-appear/-exit classes): colours are measured once every
  // transition has ended (spinners run on).
  await page.waitForTimeout(50);
  await page
    .waitForFunction(
      `!document.querySelector('[class*="-enter"], [class*="-appear"], [class*="-exit"]') &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`,
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // A drawer closing under a dialog opened from it fades out without those classes: let it finish.
  await page.waitForTimeout(400);
  const context = JSON.stringify(within ?? 'document');
  const result: unknown = await page.evaluate(`(async () => {
    const context = ${context} === 'document' ? document : { include: [${context}] };
    const r = await window.axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ') + ' ' + ((n.any[0] && n.any[0].message) || '')) }));
  })()`);
  if (!Array.isArray(result)) throw new Error('axe gave no result');
  return result.map((v: unknown) => {
    const targets = pick(v, 'targets');
    return { id: String(pick(v, 'id')), impact: String(pick(v, 'impact')), help: String(pick(v, 'help')), targets: Array.isArray(targets) ? targets.map(String) : [] };
  });
}

/** A readable list of violations for an assertion message. */
export const describeViolations = (where: string, violations: AxeViolation[]) =>
  violations.map((v) => `${where}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n');
