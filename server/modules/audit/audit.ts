import type { Db } from '../../db/client.ts';
import { insertAuditEvent } from './audit.queries.ts';

// The token-use rows: written by the API token's rate counter (one statement), purged by retention.
export { TOKEN_USE_ACTION, tokenUseAuditInsert } from './audit.queries.ts';

export type AuditEntry = {
  actorUserId: string | null;
  organizationId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

const SECRET_FIELDS = new Set(['passwordHash', 'password', 'licenseKey', 'codeHash', 'tokenHash']);

/** Drops secrets from an audited object (the fact that they changed is kept). */
function redact(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_FIELDS.has(k) ? (v ? '[redacted]' : v) : v]),
  );
}

/** Appends one audit event; call it inside the transaction of the change it records. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(db, {
    actorUserId: entry.actorUserId,
    organizationId: entry.organizationId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: redact(entry.before),
    after: redact(entry.after),
    ip: entry.ip ?? null,
  });
}
