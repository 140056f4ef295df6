import { createClient } from 'graphql-sse';
import { useEffect, useRef } from 'react';
import { refreshAccessToken } from '../../../auth/session-api';
import { tokenStore } from '../../../auth/token-store';

// Answers others save in this project, pushed by the server (GraphQL over server-sent events at
// /graphql/stream). The stream reconnects after a network cut; when the server ends it (expired token, lost
// access) it subscribes again with a fresh token, less and less often. Own saves are ignored: the autosave
// queue already knows them.

const SUBSCRIPTION = `subscription LiveAnswers($project: ID!) { answerSaved(project: $project) { phase questionCode savedBy } }`;
type Event = { answerSaved: { phase: string; questionCode: string; savedBy: string } };

export function useLiveAnswers(projectKey: string, viewerKey: string, onOthersSave: (phase: string, code: string) => void): void {
  const latest = useRef(onOthersSave);
  useEffect(() => {
    latest.current = onOthersSave;
  });
  useEffect(() => {
    const client = createClient({
      url: '/graphql/stream',
      headers: async (): Promise<Record<string, string>> => {
        const token = tokenStore.get() ?? ((await refreshAccessToken()) ? tokenStore.get() : null);
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
      timer = setTimeout(() => void refreshAccessToken().finally(() => !disposed && subscribe()), Math.min(1000 * 2 ** ended, 60_000));
    };
    const subscribe = () => {
      unsubscribe = client.subscribe<Event>(
        { query: SUBSCRIPTION, variables: { project: projectKey } },
        {
          next: (result) => {
            const saved = result.data?.answerSaved;
            if (saved) ended = 0;
            if (saved && saved.savedBy !== viewerKey) latest.current(saved.phase, saved.questionCode);
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
  }, [projectKey, viewerKey]);
}
