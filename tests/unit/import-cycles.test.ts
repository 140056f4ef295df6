import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../support/import-graph.ts';

// Imports run one way (ARCHITECTURE.md): below the transports, modules (queries, fragments, rows) <- read
// models <- services and the one place that builds DataLoaders; on the client, hooks and engines never import
// back from the screens that use them. A cycle, type-only ones included, fails here with its files named.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Reading the import graph parses every file (about 2 s alone, far longer on a loaded machine): a generous ceiling.
describe('import cycles', { timeout: 60_000 }, () => {
  it('sees the imports it walks (type-only and re-exports included)', () => {
    const graph = importGraph(ROOT, 'tsconfig.server.json', ['server', 'common']);
    expect(graph.get('server/graphql/loaders.ts')).toContain('server/modules/users/index.ts');
    expect(importCycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(importCycles(new Map([['a', ['a']]]))).toEqual([['a']]);
  });

  it('server/ and common/ have no import cycle', () => {
    expect(importCycles(importGraph(ROOT, 'tsconfig.server.json', ['server', 'common']))).toEqual([]);
  });

  it('client/src has no import cycle', () => {
    expect(importCycles(importGraph(ROOT, 'tsconfig.client.json', ['client/src', 'common']))).toEqual([]);
  });
});
