import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../server/commands/operation.ts';
import { type EntryPoint, graphqlSurface, legacySurface } from '../../server/commands/surface.ts';
import { permissions } from '../../server/policies/permissions.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every entry point of the API adapts declared operations (server/commands/), each naming who may call it:
// a line of the permission table, 'signed-in' or 'public'. The surface is read off the transports
// (server/commands/surface.ts), so a new GraphQL field or /api/* route that adapts no operation fails here,
// by name, and no declaration can outlive its entry point.

let app: TestApp;
let legacy: EntryPoint[];
beforeAll(async () => {
  app = await startTestApp();
  legacy = await legacySurface(app.deps);
});
afterAll(async () => app?.close());

const unbound = (entries: EntryPoint[]) => entries.filter((e) => e.operations.length === 0).map((e) => e.key);

describe('permission coverage', () => {
  it('every GraphQL root field (query, mutation and subscription) adapts a declared operation', () => {
    const entries = graphqlSurface();
    expect(entries.length).toBeGreaterThan(60);
    expect(unbound(entries), 'root fields whose resolver adapts no operation (wrap it in adapts())').toEqual([]);
  });

  it('every registered /api/* route adapts a declared operation', () => {
    expect(legacy.length).toBeGreaterThan(80);
    expect(unbound(legacy), 'routes registered without the operations they adapt').toEqual([]);
  });

  it('every operation names a rule of the permission table, or public / signed-in', () => {
    const operations: Operation[] = [...graphqlSurface(), ...legacy].flatMap((e) => [...e.operations]);
    const unknown = operations.filter((o) => o.access !== 'public' && o.access !== 'signed-in' && !(o.access in permissions)).map((o) => `${o.name}: ${o.access}`);
    expect(unknown).toEqual([]);
    const badLists = operations.filter((o) => o.lists !== undefined && !(o.lists in permissions)).map((o) => o.name);
    expect(badLists).toEqual([]);
  });

  it('a dispatch names each variant once, and variants are told apart by name', () => {
    const repeated = [...graphqlSurface(), ...legacy].filter((e) => new Set(e.operations.map((o) => o.name)).size !== e.operations.length).map((e) => e.key);
    expect(repeated).toEqual([]);
  });
});
