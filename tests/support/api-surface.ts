import Fastify from 'fastify';
import type { GraphQLField, GraphQLObjectType, GraphQLOutputType } from 'graphql';
import { buildSchema } from '../../server/graphql/apollo.ts';
import { registerLegacyRoutes } from '../../server/http/routes.ts';
import type { Deps } from '../../server/service-context.ts';

export type LegacyRoute = { method: string; url: string };

/** A route's name in server/policies/surface.ts: "METHOD url" as registered. */
export const routeKey = (route: LegacyRoute) => `${route.method} ${route.url}`;

/** Every route the legacy layer registers (read from Fastify's onRoute hook, so a new route is included). */
export async function legacyRoutes(deps: Deps): Promise<LegacyRoute[]> {
  const app = Fastify();
  const routes: LegacyRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  registerLegacyRoutes(app, deps);
  await app.ready();
  await app.close();
  return routes;
}

export type RootField = { operation: 'query' | 'mutation' | 'subscription'; name: string; field: GraphQLField<unknown, unknown>; leaf: boolean };

/**
 * Whether a field's type is a scalar or enum (no selection). By shape, not graphql's helpers: under vitest
 * the schema's module and this one may load different copies of graphql.
 */
function isLeaf(type: GraphQLOutputType): boolean {
  let current: unknown = type;
  while (current && typeof current === 'object' && 'ofType' in current && current.ofType) current = current.ofType;
  return !(current && typeof current === 'object' && 'getFields' in current);
}

/** Every root field of the GraphQL schema: queries, mutations and subscriptions (served at /graphql/stream). */
export function graphqlRootFields(): RootField[] {
  const schema = buildSchema();
  const of = (operation: RootField['operation'], type: GraphQLObjectType | null | undefined): RootField[] =>
    type ? Object.values(type.getFields()).map((field) => ({ operation, name: field.name, field, leaf: isLeaf(field.type) })) : [];
  return [...of('query', schema.getQueryType()), ...of('mutation', schema.getMutationType()), ...of('subscription', schema.getSubscriptionType())];
}
