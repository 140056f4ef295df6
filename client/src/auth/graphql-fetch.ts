import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';

export type GraphQLResponse<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** The server answered without a GraphQL body (a proxy error page, a 502…): its message is the HTTP status text. */
export class HttpStatusError extends Error {
  constructor(readonly status: number, statusText: string) {
    super(`${status} ${statusText}`.trim());
    this.name = 'HttpStatusError';
  }
}

/**
 * Posts one GraphQL operation with fetch (used where Apollo cannot be: refreshing Apollo's own token). It asks for
 * `__typename` as Apollo does, so what it returns can be written to the cache and normalize there.
 */
export async function postGraphQL<T, V>(document: TypedDocumentNode<T, V>, variables: V, token?: string | null): Promise<GraphQLResponse<T>> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: print(addTypenameToDocument(document)), variables }),
  });
  const text = await response.text();
  try {
    const body: GraphQLResponse<T> = JSON.parse(text);
    return body;
  } catch {
    throw new HttpStatusError(response.status, response.statusText);
  }
}
