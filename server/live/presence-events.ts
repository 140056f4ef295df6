import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { parseJsonAs } from '../validation.ts';

// "This person is in the project's workspace, at this question" (or "has left it") as a PostgreSQL
// notification on its own channel. Presence is never stored: every instance keeps what it heard in memory
// (presence-hub.ts), so two instances on one database agree.

export const PRESENCE_CHANNEL = 'fel_presence';

const PresenceSchema = z.object({
  projectId: z.string(),
  userId: z.string(),
  name: z.string().max(1000),
  /** Null: the person left the workspace. */
  phase: z.enum(['fel2', 'fel3']).nullable(),
  questionCode: z.string().max(40).nullable(),
});
export type PresenceEvent = z.infer<typeof PresenceSchema>;

/** Tells every instance where a person is (or that it left). */
export async function notifyPresence(deps: { db: Db }, event: PresenceEvent): Promise<void> {
  await deps.db.execute(sql`select pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(event)})`);
}

/** The event of a notification's payload, or null when it is not one. */
export const parsePresence = (payload: string): PresenceEvent | null => parseJsonAs(PresenceSchema, payload);

/** Up to two letters for an avatar: the initials of the first and last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
