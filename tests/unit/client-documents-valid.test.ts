import { buildASTSchema, type DocumentNode, Kind, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '../../client/src/gql/graphql.ts';
import { loadTypeDefs } from '../../server/graphql/schema.ts';
import { graphqlValidationRules } from '../../server/graphql/validation-rules.ts';

// Every query, mutation and subscription the client sends passes the server's own validation rules: the schema,
// and the depth, alias and cost limits (graphql-armor). A fragment grown past the cost limit makes the server
// refuse its screen's query with a 400 at run time (the report screen's query stood at 19,990 of 20,000 when a
// page's fragment gained three fields, and the portfolio's at 26,120 once its table owned a fragment, before
// fragments were flattened in the cost); this finds it before a browser does.

const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
const rules = [...specifiedRules, ...graphqlValidationRules({ production: true })];
const operations = Object.entries(documents).flatMap(([name, value]) => {
  if (!(value && typeof value === 'object' && 'kind' in value && value.kind === Kind.DOCUMENT)) return [];
  const doc = value as DocumentNode;
  return doc.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION) ? [{ name, doc }] : [];
});

describe("the client's GraphQL documents", () => {
  it('are all read (the generated module exports them)', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it("each passes the server's validation: schema, depth, aliases and cost", () => {
    const refused = operations.flatMap(({ name, doc }) => validate(schema, doc, rules).map((e) => `${name}: ${e.message}`));
    expect(refused).toEqual([]);
  });

  it("refuses what the server refuses (armor's rules are really applied here)", () => {
    const aliases = (n: number) => parse(`query { ${Array.from({ length: n }, (_, i) => `a${i}: health`).join(' ')} }`);
    expect(validate(schema, aliases(15), rules)).toEqual([]);
    expect(validate(schema, aliases(16), rules).map((e) => e.message).join(' ')).toMatch(/alias/i);
  });
});
