import type { Phase } from '../db/schema/index.ts';
import type { Logger } from '../service-context.ts';
import type { Listen } from './live-hub.ts';
import { PRESENCE_CHANNEL, parsePresence } from './presence-events.ts';

// Who is in which project's workspace, as this instance heard it (LISTEN on the presence channel). A person
// stays listed until it leaves or for PRESENCE_TTL_MS after its last announcement (clients announce every
// 15 s), so a closed laptop disappears on its own.

export const PRESENCE_TTL_MS = 40_000;
const SWEEP_MS = 1_000;

export type Present = { userId: string; name: string; phase: Phase; questionCode: string | null; expiresAt: number };

export type PresenceHub = {
  /** Starts listening (at app start, so the lists are complete when the first stream opens). */
  start(): Promise<void>;
  /** Calls `onChange` whenever the project's list changes, until the returned function is called. */
  subscribe(projectId: string, onChange: () => void): Promise<() => void>;
  /** The people in the project's workspace now. */
  list(projectId: string): Present[];
  close(): Promise<void>;
};

export function createPresenceHub(listen: Listen, log: Logger, now: () => Date): PresenceHub {
  const people = new Map<string, Map<string, Present>>();
  const watchers = new Map<string, Set<() => void>>();
  let stop: Promise<() => Promise<void>> | null = null;
  let sweeper: ReturnType<typeof setInterval> | null = null;
  const changed = (projectId: string) => {
    for (const onChange of watchers.get(projectId) ?? []) onChange();
  };
  const deliver = (payload: string) => {
    const event = parsePresence(payload);
    if (!event) return log.warn({ payload: payload.slice(0, 200) }, 'unreadable presence notification');
    const inProject = people.get(event.projectId) ?? new Map<string, Present>();
    const before = inProject.get(event.userId);
    if (event.phase === null) {
      if (!inProject.delete(event.userId)) return;
    } else {
      const after: Present = { ...event, phase: event.phase, expiresAt: now().getTime() + PRESENCE_TTL_MS };
      inProject.set(event.userId, after);
      people.set(event.projectId, inProject);
      // A heartbeat only pushes the expiry back: nobody needs to hear of it.
      if (before && before.phase === after.phase && before.questionCode === after.questionCode && before.name === after.name) return;
    }
    if (inProject.size === 0) people.delete(event.projectId);
    changed(event.projectId);
  };
  const sweep = () => {
    const at = now().getTime();
    for (const [projectId, inProject] of people) {
      let gone = false;
      for (const [userId, present] of inProject) if (present.expiresAt <= at) gone = inProject.delete(userId) || gone;
      if (inProject.size === 0) people.delete(projectId);
      if (gone) changed(projectId);
    }
  };
  const start = async () => {
    stop ??= listen(PRESENCE_CHANNEL, deliver).catch((error: unknown) => {
      stop = null;
      throw error;
    });
    await stop;
    sweeper ??= setInterval(sweep, SWEEP_MS);
    sweeper.unref();
  };
  return {
    start,
    async subscribe(projectId, onChange) {
      await start();
      const set = watchers.get(projectId) ?? new Set();
      set.add(onChange);
      watchers.set(projectId, set);
      return () => {
        set.delete(onChange);
        if (set.size === 0) watchers.delete(projectId);
      };
    },
    list: (projectId) => [...(people.get(projectId)?.values() ?? [])],
    async close() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      watchers.clear();
      people.clear();
      const stopping = stop;
      stop = null;
      if (stopping) await (await stopping.catch(() => async () => undefined))();
    },
  };
}
