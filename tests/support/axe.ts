import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pick } from './pick.ts';

// axe-core evaluated straight in the page (@axe-core/playwright needs Node 22; a script tag would meet the
// app's Content-Security-Policy): WCAG 2.1 A and AA rules and axe's best practices.

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Moderate rules that fail too (axe's own best practices): every screen has an h1 and skips no heading level,
 * and exactly one main landmark, not inside another landmark. Checked here besides, since axe only asks for at
 * least one: exactly one visible h1.
 */
const STRICT_RULES = ['page-has-heading-one', 'heading-order', 'landmark-one-main', 'landmark-no-duplicate-main', 'landmark-main-is-top-level'];

/** How many visible h1 the page has (dialogs and popovers included). */
const ONE_H1 = `[...document.querySelectorAll('h1')].filter((h) => h.checkVisibility()).map((h) => h.textContent.trim())`;

/** Far beyond what a fade takes on a busy machine: reaching it is an error, with what was still moving. */
const SETTLE_CEILING_MS = 10_000;

/**
 * Waits until nothing fades any more, so that colours are measured as they stay: no Blueprint transition
 * class (-enter, -appear, -exit and their -active; not -done, which a shown dialog keeps) and no running
 * animation or CSS transition but endless ones (spinners), for three animation frames in a row (a transition starts a frame after the change that causes it; a drawer closing
 * under a dialog opened from it fades out without those classes, but as a running transition). Past the
 * ceiling it fails, saying what still moved, instead of measuring mid-fade.
 */
async function transitionsEnded(page: Page): Promise<void> {
  const settled = page.evaluate(`(async () => {
    const moving = () => [
      ...[...document.querySelectorAll('[class*="-enter"], [class*="-appear"], [class*="-exit"]')]
        .filter((e) => [...e.classList].some((c) => /-(enter|appear|exit)(-active)?$/.test(c)))
        .map((e) => e.className),
      ...document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.constructor.name + ' ' + (a.transitionProperty ?? a.animationName ?? '')),
    ];
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let still = 0, started = performance.now(); still < 3; ) {
      await frame();
      const now = moving();
      still = now.length === 0 ? still + 1 : 0;
      if (performance.now() - started > ${SETTLE_CEILING_MS}) return now;
    }
    return [];
  })()`);
  const stillMoving: unknown = await settled;
  if (Array.isArray(stillMoving) && stillMoving.length > 0) {
    throw new Error(`axe: the page still moved after ${SETTLE_CEILING_MS} ms: ${stillMoving.slice(0, 5).join('; ')}`);
  }
}

/**
 * Runs axe on the page (or the part a CSS selector names) and returns the critical and serious violations,
 * those of STRICT_RULES, and (on a whole page) a screen without exactly one h1.
 */
export async function seriousViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(source);
  await transitionsEnded(page);
  const context = JSON.stringify(within ?? 'document');
  const result: unknown = await page.evaluate(`(async () => {
    const context = ${context} === 'document' ? document : { include: [${context}] };
    const r = await window.axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious' || ${JSON.stringify(STRICT_RULES)}.includes(v.id))
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ') + ' ' + ((n.any[0] && n.any[0].message) || (n.all[0] && n.all[0].message) || '') + ' ' + String(n.html || '').slice(0, 160)) }));
  })()`);
  if (!Array.isArray(result)) throw new Error('axe gave no result');
  const found = result.map((v: unknown): AxeViolation => {
    const targets = pick(v, 'targets');
    return { id: String(pick(v, 'id')), impact: String(pick(v, 'impact')), help: String(pick(v, 'help')), targets: Array.isArray(targets) ? targets.map(String) : [] };
  });
  if (within === undefined) {
    const h1: unknown = await page.evaluate(ONE_H1);
    const titles = Array.isArray(h1) ? h1.map(String) : [];
    if (titles.length > 1) found.push({ id: 'one-h1', impact: 'moderate', help: 'A screen has exactly one h1', targets: titles });
  }
  return found;
}

/** A readable list of violations for an assertion message. */
export const describeViolations = (where: string, violations: AxeViolation[]) =>
  violations.map((v) => `${where}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n');

/** Checks screen after screen and fails once, at the end, with every critical or serious violation found. */
export function axeChecker() {
  const found: string[] = [];
  return {
    async check(page: Page, where: string, within?: string) {
      const violations = await seriousViolations(page, within);
      if (violations.length > 0) found.push(describeViolations(where, violations));
    },
    done: () => expect(found.join('\n'), 'axe: critical or serious violations').toBe(''),
  };
}
