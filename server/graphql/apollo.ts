import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { RETRY_AFTER_SECONDS } from '../db/errors.ts';
import { setCurrentOperation } from '../observability/request-id.ts';
import type { Logger } from '../service-context.ts';
import type { GraphQLContext } from './context.ts';
import { formatGraphQLError } from './error-mapper.ts';
import { buildResolvers } from './resolvers.ts';
import { loadTypeDefs } from './schema.ts';

/**
 * Records the operation name for the request's metrics, and answers 503 with Retry-After when an error of
 * the result is UNAVAILABLE (the database out of reach), as the legacy layer does.
 */
const operationNameAndStatus: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation(requestContext) {
        setCurrentOperation(requestContext.operationName ?? '(anonymous)');
      },
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (!errors?.some((e) => e.extensions?.code === 'UNAVAILABLE')) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
      },
    };
  },
};

/** The executable schema: SDL from schema/ plus every module's resolvers. */
export const buildSchema = () => makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: buildResolvers() });

/**
 * Apollo Server with depth, alias and cost limits (graphql-armor) and no batching. Introspection and
 * field suggestions are off in production. AppErrors keep their code; anything else is logged and masked.
 */
export function createApolloServer(opts: { production: boolean; log: Logger }): ApolloServer<GraphQLContext> {
  // Only armor's validation rules: its Apollo plugins are typed against the CommonJS build of
  // @apollo/server. Field suggestions are stripped in formatError instead.
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 20000 },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return new ApolloServer<GraphQLContext>({
    schema: buildSchema(),
    introspection: !opts.production,
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
    // main.ts owns SIGTERM/SIGINT (drain requests, then mail and the database). Apollo's own handler
    // would stop the server and re-raise the signal, killing the process before that cleanup.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // No cache hints in the schema: Apollo's cache-control plugin would only add a hook call per field.
    plugins: [operationNameAndStatus, ApolloServerPluginCacheControlDisabled()],
    formatError: formatGraphQLError(opts),
  });
}
