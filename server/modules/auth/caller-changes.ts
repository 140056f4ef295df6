import { z } from 'zod';
import type { Deps, Logger } from '../../service-context.ts';
import { parseJsonAs } from '../../validation.ts';
import type { CallerCache, CallerChange } from './caller-cache.ts';

// How every instance hears of a revocation: triggers on sessions, users, organizations, CEL assignments and
// API tokens (drizzle/0012_caller_notifications.sql) NOTIFY this channel with what changed, in the
// transaction of the change; each instance LISTENs once and forgets the callers it concerns (caller-cache.ts).

export const CALLER_CHANGED_CHANNEL = 'fel_caller_changed';

const CallerChangeSchema = z.object({ kind: z.enum(['session', 'user', 'organization', 'token']), id: z.string().max(100) });

/** The change of a notification's payload, or null when it is not one. */
export const parseCallerChange = (payload: string): CallerChange | null => parseJsonAs(CallerChangeSchema, payload);

/** LISTEN on a channel; `onListen` runs each time the listening connection is (re)established. */
export type ListenWithRestart = (channel: string, onPayload: (payload: string) => void, onListen?: () => void) => Promise<() => Promise<void>>;

/**
 * Starts this instance's LISTEN for caller changes: caching starts once it is in place, and everything
 * cached is forgotten whenever it is established again (notifications may have been lost meanwhile).
 * Resolves to the function that stops it (and caching).
 */
export async function listenForCallerChanges(cache: CallerCache, listen: ListenWithRestart, log: Logger): Promise<() => Promise<void>> {
  const unlisten = await listen(
    CALLER_CHANGED_CHANNEL,
    (payload) => {
      const change = parseCallerChange(payload);
      if (change) cache.changed(change);
      else log.warn({ payload: payload.slice(0, 200) }, 'unreadable caller-change notification');
    },
    () => cache.setListening(true),
  );
  return async () => {
    cache.setListening(false);
    await unlisten();
  };
}

/**
 * Right after the commit of a change that ends or alters callers (sign-out, password change, deactivation,
 * licence or CEL change, token revoke): this instance forgets them at once; the change's trigger tells the others.
 */
export function callersChanged(deps: Pick<Deps, 'callers'>, ...changes: CallerChange[]): void {
  for (const change of changes) deps.callers.changed(change);
}
