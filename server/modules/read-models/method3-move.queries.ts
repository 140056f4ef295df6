import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, projects } from '../../db/schema/index.ts';

/** An answer saved before method 3 whose free text or action the one-time move reads, with its project. */
export type AnswerToMove = typeof answers.$inferSelect & { organizationId: string };

/**
 * Answers of the projects on a bank (2026.3) that carry free-text evidence or an action in the answer's own
 * columns (saved before method 3): what the one-time data migration turns into register links and gap actions.
 */
export async function answersToMove(db: Db, bankVersion: string, projectIds?: readonly string[]): Promise<AnswerToMove[]> {
  const rows = await db
    .select({ answer: answers, organizationId: projects.organizationId })
    .from(answers)
    .innerJoin(projects, eq(projects.id, answers.projectId))
    .where(and(eq(projects.bankVersion, bankVersion), projectIds ? inArray(projects.id, [...projectIds]) : undefined, or(ne(answers.evidence, ''), ne(answers.actionText, ''), ne(answers.actionOwner, ''), sql`${answers.actionDue} is not null`)));
  return rows.map((r) => ({ ...r.answer, organizationId: r.organizationId }));
}
