import { createClient } from 'graphql-sse';
import { renewSession } from '../../../auth/session-renewal';
import { tokenStore } from '../../../auth/token-store';
import { afterEnd, type Ending, endingOf, type LiveStatus } from './live-ending';

// One subscription of the live workspace (GraphQL over server-sent events at /graphql/stream). The stream
// reconnects after a network cut. When the server ends it, its last error says why, and the page tells the
// user in words (LiveStatus):
// - RENEW: the access token's life is over; the session is renewed through the client's one refresh path and
//   the stream subscribes again at once;
// - RATE_LIMITED: too many streams open (too many project tabs); it tries again every 30 s;
// - UNAUTHENTICATED: the session (or the right to the project) ended; renewing tells which: a renewed session
//   subscribes again, an ended one signs the viewer out through that path.
// Other ends (lost access to the project, a failure) retry less and less often.

const LIMIT_RETRY_MS = 30_000;
/** A stream that stays connected this long without an error counts as live again (a refusal comes at once). */
const SETTLED_MS = 1000;

export type { LiveStatus } from './live-ending';

export function openLiveSubscription<T>(
  query: string,
  variables: Record<string, unknown>,
  onData: (data: T) => void,
  onStatus: (status: LiveStatus) => void = () => undefined,
): () => void {
  const client = createClient({
    url: '/graphql/stream',
    headers: async (): Promise<Record<string, string>> => {
      const token = tokenStore.get() ?? ((await renewSession()) ? tokenStore.get() : null);
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: 1_000_000,
    retry: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** retries, 10_000))),
  });
  let disposed = false;
  let failures = 0;
  let ending: Ending | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let settled: ReturnType<typeof setTimeout> | null = null;
  let unsubscribe = (): void => undefined;

  const later = (ms: number, then: () => void) => {
    timer = setTimeout(() => !disposed && then(), ms);
  };
  const renewThenSubscribe = () =>
    void renewSession().then((renewed) => {
      if (renewed && !disposed) subscribe();
    });
  /** The stream ended: why decides what is said and when it subscribes again. */
  const ended = () => {
    if (settled) clearTimeout(settled);
    if (disposed) return;
    const { status, next } = afterEnd(ending);
    ending = null;
    if (status) onStatus(status);
    if (next === 'renew') return renewThenSubscribe();
    if (next === 'wait') return later(LIMIT_RETRY_MS, subscribe);
    failures++;
    later(Math.min(1000 * 2 ** failures, 60_000), renewThenSubscribe);
  };
  function subscribe() {
    unsubscribe = client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) ending = endingOf(result.errors);
          if (!result.data) return;
          failures = 0;
          onStatus({ kind: 'live' });
          onData(result.data);
        },
        error: ended,
        complete: ended,
      },
      {
        connected: () => {
          if (settled) clearTimeout(settled);
          settled = setTimeout(() => !disposed && onStatus({ kind: 'live' }), SETTLED_MS);
        },
      },
    );
  }
  subscribe();
  return () => {
    disposed = true;
    if (timer) clearTimeout(timer);
    if (settled) clearTimeout(settled);
    unsubscribe();
    client.dispose();
  };
}
