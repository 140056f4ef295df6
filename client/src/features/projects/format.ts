/** An FEL Index with two decimals, or "—" when there is none (never 0). */
export const formatIndex = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(2));

export const PHASE_LABEL: Record<string, string> = { fel2: 'FEL 2', fel3: 'FEL 3' };

/** What a failure says when it has no reason of its own. */
export const TRY_AGAIN = 'Something went wrong. Please try again.';

/** The message of a failed GraphQL call (payload error, GraphQL error or network failure). */
export function errorText(error: unknown, fallback = TRY_AGAIN): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
