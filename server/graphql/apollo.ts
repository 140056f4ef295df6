import { ApolloServer, type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { databaseUnavailableError, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/errors.ts';
import { findAppError, HTTP_STATUS } from '../errors.ts';
import { currentRequestId, setCurrentOperation } from '../observability/request-id.ts';
import type { Logger } from '../service-context.ts';
import type { GraphQLContext } from './context.ts';
import { buildResolvers } from './resolvers.ts';
import { loadTypeDefs } from './schema.ts';

/** The deepest error of an originalError chain (Apollo and graphql-js each wrap what a resolver threw). */
function innermostError(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    const next = typeof current === 'object' && current && 'originalError' in current ? current.originalError : null;
    if (!next) return current;
    current = next;
  }
  return current;
}

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

/**
 * The error to throw when the request's context cannot be built because the database is out of reach:
 * Apollo answers it with its own status (503) and headers, where any other context failure is a 500.
 */
export function graphqlUnavailableError(): GraphQLError {
  return new GraphQLError(UNAVAILABLE_MESSAGE, {
    extensions: { code: 'UNAVAILABLE', http: { status: 503, headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]) } },
  });
}

/**
 * A GraphQLError of graphql-js or one of Apollo's subclasses (BadRequestError, …). By its string tag, not
 * instanceof: the module can be loaded twice (ESM and CommonJS builds), and subclasses rename `name`.
 */
const isGraphQLError = (error: unknown): boolean => Object.prototype.toString.call(error) === '[object GraphQLError]';

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
    formatError: (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      const requestId = currentRequestId();
      const cause = innermostError(error);
      const original = findAppError(error) ?? databaseUnavailableError(cause);
      if (original) {
        if (original.code === 'UNAVAILABLE' && !findAppError(error)) opts.log.warn({ code: 'UNAVAILABLE', cause: cause instanceof Error ? cause.message : String(cause) }, 'database unavailable');
        return {
          message: original.message,
          locations: formatted.locations,
          path: formatted.path,
          extensions: { code: original.code, http: { status: HTTP_STATUS[original.code] }, fields: original.fieldErrors, requestId },
        };
      }
      // Errors raised by GraphQL or Apollo itself (parse, validation, variables, operationName, CSRF
      // block, batching, a malformed body) are the client's own mistakes: their code, no stack, a warning.
      const code = formatted.extensions?.code;
      if (isGraphQLError(cause) && code !== 'INTERNAL_SERVER_ERROR') {
        const message = opts.production ? formatted.message.replace(/ ?Did you mean .*\?$/, '') : formatted.message;
        const clientCode = typeof code === 'string' ? code : 'BAD_INPUT';
        opts.log.warn({ code: clientCode, message }, 'GraphQL request error');
        return { ...formatted, message, extensions: { code: clientCode, requestId } };
      }
      opts.log.error({ err: cause }, 'unexpected error in a resolver');
      return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL', requestId } };
    },
  });
}
