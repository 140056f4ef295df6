import Fastify from 'fastify';
import type { GraphQLField, GraphQLObjectType } from 'graphql';
import { buildSchema } from '../graphql/apollo.ts';
import { buildResolvers } from '../graphql/resolvers.ts';
import { registerLegacyRoutes } from '../http/routes.ts';
import type { Deps } from '../service-context.ts';
import { adaptedOperations } from './bindings.ts';
import type { Operation } from './operation.ts';

// The permission surface, read off the transports: every GraphQL root field (queries, mutations, and the
// subscriptions served at /graphql/stream) and every registered /api/* route, with the operations its
// resolver or route adapts. Nothing here is written by hand: an entry point that adapts no operation shows
// with none, and tests/integration/permission-coverage.test.ts names it. The authorization matrix derives
// every cell it expects from these operations and the permission table.

export type EntryPoint = {
  /** The root field's name, or "METHOD url" as the route is registered. */
  key: string;
  transport: 'graphql' | 'legacy';
  operation?: 'query' | 'mutation' | 'subscription';
  /** The operations it adapts: one, or a dispatch's variants (chosen by its input); none is a gap. */
  operations: readonly Operation[];
  /** GraphQL: the field's type is a scalar or enum (no selection). */
  leaf?: boolean;
  field?: GraphQLField<unknown, unknown>;
};

/** Whether a field's type is a scalar or enum, by shape (under vitest two copies of graphql may be loaded). */
function isLeaf(field: GraphQLField<unknown, unknown>): boolean {
  let current: unknown = field.type;
  while (current && typeof current === 'object' && 'ofType' in current && current.ofType) current = current.ofType;
  return !(current && typeof current === 'object' && 'getFields' in current);
}

const ROOT_TYPES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/** The root resolver a field runs: the first module's that defines it (the schema wraps the functions it is given). */
function rootResolver(operation: NonNullable<EntryPoint['operation']>, field: string): unknown {
  for (const resolvers of buildResolvers()) {
    const root: unknown = resolvers[ROOT_TYPES[operation]];
    if (!root || typeof root !== 'object' || !(field in root)) continue;
    const resolver: unknown = Object.getOwnPropertyDescriptor(root, field)?.value;
    if (operation !== 'subscription') return resolver;
    return resolver && typeof resolver === 'object' && 'subscribe' in resolver ? resolver.subscribe : undefined;
  }
  return undefined;
}

/** Every GraphQL root field with the operations its resolver adapts (the subscribe function for subscriptions). */
export function graphqlSurface(): EntryPoint[] {
  const schema = buildSchema();
  const of = (operation: NonNullable<EntryPoint['operation']>, type: GraphQLObjectType | null | undefined): EntryPoint[] =>
    type
      ? Object.values(type.getFields()).map((field) => ({
          key: field.name,
          transport: 'graphql',
          operation,
          operations: adaptedOperations(rootResolver(operation, field.name)) ?? [],
          leaf: isLeaf(field),
          field,
        }))
      : [];
  return [...of('query', schema.getQueryType()), ...of('mutation', schema.getMutationType()), ...of('subscription', schema.getSubscriptionType())];
}

/** "METHOD url", as a route is named in the surface. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** Every route the legacy layer registers, with the operations its `config` names (read from Fastify's onRoute hook). */
export async function legacySurface(deps: Deps): Promise<EntryPoint[]> {
  const app = Fastify();
  const routes: EntryPoint[] = [];
  app.addHook('onRoute', (route) => {
    const operations = route.config?.operations ?? [];
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ key: routeKey(method, route.url), transport: 'legacy', operations });
  });
  registerLegacyRoutes(app, deps);
  await app.ready();
  await app.close();
  return routes;
}
