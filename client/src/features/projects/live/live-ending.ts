// Why the server ended a live stream (its last error), and what the page does about it, in words for the user.

export const TOO_MANY_TABS = 'Too many open project tabs: close one.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** How the page's live updates stand, in words for the user. */
export type LiveStatus = { kind: 'live' } | { kind: 'renewing' } | { kind: 'limit'; message: string } | { kind: 'ended'; message: string };

/** A stream's last error: its code and message. */
export type Ending = { code: string | null; message: string | null };

/**
 * What follows an end: the status to show (null: keep it), and the next step: renew the session and
 * subscribe again at once, wait for the limit to pass, or back off (a lost connection, a failure).
 */
export type AfterEnd = { status: LiveStatus | null; next: 'renew' | 'wait' | 'back-off' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The code and message of a result's first error, if it has one. */
export function endingOf(errors: unknown): Ending | null {
  const first: unknown = Array.isArray(errors) ? errors[0] : null;
  if (!isRecord(first)) return null;
  const code = isRecord(first.extensions) && typeof first.extensions.code === 'string' ? first.extensions.code : null;
  return { code, message: typeof first.message === 'string' ? first.message : null };
}

/**
 * RENEW: the access token's life is over: renew and reconnect, saying so quietly. RATE_LIMITED: too many
 * streams (project tabs): say so, try again later. UNAUTHENTICATED: the session ended: say so; renewing
 * signs the viewer out, or reconnects when another tab renewed the session meanwhile. Anything else: say
 * the server's reason, if any, and back off.
 */
export function afterEnd(ending: Ending | null): AfterEnd {
  switch (ending?.code) {
    case 'RENEW':
      return { status: { kind: 'renewing' }, next: 'renew' };
    case 'RATE_LIMITED':
      return { status: { kind: 'limit', message: ending.message ?? TOO_MANY_TABS }, next: 'wait' };
    case 'UNAUTHENTICATED':
      return { status: { kind: 'ended', message: SESSION_ENDED }, next: 'renew' };
    default:
      return { status: ending?.message ? { kind: 'ended', message: ending.message } : null, next: 'back-off' };
  }
}
