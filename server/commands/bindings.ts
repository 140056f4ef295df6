import type { GraphQLResolveInfo } from 'graphql';
import type { Operation } from './operation.ts';

// Which operations an entry point adapts. A GraphQL root resolver and a legacy route declare them where they
// are written (`adapts`, and the operations of `legacyRoute`), so the permission surface is read off the
// transports themselves and cannot list an entry point that calls something else.

const BOUND = new WeakMap<object, readonly Operation[]>();

/** The operations as a list: one, or a dispatch's variants. */
export const operationList = (operations: Operation | readonly Operation[]): readonly Operation[] =>
  'access' in operations ? [operations] : operations;

/**
 * Marks a root resolver (a function, or a subscription's `{ subscribe, resolve }`) as the adapter of one
 * operation, or of several when it dispatches by its input (one entry per variant in the matrix).
 */
export function adapts<TResult, TParent, TContext, TArgs>(
  operations: Operation | readonly Operation[],
  resolver: (parent: TParent, args: TArgs, context: TContext, info: GraphQLResolveInfo) => TResult,
): (parent: TParent, args: TArgs, context: TContext, info: GraphQLResolveInfo) => TResult {
  BOUND.set(resolver, operationList(operations));
  return resolver;
}

/** `adapts` for a subscription's `{ subscribe, resolve }` (its subscribe function is what the surface reads). */
export function adaptsSubscription<S extends { subscribe: object }>(operations: Operation | readonly Operation[], subscription: S): S {
  BOUND.set(subscription.subscribe, operationList(operations));
  return subscription;
}

/** The operations a root resolver adapts, or undefined when it declares none. */
export const adaptedOperations = (resolver: unknown): readonly Operation[] | undefined =>
  typeof resolver === 'function' || (typeof resolver === 'object' && resolver !== null) ? BOUND.get(resolver) : undefined;
