import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CALLER_FREE_FIELDS, operationNeedsCaller } from '../../server/graphql/caller-free.ts';
import { graphqlSurface } from '../../server/commands/surface.ts';

const operation = (text: string): OperationDefinitionNode => {
  const node = parse(text).definitions[0];
  if (node?.kind !== 'OperationDefinition') throw new Error('not an operation');
  return node;
};

describe('root fields answered without the caller', () => {
  it('are all public operations (introspection aside)', () => {
    const own = [...CALLER_FREE_FIELDS].filter((f) => !f.startsWith('__'));
    const access = new Map(graphqlSurface().map((e) => [e.key, e.operations.map((o) => o.access)]));
    expect(own.map((f) => [f, access.get(f)])).toEqual(own.map((f) => [f, ['public']]));
  });

  it('skip the session check only when every root selection is one of them', () => {
    expect(operationNeedsCaller(operation('{ health }'))).toBe(false);
    expect(operationNeedsCaller(operation('{ health appInfo { version } __typename }'))).toBe(false);
    expect(operationNeedsCaller(operation('{ health viewer { user { name } } }'))).toBe(true);
    expect(operationNeedsCaller(operation('{ ...F } fragment F on Query { health }'))).toBe(true);
    expect(operationNeedsCaller(operation('{ ... on Query { health } }'))).toBe(true);
    expect(operationNeedsCaller(operation('mutation { noop }'))).toBe(true);
  });
});
