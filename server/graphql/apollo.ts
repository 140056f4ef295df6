import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { databaseUnavailableError, RETRY_AFTER_SECONDS } from '../db/errors.ts';
import { identify } from '../http/request-context.ts';
import type { GraphQLContext } from './context.ts';
import { operationNeedsCaller } from './caller-free.ts';
import { formatGraphQLError, graphqlUnavailableError, logGraphQLError, withRequestId } from './error-mapper.ts';
import { buildResolvers } from './resolvers.ts';
import { loadTypeDefs } from './schema.ts';
import { graphqlValidationRules } from './validation-rules.ts';

/**
 * Records the operation name for the request's metrics. Every error of the answer is written to the
 * request's log and repeats the request's id (extensions.requestId); an UNAVAILABLE error (the database out
 * of reach) answers 503 with Retry-After, as the legacy layer does.
 */
const operationAndErrors = (production: boolean): ApolloServerPlugin<GraphQLContext> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ operationName, contextValue }) {
        contextValue.operationIs(operationName ?? '(anonymous)');
      },
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) logGraphQLError(contextValue.log, error, production);
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        if (!result.errors) return;
        result.errors = withRequestId(result.errors, contextValue.requestId);
        if (!result.errors.some((e) => e.extensions?.code === 'UNAVAILABLE')) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
      },
    };
  },
});

/**
 * Resolves the caller once the operation is known, unless the operation needs none (caller-free.ts): a
 * `{ health }` with a bearer token costs no session statement. The database out of reach is UNAVAILABLE.
 */
const callerWhenNeeded: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation && !operationNeedsCaller(operation)) return;
        await identify(contextValue).catch((error: unknown) => {
          throw databaseUnavailableError(error) ? graphqlUnavailableError() : error;
        });
        // The signed-in person's row came with the caller: a query's Viewer.user (and any field naming the viewer)
        // reads no row again. Not a mutation's: it may change that row before its payload reads it.
        const { user } = await contextValue.caller();
        if (user && operation?.operation === 'query') contextValue.loaders.user.prime(user.id, user);
      },
    };
  },
};

let schema: GraphQLSchema | undefined;
/**
 * The executable schema: SDL from schema/ plus every module's resolvers, made once per process (it takes
 * a good part of a start) and shared by /graphql and the live stream.
 */
export const buildSchema = (): GraphQLSchema => (schema ??= makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: buildResolvers() }));

/**
 * Apollo Server with the validation rules of both endpoints (validation-rules.ts: depth, alias and cost
 * limits, no introspection in production) and no batching. Field suggestions are off in production.
 * AppErrors keep their code; anything else is logged and masked.
 */
export function createApolloServer(opts: { production: boolean }): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    schema: buildSchema(),
    // Introspection is refused in production by graphqlValidationRules (the stream shares the rule), not by
    // Apollo's own switch, which would report it a second time.
    introspection: true,
    validationRules: graphqlValidationRules(opts),
    allowBatchedHttpRequests: false,
    // main.ts owns SIGTERM/SIGINT (drain requests, then mail and the database). Apollo's own handler
    // would stop the server and re-raise the signal, killing the process before that cleanup.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // No cache hints in the schema: Apollo's cache-control plugin would only add a hook call per field.
    plugins: [callerWhenNeeded, operationAndErrors(opts.production), ApolloServerPluginCacheControlDisabled()],
    formatError: formatGraphQLError(opts),
  });
}
