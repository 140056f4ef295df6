import { useApolloClient } from '@apollo/client/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSnackbar } from '../../../ui/snackbar';
import { AnswerQueue, type KeyValueStore } from './answer-queue';
import { answerSender, type SavedAnswer } from './save-answer';

export type AnswerQueueApi = AnswerQueue<SavedAnswer>;

const AnswerQueueContext = createContext<AnswerQueueApi | null>(null);

/** localStorage, or this page's memory when the browser refuses storage (then a reload does lose changes). */
function browserStore(): KeyValueStore {
  try {
    const storage = window.localStorage;
    storage.getItem('fel.storageCheck');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return {
      get length() {
        return memory.size;
      },
      key: (i) => [...memory.keys()][i] ?? null,
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}

/**
 * The signed-in user's queue of unsaved answer changes, per organization worked on (so a change to a
 * client's project waits while provider staff work on another client, whose projects are not theirs to
 * see). It sends what an earlier visit left, sends again when the browser comes back online, and makes
 * the browser ask before a reload or a closed tab drops the page while something is unsaved.
 */
export function AnswerQueueProvider({ userKey, organizationKey, children }: { userKey: string; organizationKey: string; children: ReactNode }) {
  const client = useApolloClient();
  const snackbar = useSnackbar();
  const queue = useMemo(
    () => new AnswerQueue({ store: browserStore(), scope: `${userKey}:${organizationKey}`, send: answerSender(client), online: () => navigator.onLine }),
    [client, userKey, organizationKey],
  );

  useEffect(() => {
    queue.setFallback((ref, outcome) => {
      if (outcome.kind === 'conflict') {
        snackbar.warning(`${outcome.current?.answeredBy?.name ?? 'Someone else'} changed ${ref.code} before your change reached the server. Their answer is kept; yours was not saved.`);
      } else if (outcome.kind === 'rejected' || outcome.kind === 'refused') {
        snackbar.error(`Your change to ${ref.code} was not saved: ${outcome.message}`);
      }
    });
  }, [queue, snackbar]);

  useEffect(() => {
    const connection = () => queue.connectionChanged();
    const storage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && queue.owns(event.key)) queue.reload(event.key);
    };
    // Leaving the tab sends what is waiting for the typing pause.
    const hidden = () => {
      if (document.visibilityState === 'hidden') queue.sendAll();
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (queue.count() > 0) event.preventDefault();
    };
    window.addEventListener('online', connection);
    window.addEventListener('offline', connection);
    window.addEventListener('storage', storage);
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('visibilitychange', hidden);
    queue.start();
    return () => {
      queue.stop();
      window.removeEventListener('online', connection);
      window.removeEventListener('offline', connection);
      window.removeEventListener('storage', storage);
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [queue]);

  return <AnswerQueueContext.Provider value={queue}>{children}</AnswerQueueContext.Provider>;
}

/** The signed-in user's answer queue (inside the signed-in shell). */
export function useAnswerQueue(): AnswerQueueApi {
  const queue = useContext(AnswerQueueContext);
  if (!queue) throw new Error('useAnswerQueue outside AnswerQueueProvider');
  return queue;
}

/** How many questions have unsaved changes (of one project, or of all), kept current. */
export function useUnsavedCount(projectKey?: string): number {
  const queue = useAnswerQueue();
  return useSyncExternalStore(queue.subscribe, () => queue.count(projectKey));
}

/** Sends what can go and waits a moment for it; resolves to what is still unsaved. */
export async function sendAndWait(queue: AnswerQueueApi, projectKey?: string, timeoutMs = 3000): Promise<number> {
  queue.sendAll(projectKey);
  await queue.settled(timeoutMs);
  return queue.count(projectKey);
}
