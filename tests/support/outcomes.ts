import type { ApiResponse, GraphQLResult } from './api-client.ts';

// Reduces an answer to what a permission test compares: ok, forbidden, not-found (or anything else, spelled out).

export type Outcome = 'ok' | 'forbidden' | 'not-found' | 'unauthenticated' | string;

/** The outcome of a legacy /api call, from its HTTP status (and the envelope must agree). */
export function legacyOutcome(res: ApiResponse): Outcome {
  if (res.status === 200 && res.body.status === 'success') return 'ok';
  if (res.status === 403 && res.body.code === 'FORBIDDEN') return 'forbidden';
  if (res.status === 404 && res.body.code === 'NOT_FOUND') return 'not-found';
  if (res.status === 401) return 'unauthenticated';
  return `${res.status} ${JSON.stringify(res.body)}`;
}

/** The outcome of a GraphQL operation whose top field is `field` (payload errors count as failures). */
export function graphqlOutcome(res: GraphQLResult, field: string): Outcome {
  const code = res.errors?.[0]?.extensions?.code;
  if (code === 'FORBIDDEN') return 'forbidden';
  if (code === 'NOT_FOUND') return 'not-found';
  if (code === 'UNAUTHENTICATED') return 'unauthenticated';
  if (res.errors?.length) return `error ${JSON.stringify(res.errors)}`;
  const top = res.data?.[field];
  if (top && typeof top === 'object' && 'errors' in top && Array.isArray(top.errors) && top.errors.length > 0) {
    return `payload ${JSON.stringify(top.errors)}`;
  }
  return 'ok';
}
