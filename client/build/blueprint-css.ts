import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss';
import type { Plugin } from 'vite';

/**
 * Blueprint ships one stylesheet for every component (560 KB). The sign-in screens need a small part of
 * it, so the build splits it into two parts the client imports by name:
 *
 *   import '@blueprintjs/core/lib/css/blueprint.css?part=early'  (main.tsx: base, typography, buttons, forms, cards, callouts, spinner, toasts)
 *   import '@blueprintjs/core/lib/css/blueprint.css?part=late'   (the signed-in screens: menus, popovers, dialogs, tabs, tags, trees, …)
 *
 * Rules for the icon font's classes (`.bp6-icon-<name>`) are left out: the client draws icons as SVG
 * (client/src/ui/icon-loader.ts) and never loads the icon font. A rule goes to the late part only when
 * every one of its selectors names a late component; anything shared stays early.
 */
const LATE_COMPONENTS = [
  'breadcrumb', 'breadcrumbs', 'card-list', 'code-block', 'collapse', 'context-menu', 'control-card', 'dialog', 'divider',
  'drawer', 'editable-text', 'entity-title', 'file-input', 'file-upload-input', 'hotkey', 'html-table', 'key', 'key-combo',
  'menu', 'multistep-dialog', 'navbar', 'numeric-input', 'panel-stack2', 'popover', 'progress-bar', 'progress-meter',
  'section', 'segmented-control', 'skeleton', 'slider', 'submenu', 'tab', 'tab-indicator', 'tab-indicator-wrapper',
  'tab-list', 'tab-panel', 'tabs', 'tag', 'tag-input', 'tag-remove', 'compound-tag', 'tooltip', 'tooltip-indicator', 'tree',
  // Controls and typography no sign-in screen shows (checked: features/auth, the SSO callback pages, ui/AuthCard).
  'alert', 'button-group', 'control', 'checkbox', 'radio', 'switch', 'control-indicator', 'control-group', 'html-select', 'select',
  'running-text', 'blockquote', 'overflow-list',
];

type Part = 'early' | 'late' | 'drop';

const CORE_CSS = /@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css\?part=(early|late)$/;

export function blueprintCssParts(): Plugin {
  let parts: Record<'early' | 'late', string> | null = null;
  return {
    name: 'fel:blueprint-css-parts',
    enforce: 'pre',
    load(id) {
      const match = CORE_CSS.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      parts ??= splitBlueprintCss(readFileSync(file, 'utf8'), iconNames(file));
      return match[1] === 'late' ? parts.late : parts.early;
    },
  };
}

/** The icon names (kebab-case), from the icon package's generated path modules. */
function iconNames(coreCss: string): Set<string> {
  const dir = path.resolve(path.dirname(coreCss), '../../../icons/lib/esm/generated/16px/paths');
  return new Set(readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'index.js').map((f) => f.slice(0, -3)));
}

export function splitBlueprintCss(css: string, icons: Set<string>): Record<'early' | 'late', string> {
  const early = postcss.parse(css);
  const late = postcss.parse(css);
  prune(early, 'early', icons);
  prune(late, 'late', icons);
  return { early: early.toString(), late: late.toString() };
}

/** Keeps only the nodes of `container` that belong to `keep` (recursing into @media/@supports). */
function prune(container: Container<ChildNode> | Root, keep: 'early' | 'late', icons: Set<string>): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'rule') {
      if (partOfRule(node.selectors, icons) !== keep) node.remove();
    } else if (node.type === 'atrule' && isGroup(node)) {
      prune(node, keep, icons);
      if ((node.nodes ?? []).length === 0) node.remove();
    } else if (keep === 'late') {
      // @font-face, @keyframes, custom properties and comments: once, in the early part.
      node.remove();
    }
  }
}

const isGroup = (node: AtRule) => node.name === 'media' || node.name === 'supports' || node.name === 'layer' || node.name === 'container';

function partOfRule(selectors: string[], icons: Set<string>): Part {
  const each = selectors.map((s) => partOfSelector(s, icons));
  if (each.every((p) => p === 'drop')) return 'drop';
  return each.every((p) => p !== 'early') ? 'late' : 'early';
}

function partOfSelector(selector: string, icons: Set<string>): Part {
  const classes = [...selector.matchAll(/\.bp6-([a-z0-9-]+)/g)].map((m) => m[1] ?? '');
  if (classes.some((c) => c.startsWith('icon-') && icons.has(c.slice(5)))) return 'drop';
  return classes.some((c) => LATE_COMPONENTS.includes(c) || LATE_COMPONENTS.some((p) => c.startsWith(`${p}-`))) ? 'late' : 'early';
}
