import type { Db } from '../db/client.ts';
import type { Logger } from '../service-context.ts';
import { notifyPresence, type PresenceEvent } from './presence-events.ts';

// Presence announcements are coalesced per person and project: at most one NOTIFY per PRESENCE_COALESCE_MS.
// The first goes out at once; those that follow within the interval replace each other and the last one goes
// out when it ends (the others then hear where the person is now, at most half a second late). Per instance:
// a person's page talks to one instance at a time, and an announcement is a state, not an event to count.

export const PRESENCE_COALESCE_MS = 500;

type Slot = { lastSentAt: number; pending: PresenceEvent | null; timer: NodeJS.Timeout | null };
const slotsOf = new WeakMap<Db, Map<string, Slot>>();

/**
 * Tells every instance where a person is, coalesced: resolves once it is sent (an announcement within
 * the interval of the last one is queued: it resolves at once and is sent when the interval ends).
 */
export async function announceCoalesced(deps: { db: Db; log: Logger }, event: PresenceEvent, now: () => number = Date.now): Promise<void> {
  let slots = slotsOf.get(deps.db);
  if (!slots) slotsOf.set(deps.db, (slots = new Map()));
  const key = `${event.userId}:${event.projectId}`;
  const slot = slots.get(key) ?? { lastSentAt: 0, pending: null, timer: null };
  slots.set(key, slot);
  const wait = slot.lastSentAt + PRESENCE_COALESCE_MS - now();
  if (wait <= 0 && !slot.timer) {
    slot.lastSentAt = now();
    forgetLater(slots, key, slot, now);
    return notifyPresence(deps, event);
  }
  slot.pending = event;
  if (slot.timer) return;
  slot.timer = setTimeout(() => {
    slot.timer = null;
    const pending = slot.pending;
    slot.pending = null;
    if (!pending) return;
    slot.lastSentAt = now();
    forgetLater(slots, key, slot, now);
    notifyPresence(deps, pending).catch((error: unknown) => deps.log.warn({ err: error, projectId: pending.projectId }, 'presence announcement not sent'));
  }, Math.max(0, wait));
  slot.timer.unref();
}

/** A slot nobody used for an interval is dropped (so the map holds only people announcing now). */
function forgetLater(slots: Map<string, Slot>, key: string, slot: Slot, now: () => number): void {
  setTimeout(() => {
    if (slots.get(key) === slot && !slot.timer && now() - slot.lastSentAt >= PRESENCE_COALESCE_MS) slots.delete(key);
  }, PRESENCE_COALESCE_MS + 50).unref();
}

/** A departure (the stream ended: page closed, network cut for good, session ended), where a failure can only be logged. */
export function notifyLeft(deps: { db: Db; log: Logger }, who: Pick<PresenceEvent, 'projectId' | 'userId' | 'name'>): void {
  announceCoalesced(deps, { ...who, phase: null, questionCode: null }).catch((error: unknown) =>
    deps.log.warn({ err: error, projectId: who.projectId }, 'presence departure not sent'),
  );
}
