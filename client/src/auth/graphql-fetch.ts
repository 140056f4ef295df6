import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

export type GraphQLResponse<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** Posts one GraphQL operation with fetch (used where Apollo cannot be: refreshing Apollo's own token). */
export async function postGraphQL<T, V>(document: TypedDocumentNode<T, V>, variables: V, token?: string | null): Promise<GraphQLResponse<T>> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return (await response.json()) as GraphQLResponse<T>;
}
