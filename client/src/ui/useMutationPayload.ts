import { useCallback } from 'react';
import { useSnackbar } from './snackbar';

/** One error of a mutation payload (`errors: [UserError!]!` in the schema). */
export type PayloadError = { readonly field?: string | null; readonly message: string };
type Payload = { readonly errors: readonly PayloadError[] };

/**
 * How the snackbar words a failure. `failed` is the screen's sentence; the reason (the first payload error, or
 * the message of a thrown GraphQL/network error) goes `after` it ("Saving FAILED! Please try again. <why>"),
 * `instead` of it (the sentence only when there is no reason), or is `hidden` (the sentence alone).
 */
export type PayloadMessages<P> = {
  /** Success toast; none when absent. */
  success?: string;
  failed: string;
  /** Where the first payload error goes; `after` when absent. */
  reason?: 'after' | 'instead';
  /** Where a thrown error's message goes; `hidden` when absent. */
  thrown?: 'after' | 'instead' | 'hidden';
  /** Receives the payload errors that name a field, keyed by field, on failure. */
  fields?: (errors: Record<string, string>) => void;
  /** When the payload counts as done; by default when it has no errors. */
  ok?: (payload: P) => boolean;
};

const word = (failed: string, why: string | undefined, where: 'after' | 'instead' | 'hidden') => {
  if (!why || where === 'hidden') return failed;
  return where === 'after' ? `${failed} ${why}` : why;
};

/**
 * Runs a mutation and reads its payload the one way every screen does: done → the success toast and the payload
 * back; a payload error → its fields to `fields` and the first error in the snackbar; a thrown error → the
 * snackbar. Returns the payload when done, otherwise null.
 */
export function useMutationPayload() {
  const snackbar = useSnackbar();
  return useCallback(
    async <P extends Payload>(mutate: () => Promise<P | null | undefined>, say: PayloadMessages<P>): Promise<P | null> => {
      let payload: P | null | undefined;
      try {
        payload = await mutate();
      } catch (error) {
        snackbar.error(word(say.failed, error instanceof Error ? error.message : undefined, say.thrown ?? 'hidden'));
        return null;
      }
      if (payload && (say.ok ? say.ok(payload) : payload.errors.length === 0)) {
        if (say.success) snackbar.success(say.success);
        return payload;
      }
      const errors = payload?.errors ?? [];
      say.fields?.(Object.fromEntries(errors.flatMap((e) => (e.field ? [[e.field, e.message]] : []))));
      snackbar.error(word(say.failed, errors[0]?.message, say.reason ?? 'after'));
      return null;
    },
    [snackbar],
  );
}
