import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../server/policies/permissions.ts';
import { GRAPHQL_ACCESS, LEGACY_ACCESS } from '../../server/policies/surface.ts';
import { graphqlRootFields, legacyRoutes, routeKey, type LegacyRoute } from '../support/api-surface.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every entry point of the API declares who may call it (server/policies/surface.ts): an action of the
// permission table, 'signed-in' or 'public'. A new GraphQL field or /api/* route without a declaration
// fails here, by name; so does a declaration left behind by a field or route that is gone.

let app: TestApp;
let routes: LegacyRoute[];
beforeAll(async () => {
  app = await startTestApp();
  routes = await legacyRoutes(app.deps);
});
afterAll(async () => app?.close());

const missing = (names: string[], declared: Record<string, unknown>) => names.filter((name) => !(name in declared));
const stale = (names: string[], declared: Record<string, unknown>) => Object.keys(declared).filter((name) => !names.includes(name));

describe('permission coverage', () => {
  it('every GraphQL root field (query, mutation and subscription) declares its access, and no declaration is stale', () => {
    const names = graphqlRootFields().map((f) => f.name);
    expect(names.length).toBeGreaterThan(60);
    expect(missing(names, GRAPHQL_ACCESS), 'root fields without an entry in GRAPHQL_ACCESS').toEqual([]);
    expect(stale(names, GRAPHQL_ACCESS), 'GRAPHQL_ACCESS entries for fields that no longer exist').toEqual([]);
  });

  it('every registered /api/* route declares its access, and no declaration is stale', () => {
    const names = routes.map(routeKey);
    expect(names.length).toBeGreaterThan(80);
    expect(missing(names, LEGACY_ACCESS), 'routes without an entry in LEGACY_ACCESS').toEqual([]);
    expect(stale(names, LEGACY_ACCESS), 'LEGACY_ACCESS entries for routes that are no longer registered').toEqual([]);
  });

  it('every declared action is a rule of the permission table', () => {
    const declared = new Set([...Object.values(GRAPHQL_ACCESS), ...Object.values(LEGACY_ACCESS)]);
    const unknown = [...declared].filter((access) => access !== 'public' && access !== 'signed-in' && !(access in permissions));
    expect(unknown).toEqual([]);
  });
});
