import { z } from 'zod';
import type { Draft } from './draft';
import type { Fields } from './answer-queue';

// A question card's changed fields as the queue stores them (plain JSON values) and back. Reading them
// back checks every field, so a stored change from an older client (or a hand-edited storage) cannot
// send garbage; a field of Draft missing here fails the type-check, so none is silently dropped.

const shape = {
  level: z.number().int().min(1).max(4).nullable(),
  na: z.boolean(),
  naReason: z.string(),
  naApprover: z.string(),
  comment: z.string(),
  evidence: z.string(),
  revisit: z.boolean(),
  actionText: z.string(),
  actionOwner: z.string(),
  actionDue: z.string().nullable(),
  actionStatus: z.enum(['open', 'done']),
  evidenceEntries: z.array(z.string()),
} satisfies { [K in keyof Draft]-?: z.ZodType<Draft[K]> };

const PendingDraft = z.object(shape).partial();

/** The changed fields as stored values (fields left undefined are not changes). */
export function toFields(changes: Partial<Draft>): Fields {
  const fields: Fields = {};
  for (const [name, value] of Object.entries(changes)) if (value !== undefined) fields[name] = value;
  return fields;
}

/** Stored values back as changed fields of a card, or null when they are not valid ones. */
export function fromFields(fields: Fields): Partial<Draft> | null {
  const parsed = PendingDraft.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

// The server trims an N/A reason and approver, and keeps linked entries as a set; the rest it stores as sent.
const normalized = (field: string, value: unknown) => {
  if ((field === 'naReason' || field === 'naApprover') && typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return JSON.stringify(value.map(String).sort());
  return value;
};

/**
 * Whether an answer already holds every changed field: a change the server saved although its answer never
 * arrived (connection cut after the save) comes back as CONFLICT with this very answer, and is saved, once.
 */
export function holdsChanges(answer: Draft, fields: Fields): boolean {
  const stored = new Map<string, unknown>(Object.entries(answer));
  return Object.entries(fields).every(([field, value]) => normalized(field, stored.get(field)) === normalized(field, value));
}
