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
    // Fragments flattened here too: a query composed of its components' fragments (fragment masking,
    // docs/architecture.md) costs what the same fields written inline cost, not a depth factor (×1.5) more per
    // spread. Unflattened, the portfolio's composed query cost 26,120 (refused) and the report screen's 17,037;
    // flattened, 12,491 and 4,744 (tests/unit/client-documents-valid.test.ts checks every client document).
    costLimit: { maxCost: 20000, flattenFragments: true },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return [...armor.validationRules, ...(opts.production ? [NoSchemaIntrospectionCustomRule] : [])];
}
