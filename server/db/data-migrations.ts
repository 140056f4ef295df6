import { eq } from 'drizzle-orm';
import { type AnswerToMove, answersToMove } from '../modules/read-models/index.ts';
import { linkEvidenceText } from '../modules/questionnaire/evidence.service.ts';
import { insertGapAction } from '../modules/questionnaire/index.ts';
import { ownerChoicesOf, resolveOwner } from '../modules/questionnaire/gap-actions.service.ts';
import { METHOD3_BANK_VERSION } from '../modules/questionnaire/bank/index.ts';
import type { Database, Db } from './client.ts';
import { dataMigrations } from './schema/index.ts';

// One-time data changes that need the product's own rules, applied once after the schema migrations and
// recorded by name in data_migrations (the database layer owns that table).

/** A one-time change; `projectIds` narrows it to some projects (its tests, on a database other tests share). */
type DataMigration = { name: string; apply(tx: Db, now: Date, projectIds?: readonly string[]): Promise<void> };

/**
 * Method 3 (issue 25's decisions): an answer's free-text evidence becomes a register entry and its link only
 * where the text is a document number with a revision or a date (parseEvidenceText; anything else stays a
 * note); an action kept in the answer's own columns becomes a gap action, its owner a reference when the typed
 * name matches exactly one person (otherwise it stays text and the action is not complete). Nothing is guessed.
 */
export const method3EvidenceAndActions: DataMigration = {
  name: '2026.3-evidence-and-actions',
  async apply(tx, now, projectIds) {
    const moved = await answersToMove(tx, METHOD3_BANK_VERSION, projectIds);
    const choices = new Map<string, Awaited<ReturnType<typeof ownerChoicesOf>>>();
    for (const a of moved) {
      const project = { id: a.projectId, organizationId: a.organizationId };
      const key = { projectId: a.projectId, phase: a.phase, code: a.questionCode };
      if (a.evidence.trim() !== '') await linkEvidenceText(tx, key, { text: a.evidence, by: null, now });
      if (!hasAction(a)) continue;
      const own = choices.get(a.projectId) ?? (await ownerChoicesOf(tx, project));
      choices.set(a.projectId, own);
      await insertGapAction(tx, {
        ...key,
        fields: { text: a.actionText, due: a.actionDue, done: a.actionStatus === 'done', ...resolveOwner({ text: a.actionOwner }, own) },
        by: null,
        now,
      });
    }
  },
};

const hasAction = (a: AnswerToMove) => a.actionText.trim() !== '' || a.actionOwner.trim() !== '' || a.actionDue !== null;

const DATA_MIGRATIONS: readonly DataMigration[] = [method3EvidenceAndActions];

/** Applies the schema migrations, then each data migration not yet recorded (in one transaction each). */
export async function migrateAll(database: Pick<Database, 'db' | 'migrate'>, now: Date = new Date()): Promise<void> {
  await database.migrate();
  for (const migration of DATA_MIGRATIONS) {
    await database.db.transaction(async (tx) => {
      // The row is taken first, so a second instance starting at once waits for it and then finds it done.
      const [taken] = await tx.insert(dataMigrations).values({ name: migration.name, appliedAt: now }).onConflictDoNothing().returning();
      if (!taken) return;
      await migration.apply(tx, now);
      await tx.update(dataMigrations).set({ appliedAt: new Date() }).where(eq(dataMigrations.name, migration.name));
    });
  }
}
