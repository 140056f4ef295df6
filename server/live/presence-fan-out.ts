import type { Db } from '../db/client.ts';
import type { Phase } from '../db/schema/index.ts';
import { findProjectForLive } from '../modules/read-models/index.ts';
import type { Viewer } from '../policies/viewer.ts';
import type { Logger } from '../service-context.ts';
import { initialsOf } from './presence-events.ts';
import type { PresenceHub } from './presence-hub.ts';
import { fanOut, projectSubscribers, type Subscriber } from './project-subscribers.ts';

// Presence streams: whenever a project's list of people changes, the project is read once on this instance
// (its team decides who still sees it) and every open stream gets the list without its own viewer. Changes
// that come while a read is under way are sent together after it.

/** Someone else in the workspace, as a stream sends it. */
export type PresentOut = { userKey: string; name: string; initials: string; phase: Phase; questionCode: string | null };

export type PresenceFanOut = {
  /** Adds a presence stream of the project; resolves to the function that takes it off. */
  subscribe(projectId: string, subscriber: Subscriber<PresentOut[]>): Promise<() => void>;
  /** The people in the project's workspace now, but the viewer, by name. */
  listFor(projectId: string, viewer: Viewer): PresentOut[];
};

export function createPresenceFanOut(presence: PresenceHub, deps: { db: Db; log: Logger }): PresenceFanOut {
  const watching = new Map<string, Promise<() => void>>();
  const streams = projectSubscribers<PresentOut[]>((projectId) => {
    const stop = watching.get(projectId);
    watching.delete(projectId);
    void stop?.then((unwatch) => unwatch());
  });
  const running = new Set<string>();
  const again = new Set<string>();

  const listFor = (projectId: string, viewer: Viewer): PresentOut[] =>
    presence
      .list(projectId)
      .filter((p) => p.userId !== viewer.userId)
      .map((p) => ({ userKey: p.userId, name: p.name, initials: initialsOf(p.name), phase: p.phase, questionCode: p.questionCode }))
      .sort((a, b) => a.name.localeCompare(b.name));

  async function changed(projectId: string): Promise<void> {
    if (running.has(projectId)) return void again.add(projectId);
    running.add(projectId);
    try {
      do {
        again.delete(projectId);
        const read = await findProjectForLive(deps.db, { projectId });
        await fanOut(streams.of(projectId), read, (viewer) => [listFor(projectId, viewer)]);
      } while (again.has(projectId));
    } catch (error) {
      deps.log.warn({ err: error, projectId }, 'presence not sent to the live streams');
    } finally {
      running.delete(projectId);
    }
  }

  return {
    async subscribe(projectId, subscriber) {
      const remove = streams.add(projectId, subscriber);
      if (!watching.has(projectId)) {
        const started = presence.subscribe(projectId, () => void changed(projectId));
        started.catch(() => watching.get(projectId) === started && watching.delete(projectId));
        watching.set(projectId, started);
      }
      try {
        await watching.get(projectId);
      } catch (error) {
        remove();
        throw error;
      }
      return remove;
    },
    listFor,
  };
}
