import { normalizeRegisterText } from '../../common/register-schema.ts';
import { answerEvidence, answers, deliverables, type Phase } from '../../server/db/schema/index.ts';
import { type Question, questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import type { OrganizationRow } from '../../server/modules/organizations/organizations.queries.ts';
import type { ProjectRow } from '../../server/modules/projects/projects.queries.ts';
import { createProject } from './projects.ts';
import { variedLevel } from './report-fixtures.ts';
import type { TestApp } from './test-app.ts';

// Method 3 projects ready for an independent review: a whole phase answered (bank 2026.3), every level 1–2
// resting on a register entry that counts, every level 3 with its comment, and one N/A on a Medium-weight
// question (where the bank allows it), so a review has answers to mark and an N/A to decide.

const COMMENT = 'Started from the study basis; the rest is assumed from the owner’s standards.';

/** The Medium-weight question the fixture answers N/A (allowed there by bank 2026.3), if the phase has one. */
export const naQuestion = (phase: Phase): Question | undefined => questionsFor(phase).find((q) => q.weight === 2 && q.naAllowed && !q.gateCritical);

/**
 * Links a new register entry to an answer: by default one that counts (a number with a digit, revision A, dated
 * in the past); a number without a digit or a future revision date makes one that does not.
 */
export async function linkCountingEntry(app: TestApp, p: { projectId: string; phase: Phase; code: string; number: string; revision?: string; revisionDate?: string }): Promise<void> {
  const [entry] = await app.db
    .insert(deliverables)
    .values({ projectId: p.projectId, number: p.number, numberKey: normalizeRegisterText(p.number), revision: p.revision ?? 'A', revisionDate: p.revisionDate ?? '2026-01-15' })
    .returning();
  if (!entry) throw new Error('entry not added');
  await app.db.insert(answerEvidence).values({ projectId: p.projectId, phase: p.phase, questionCode: p.code, deliverableId: entry.id });
}

/** A FEL 3-only method 3 project of the organization with the phase answered as above. */
export async function reviewableProject(app: TestApp, p: { org: OrganizationRow; owner: { id: string }; name?: string }): Promise<ProjectRow> {
  const phase: Phase = 'fel3';
  const project = await createProject(app.db, { org: p.org, owner: p.owner, fel20: false, ...(p.name ? { name: p.name } : {}) });
  const na = naQuestion(phase)?.code;
  const questions = questionsFor(phase);
  await app.db.insert(answers).values(
    questions.map((q, i) => ({
      projectId: project.id,
      phase,
      questionCode: q.code,
      bankVersion: project.bankVersion,
      level: q.code === na ? null : variedLevel(q, i),
      na: q.code === na,
      naReason: q.code === na ? 'No new utilities are needed: the unit runs on the existing headers.' : '',
      comment: COMMENT,
    })),
  );
  for (const [i, q] of questions.entries()) {
    if (q.code !== na && variedLevel(q, i) <= 2) await linkCountingEntry(app, { projectId: project.id, phase, code: q.code, number: `DOC-${1000 + i}` });
  }
  return project;
}
