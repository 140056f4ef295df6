import { createClient } from 'graphql-sse';
import { renewSession } from '../../../auth/session-renewal';
import { tokenStore } from '../../../auth/token-store';

// One subscription of the live workspace (GraphQL over server-sent events at /graphql/stream). The stream
// reconnects after a network cut; when the server ends it (expired token, lost access) it renews the session
// through the client's one refresh path and subscribes again, less and less often; when the session is over,
// that path signs the viewer out. Returns the function that ends it.

export function openLiveSubscription<T>(query: string, variables: Record<string, unknown>, onData: (data: T) => void): () => void {
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
  let ended = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let unsubscribe = (): void => undefined;
  const again = () => {
    if (disposed) return;
    ended++;
    timer = setTimeout(
      () =>
        void renewSession().then((renewed) => {
          if (renewed && !disposed) subscribe();
        }),
      Math.min(1000 * 2 ** ended, 60_000),
    );
  };
  const subscribe = () => {
    unsubscribe = client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          if (!result.data) return;
          ended = 0;
          onData(result.data);
        },
        error: again,
        complete: again,
      },
    );
  };
  subscribe();
  return () => {
    disposed = true;
    if (timer) clearTimeout(timer);
    unsubscribe();
    client.dispose();
  };
}
