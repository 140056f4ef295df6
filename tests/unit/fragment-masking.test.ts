import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The client's data is owned by the components that render it (docs/architecture.md, "Client data"): each
// declares a fragment of what it shows, the page's query spreads it, and with fragment masking on the page
// holds only masked references, so the component reads its fields through `getFragmentData`. This test fails
// when codegen.yml turns masking off again, or when a component file declares a fragment and reads it
// without `getFragmentData` (it would then be reading the page's copy, not its own).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT = join(ROOT, 'client/src');

type CodegenOutput = { preset?: string; presetConfig?: { fragmentMasking?: unknown } };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' && dir === CLIENT ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The constants a file binds to a `graphql(` fragment document: `const X = graphql(\` fragment Name on …`. */
export function fragmentConstants(source: string): { constant: string; fragment: string }[] {
  return [...source.matchAll(/const (\w+) = graphql\(`\s*fragment (\w+) on /g)].map((m) => ({ constant: m[1] ?? '', fragment: m[2] ?? '' }));
}

/** A component file reads its own fragment: `getFragmentData(X, …)` with the constant it declared. */
export function readsOwnFragment(source: string, constant: string): boolean {
  return new RegExp(`getFragmentData\\(\\s*${constant}\\s*,`).test(source);
}

/**
 * Fragments a module (not a component) declares for documents that return them, read elsewhere or only
 * written to the cache: each with where it is read.
 */
const NOT_READ_IN_PLACE: Record<string, string> = {
  // Status changes return it so the cached rows update in place; nothing renders it by itself.
  UserStatus_user: 'client/src/features/admin/users/user-list-cache.ts',
  // The header reads it (ProjectHeader.tsx); lifecycle mutations return it.
  ProjectState_project: 'client/src/features/projects/workspace/project-lifecycle.ts',
  // Lifecycle mutations return it so every screen's `viewerCan…` updates from the cache.
  ProjectLifecycle_project: 'client/src/features/projects/workspace/project-lifecycle.ts',
  // The review screen reads it (ReviewScreen.tsx); the documents live in a module of their own.
  ReviewFields: 'client/src/features/reviews/review-documents.ts',
};

describe('client data: fragments with masking on', () => {
  it('codegen.yml generates the client with fragment masking on', () => {
    const config = parse(readFileSync(join(ROOT, 'codegen.yml'), 'utf8')) as { generates: Record<string, CodegenOutput> };
    const client = config.generates['client/src/gql/'];
    expect(client?.preset).toBe('client');
    const masking = client?.presetConfig?.fragmentMasking;
    // The preset's default is on; `false` turns it off. Here it is spelled out, with the reader's name.
    expect(masking).not.toBe(false);
    expect(masking).toEqual({ unmaskFunctionName: 'getFragmentData' });
    expect(readFileSync(join(CLIENT, 'gql/fragment-masking.ts'), 'utf8')).toContain('export function getFragmentData');
  });

  it('the check sees a component that reads a fragment without getFragmentData', () => {
    const reverted = "export const RowFragment = graphql(`\n  fragment Row_user on User {\n    key\n  }\n`);\nexport function Row({ user }: { user: Row_UserFragment }) {\n  return user.key;\n}\n";
    const fixed = reverted.replace('({ user }: { user: Row_UserFragment }) {', '(props: { user: FragmentType<typeof RowFragment> }) {\n  const user = getFragmentData(RowFragment, props.user);');
    expect(fragmentConstants(reverted)).toEqual([{ constant: 'RowFragment', fragment: 'Row_user' }]);
    expect(readsOwnFragment(reverted, 'RowFragment')).toBe(false);
    expect(readsOwnFragment(fixed, 'RowFragment')).toBe(true);
  });

  it('every component file that declares a fragment reads it with getFragmentData', () => {
    const files = sourceFiles(CLIENT);
    const declared = files.flatMap((file) => fragmentConstants(readFileSync(file, 'utf8')).map((f) => ({ ...f, file: relative(ROOT, file) })));
    expect(declared.length).toBeGreaterThan(30);
    const everywhere = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const unread = declared.filter(({ file, constant, fragment }) => {
      if (NOT_READ_IN_PLACE[fragment] === file) return false;
      const source = readFileSync(join(ROOT, file), 'utf8');
      return !readsOwnFragment(source, constant);
    });
    expect(unread.map((f) => `${f.file}: ${f.fragment}`)).toEqual([]);
    // The modules' fragments above are read somewhere, or only ever returned into the cache: named on purpose.
    for (const [fragment, file] of Object.entries(NOT_READ_IN_PLACE)) {
      expect(declared.some((f) => f.fragment === fragment && f.file === file), `${fragment} is still declared in ${file}`).toBe(true);
    }
    expect(everywhere).toContain('getFragmentData(ProjectStateFragment,');
    expect(everywhere).toContain('getFragmentData(ReviewFieldsDoc,');
  });
});
