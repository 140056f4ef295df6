import { ApolloServer } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, HTTP_STATUS } from '../errors.ts';
import type { Logger } from '../service-context.ts';
import type { GraphQLContext } from './context.ts';
import { buildResolvers } from './resolvers.ts';
import { loadTypeDefs } from './schema.ts';

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
      const original = error instanceof GraphQLError ? error.originalError : error;
      if (original instanceof AppError) {
        return {
          message: original.message,
          locations: formatted.locations,
          path: formatted.path,
          extensions: { code: original.code, http: { status: HTTP_STATUS[original.code] }, fields: original.fieldErrors },
        };
      }
      // Errors raised by GraphQL itself (validation, parsing, variables) are the client's own mistakes.
      if (!original || original instanceof GraphQLError) {
        const code = formatted.extensions?.code;
        const message = opts.production ? formatted.message.replace(/ ?Did you mean .*\?$/, '') : formatted.message;
        return { ...formatted, message, extensions: { code: code === 'INTERNAL_SERVER_ERROR' ? 'INTERNAL' : (code ?? 'BAD_INPUT') } };
      }
      opts.log.error({ err: original }, 'unexpected error in a resolver');
      return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL' } };
    },
  });
}
