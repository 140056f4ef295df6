import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Logger } from '../service-context.ts';
import { parseJsonAs } from '../validation.ts';

// "An answer was saved" as a PostgreSQL notification: the save service calls notifyAnswerSaved once after
// its transaction committed, and every app instance on the database hears it (LISTEN, live-hub.ts). The
// notification names the answer only; listeners read it again with their own viewer's permission.

export const ANSWER_SAVED_CHANNEL = 'fel_answer_saved';

const AnswerSavedSchema = z.object({
  projectId: z.string(),
  phase: z.enum(['fel2', 'fel3']),
  codes: z.array(z.string()).max(100),
  byUserId: z.string(),
});
export type AnswerSaved = z.infer<typeof AnswerSavedSchema>;

/** Tells every instance that answers of a project were saved (or cleared). A failure is logged, never the save's. */
export async function notifyAnswerSaved(deps: { db: Db; log: Logger }, event: AnswerSaved): Promise<void> {
  try {
    await deps.db.execute(sql`select pg_notify(${ANSWER_SAVED_CHANNEL}, ${JSON.stringify(event)})`);
  } catch (error) {
    deps.log.warn({ err: error, projectId: event.projectId }, 'answer-saved notification not sent');
  }
}

/** The event of a notification's payload, or null when it is not one. */
export const parseAnswerSaved = (payload: string): AnswerSaved | null => parseJsonAs(AnswerSavedSchema, payload);
