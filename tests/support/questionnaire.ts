import type { Db } from '../../server/db/client.ts';
import { eq } from 'drizzle-orm';
import { answers, type Phase, projects } from '../../server/db/schema/index.ts';
import { questionsFor, type Question } from '../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient } from './api-client.ts';

// Answers for tests, always derived from the bank (never hard-coded counts or codes).

export const SAVE_ANSWER = `mutation($input: SaveAnswerInput!) { saveAnswer(input: $input) {
  answer { questionCode level na naReason comment evidence revisit version answered answeredBy { name } action { text owner due status } }
  current { questionCode level version answeredBy { name } }
  project { statusfel3 }
  errors { field message code } } }`;

/** Saves one answer through GraphQL. */
export function saveAnswer(client: ApiClient, input: { key: string; phase: Phase; code: string; version: number } & Record<string, unknown>) {
  return client.graphql(SAVE_ANSWER, { input });
}

/** Writes answers straight into the database (fast set-up): every question of a phase of the project's bank, or those given. */
export async function seedAnswers(
  db: Db,
  p: { projectId: string; phase: Phase; questions?: readonly Question[]; level?: (q: Question, i: number) => number | null; extra?: (q: Question) => Partial<typeof answers.$inferInsert> },
): Promise<void> {
  const [project] = await db.select({ bankVersion: projects.bankVersion }).from(projects).where(eq(projects.id, p.projectId));
  if (!project) throw new Error(`seedAnswers: no project ${p.projectId}`);
  const questions = p.questions ?? questionsFor(p.phase, project.bankVersion);
  if (questions.length === 0) return;
  await db.insert(answers).values(
    questions.map((q, i) => ({
      projectId: p.projectId,
      phase: p.phase,
      questionCode: q.code,
      bankVersion: project.bankVersion,
      level: p.level ? p.level(q, i) : q.target,
      ...(p.extra ? p.extra(q) : {}),
    })),
  );
}
