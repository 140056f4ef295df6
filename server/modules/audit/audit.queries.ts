import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** The stored form of one audit event (secrets already redacted). */
export type AuditEventValues = typeof auditEvents.$inferInsert;

/** Appends one audit event. */
export async function insertAuditEvent(db: Db, values: AuditEventValues): Promise<void> {
  await db.insert(auditEvents).values(values);
}
