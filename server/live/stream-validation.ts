import { GraphQLError, type GraphQLSchema, specifiedRules, validate, type DocumentNode, type ValidationRule } from 'graphql';
import { graphqlValidationRules } from '../graphql/validation-rules.ts';

// How /graphql/stream validates an operation: graphql-js's rules and those of /graphql (one function builds
// them for both), plus "subscriptions only": a query or mutation is refused before it runs, like any
// validation error (GRAPHQL_VALIDATION_FAILED, sent as the stream's one event).

export const SUBSCRIPTIONS_ONLY = 'Only subscriptions are served at /graphql/stream; send queries and mutations to /graphql.';

const subscriptionsOnly: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'subscription') context.reportError(new GraphQLError(SUBSCRIPTIONS_ONLY, { nodes: node }));
  },
});

/** graphql-sse's `validate`: every rule of /graphql and subscriptions only, each error with Apollo's validation code. */
export function streamValidator(opts: { production: boolean }): (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[] {
  const rules = [...specifiedRules, ...graphqlValidationRules(opts), subscriptionsOnly];
  return (schema, document) =>
    validate(schema, document, rules).map(
      (e) => new GraphQLError(e.message, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path, originalError: e.originalError, extensions: { ...e.extensions, code: 'GRAPHQL_VALIDATION_FAILED' } }),
    );
}
