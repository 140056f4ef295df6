import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each module under server/modules/ has one door for the rest of the server: its index.ts (the query
// functions and row types others may use, and its per-request loaders). A file outside a module never
// imports that module's *.queries.ts directly; services are imported from their own files.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const moduleOf = (file: string): string | null => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The files a source file imports or re-exports from (relative specifiers, resolved from the root). */
function importedPaths(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/g)].map((m) => normalize(join(dirname(file), m[1] ?? '')));
}

const files = sourceFiles('server');

describe('module doors', () => {
  it('finds the imports it checks', () => {
    expect(importedPaths('server/graphql/loaders.ts')).toContain('server/modules/users/index.ts');
  });

  it('no file reaches into another module’s *.queries.ts: it goes through that module’s index.ts', () => {
    const strays = files.flatMap((file) =>
      importedPaths(file)
        .filter((target) => target.endsWith('.queries.ts') && moduleOf(target) !== null && moduleOf(target) !== moduleOf(file))
        .map((target) => `${file} -> ${target}`),
    );
    expect(strays).toEqual([]);
  });
});
