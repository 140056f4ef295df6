import { ApolloServer } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLFormattedError } from 'graphql';
import { findAppError, HTTP_STATUS } from '../errors.ts';
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
    includeStacktraceInErrorResponses: false,
    formatError: (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      const original = findAppError(error);
      if (original) {
        return {
          message: original.message,
          locations: formatted.locations,
          path: formatted.path,
          extensions: { code: original.code, http: { status: HTTP_STATUS[original.code] }, fields: original.fieldErrors },
        };
      }
      // Errors raised by GraphQL itself (parsing, validation, variables) are the client's own mistakes.
      const cause = innermostError(error);
      if (cause instanceof Error && cause.name === 'GraphQLError') {
        const code = formatted.extensions?.code;
        const message = opts.production ? formatted.message.replace(/ ?Did you mean .*\?$/, '') : formatted.message;
        return { ...formatted, message, extensions: { code: code === 'INTERNAL_SERVER_ERROR' ? 'INTERNAL' : (code ?? 'BAD_INPUT') } };
      }
      opts.log.error({ err: cause }, 'unexpected error in a resolver');
      return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL' } };
    },
  });
}
