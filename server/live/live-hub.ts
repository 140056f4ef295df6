import type { Logger } from '../service-context.ts';
import { ANSWER_SAVED_CHANNEL, type AnswerSaved, parseAnswerSaved } from './answer-events.ts';

// One LISTEN per app instance, fanned out in-process to the open subscriptions of each project.

/**
 * Starts listening on a channel (`onListen` runs each time the LISTEN is in place, again after a reconnect);
 * resolves to the function that stops it (postgres.js and PGlite both have one).
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onListen?: () => void) => Promise<() => Promise<void>>;

export type LiveHub = {
  /** Calls `onEvent` for every answer saved in the project, on any instance, until the returned function is called. */
  subscribe(projectId: string, onEvent: (event: AnswerSaved) => void): Promise<() => void>;
  close(): Promise<void>;
};

export function createLiveHub(listen: Listen, log: Logger): LiveHub {
  const byProject = new Map<string, Set<(event: AnswerSaved) => void>>();
  let stop: Promise<() => Promise<void>> | null = null;
  const deliver = (payload: string) => {
    const event = parseAnswerSaved(payload);
    if (!event) return log.warn({ payload: payload.slice(0, 200) }, 'unreadable answer-saved notification');
    for (const onEvent of byProject.get(event.projectId) ?? []) onEvent(event);
  };
  return {
    async subscribe(projectId, onEvent) {
      stop ??= listen(ANSWER_SAVED_CHANNEL, deliver).catch((error: unknown) => {
        stop = null;
        throw error;
      });
      await stop;
      const set = byProject.get(projectId) ?? new Set();
      set.add(onEvent);
      byProject.set(projectId, set);
      return () => {
        set.delete(onEvent);
        if (set.size === 0) byProject.delete(projectId);
      };
    },
    async close() {
      byProject.clear();
      const stopping = stop;
      stop = null;
      if (stopping) await (await stopping.catch(() => async () => undefined))();
    },
  };
}
