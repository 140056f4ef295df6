import { ApolloArmor } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';

/**
 * THE validation rules of both GraphQL endpoints (/graphql and the live stream at /graphql/stream), beside
 * graphql-js's own: depth 12, 15 aliases and a cost limit (graphql-armor), and no introspection in
 * production. Only armor's validation rules: its Apollo plugins are typed against the CommonJS build of
 * @apollo/server; field suggestions are stripped in formatError instead.
 */
export function graphqlValidationRules(opts: { production: boolean }): ValidationRule[] {
  const armor = new ApolloArmor({
    // Depth counts fields, not fragment spreads: a screen that composes its components' fragments is no deeper.
    maxDepth: { n: 12, flattenFragments: true },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 20000 },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return [...armor.validationRules, ...(opts.production ? [NoSchemaIntrospectionCustomRule] : [])];
}
