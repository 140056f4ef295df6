import { Kind, type OperationDefinitionNode } from 'graphql';

/**
 * Root fields whose resolvers read nothing of the caller (constants and the liveness answer, and
 * GraphQL's own introspection): an operation made only of these is answered without the session check,
 * so a bearer token costs nothing there. Each is `public` in server/policies/surface.ts (a unit test
 * checks it); a field that reads `ctx.viewer` must not be listed here.
 */
export const CALLER_FREE_FIELDS: ReadonlySet<string> = new Set(['health', 'appInfo', '__typename', '__schema', '__type']);

/** Whether answering the operation needs the caller (any root selection outside CALLER_FREE_FIELDS, or a fragment). */
export function operationNeedsCaller(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some((s) => s.kind !== Kind.FIELD || !CALLER_FREE_FIELDS.has(s.name.value));
}
