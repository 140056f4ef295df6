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
  reason?: 'after' | 'instead' | 'hidden';
  /** Between the sentence and a reason `after` it; a space when absent. */
  separator?: string;
  /** Where a thrown error's message goes, or the whole message for it; `hidden` when absent. */
  thrown?: 'after' | 'instead' | 'hidden' | ((why: string | undefined) => string);
  /** Receives the payload errors that name a field (of `known`, when given), keyed by field, on failure. */
  fields?: (errors: Record<string, string>) => void;
  /**
   * The fields the form shows its errors under: an error about one of them is shown there only, and the
   * failure message reads the first other error (none is shown when every error is about a known field).
   */
  known?: readonly string[];
  /** When the payload counts as done; by default when it has no errors. */
  ok?: (payload: P) => boolean;
  /** Receives a payload that is not done (e.g. to read a wait from its error). */
  refused?: (payload: P) => void;
  /** Where the failure message goes (a form's own alert); the snackbar when absent. */
  show?: (message: string) => void;
};

const word = (failed: string, why: string | undefined, where: 'after' | 'instead' | 'hidden', separator = ' ') => {
  if (!why || where === 'hidden') return failed;
  return where === 'after' ? `${failed}${separator}${why}` : why;
};

/**
 * Runs a mutation and reads its payload the one way every screen does: done → the success toast and the payload
 * back; a payload error → its fields to `fields` and the first error in the snackbar (or `show`); a thrown
 * error → the snackbar (or `show`). Returns the payload when done, otherwise null.
 */
export function useMutationPayload() {
  const snackbar = useSnackbar();
  return useCallback(
    async <P extends Payload>(mutate: () => Promise<P | null | undefined>, say: PayloadMessages<P>): Promise<P | null> => {
      const fail = say.show ?? ((message: string) => snackbar.error(message));
      let payload: P | null | undefined;
      try {
        payload = await mutate();
      } catch (error) {
        const why = error instanceof Error && error.message ? error.message : undefined;
        fail(typeof say.thrown === 'function' ? say.thrown(why) : word(say.failed, why, say.thrown ?? 'hidden', say.separator));
        return null;
      }
      if (payload && (say.ok ? say.ok(payload) : payload.errors.length === 0)) {
        if (say.success) snackbar.success(say.success);
        return payload;
      }
      if (payload) say.refused?.(payload);
      const errors = payload?.errors ?? [];
      const isKnown = (e: PayloadError) => !!e.field && (!say.known || say.known.includes(e.field));
      const fieldErrors = errors.filter(isKnown);
      say.fields?.(Object.fromEntries(fieldErrors.flatMap((e) => (e.field ? [[e.field, e.message]] : []))));
      const others = say.known ? errors.filter((e) => !isKnown(e)) : errors;
      if (say.known && fieldErrors.length > 0 && others.length === 0) return null;
      fail(word(say.failed, others[0]?.message, say.reason ?? 'after', say.separator));
      return null;
    },
    [snackbar],
  );
}
