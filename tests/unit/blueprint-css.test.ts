import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { splitBlueprintCss } from '../../client/build/blueprint-css.ts';

// The build splits Blueprint's stylesheet: the sign-in screens' part up front, the rest with the signed-in
// screens, and no icon-font rules at all (icons are SVG).

const require = createRequire(import.meta.url);
const css = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
const iconDir = path.join(path.dirname(require.resolve('@blueprintjs/icons/package.json')), 'lib/esm/generated/16px/paths');
const icons = new Set(readdirSync(iconDir).filter((f) => f.endsWith('.js') && f !== 'index.js').map((f) => f.slice(0, -3)));
const { early, late } = splitBlueprintCss(css, icons);

/** A rule whose selector list is exactly `selector`, outside @media. */
const hasRule = (part: string, selector: string) => (postcss.parse(part).nodes ?? []).some((n) => n.type === 'rule' && n.selector === selector);

describe('Blueprint stylesheet parts', () => {
  it('puts what the sign-in screens use in the early part only', () => {
    for (const selector of ['.bp6-button', '.bp6-input-group', '.bp6-form-group', '.bp6-card', '.bp6-callout', '.bp6-spinner', '.bp6-toast']) {
      expect(hasRule(early, selector), selector).toBe(true);
      expect(hasRule(late, selector), selector).toBe(false);
    }
  });

  it('puts menus, popovers, dialogs, tabs and tags in the late part only', () => {
    for (const selector of ['.bp6-menu', '.bp6-popover', '.bp6-dialog', '.bp6-tab', '.bp6-tag']) {
      expect(hasRule(late, selector), selector).toBe(true);
      expect(hasRule(early, selector), selector).toBe(false);
    }
  });

  it('leaves out the icon font classes of known icons, and is much smaller up front than the whole', () => {
    expect(css).toContain('.bp6-icon-add::before');
    expect(early + late).not.toContain('.bp6-icon-add::before');
    expect(early.length).toBeLessThan(css.length * 0.6);
  });

  it('keeps @media groups with their rules in the part each rule belongs to', () => {
    expect(early).toContain('@media');
    expect(late.match(/@media[^{]*\{\s*\}/g)).toBeNull();
  });
});
