import type { Db } from '../db/client.ts';
import type { Phase } from '../db/schema/index.ts';
import type { AnswerRow } from '../modules/questionnaire/index.ts';
import { findProjectForLive } from '../modules/read-models/index.ts';
import type { Logger } from '../service-context.ts';
import { ANSWER_SAVED_CHANNEL, type AnswerSaved, parseAnswerSaved } from './answer-events.ts';
import { fanOut, projectSubscribers, type Subscriber } from './project-subscribers.ts';

// One LISTEN per app instance for saved answers. Each event is read once on this instance (the project, its
// team and the answers it names: one statement) and fanned out to the project's open streams, each filtered
// by its viewer's permission; events of one project are handled in the order they came.

/**
 * Starts listening on a channel (`onListen` runs each time the LISTEN is in place, again after a reconnect);
 * resolves to the function that stops it (postgres.js and PGlite both have one).
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onListen?: () => void) => Promise<() => Promise<void>>;

/** One saved answer as a stream sends it. */
export type AnswerSavedOut = { phase: Phase; questionCode: string; answer: AnswerRow | null; savedBy: string };

export type LiveHub = {
  /** Adds a stream of the project's saved answers; resolves (once this instance listens) to the function that takes it off. */
  subscribe(projectId: string, subscriber: Subscriber<AnswerSavedOut>): Promise<() => void>;
  close(): Promise<void>;
};

export function createLiveHub(listen: Listen, deps: { db: Db; log: Logger }): LiveHub {
  const queues = new Map<string, Promise<void>>();
  const streams = projectSubscribers<AnswerSavedOut>();
  let stop: Promise<() => Promise<void>> | null = null;

  async function publish(event: AnswerSaved): Promise<void> {
    if (streams.of(event.projectId).length === 0) return;
    const read = await findProjectForLive(deps.db, { projectId: event.projectId, answers: { phase: event.phase, codes: event.codes } });
    await fanOut(streams.of(event.projectId), read, () =>
      event.codes.map((code) => ({ phase: event.phase, questionCode: code, answer: read?.answers.find((a) => a.questionCode === code) ?? null, savedBy: event.byUserId })),
    );
  }
  const deliver = (payload: string) => {
    const event = parseAnswerSaved(payload);
    if (!event) return deps.log.warn({ payload: payload.slice(0, 200) }, 'unreadable answer-saved notification');
    if (streams.of(event.projectId).length === 0) return;
    const queued = (queues.get(event.projectId) ?? Promise.resolve())
      .then(() => publish(event))
      .catch((error: unknown) => deps.log.warn({ err: error, projectId: event.projectId }, 'saved answer not sent to the live streams'));
    queues.set(event.projectId, queued);
    void queued.finally(() => queues.get(event.projectId) === queued && queues.delete(event.projectId));
  };
  return {
    async subscribe(projectId, subscriber) {
      stop ??= listen(ANSWER_SAVED_CHANNEL, deliver).catch((error: unknown) => {
        stop = null;
        throw error;
      });
      await stop;
      return streams.add(projectId, subscriber);
    },
    async close() {
      streams.clear();
      const stopping = stop;
      stop = null;
      if (stopping) await (await stopping.catch(() => async () => undefined))();
    },
  };
}
