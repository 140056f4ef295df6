import type { GraphQLField } from 'graphql';
import { graphqlSurface, legacySurface } from '../../server/commands/surface.ts';
import type { Deps } from '../../server/service-context.ts';

// The API's entry points as the fuzz test walks them: the permission surface (server/commands/surface.ts)
// in the shapes the test sends requests from.

export type LegacyRoute = { method: string; url: string };

/** Every route the legacy layer registers (so a new route is included). */
export async function legacyRoutes(deps: Deps): Promise<LegacyRoute[]> {
  return (await legacySurface(deps)).map((e) => {
    const [method = '', url = ''] = e.key.split(' ');
    return { method, url };
  });
}

export type RootField = { operation: 'query' | 'mutation' | 'subscription'; name: string; field: GraphQLField<unknown, unknown>; leaf: boolean };

/** Every root field of the GraphQL schema: queries, mutations and subscriptions (served at /graphql/stream). */
export function graphqlRootFields(): RootField[] {
  return graphqlSurface().flatMap((e) => (e.operation && e.field ? [{ operation: e.operation, name: e.key, field: e.field, leaf: e.leaf ?? false }] : []));
}
