import { seedDemoOutcomes } from '../../server/db/demo-outcomes.ts';
import { answers, type Phase } from '../../server/db/schema/index.ts';
import { type Question, questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import type { OrganizationRow } from '../../server/modules/organizations/organizations.queries.ts';
import type { ProjectRow } from '../../server/modules/projects/projects.queries.ts';
import { insertSignedOffReport } from './gate-outcomes.ts';
import { createProject } from './projects.ts';
import { linkCountingEntry } from './review-fixtures.ts';
import type { TestApp } from './test-app.ts';

// Method 3 report fixtures (bank 2026.3): a FEL 3 phase claimed at level 1 on every question, with "." as
// free-text evidence (a note that never counts) or with a register entry that counts on each answer; and
// closed projects of the organization (signed-off method 3 reports with decisions and close-outs) for page 6.

/** A FEL 3-only bank 2026.3 project with every question claimed at level 1 ("." as evidence, or a counting entry each). */
export async function claimedProject(
  app: TestApp,
  p: { org: OrganizationRow; owner: { id: string }; gateDate: string | null; entries: boolean; name?: string; prefix?: string; unsupported?: number },
): Promise<{ project: ProjectRow; questions: readonly Question[] }> {
  const phase: Phase = 'fel3';
  const project = await createProject(app.db, { org: p.org, owner: p.owner, fel20: false, gateDate: p.gateDate, ...(p.name ? { name: p.name } : {}) });
  const questions = questionsFor(phase, project.bankVersion);
  await app.db.insert(answers).values(questions.map((q) => ({ projectId: project.id, phase, questionCode: q.code, bankVersion: project.bankVersion, level: 1, evidence: '.' })));
  if (p.entries) {
    // The first `unsupported` questions keep "." only (scored 4).
    for (const [i, q] of questions.entries()) if (i >= (p.unsupported ?? 0)) await linkCountingEntry(app, { projectId: project.id, phase, code: q.code, number: `${p.prefix ?? 'DOC'}-${2000 + i}` });
  }
  return { project, questions };
}

/** Closed FEL 3 projects of the organization, one per FEL Index given (demo outcome seed: decisions and close-outs). */
export async function closeProjects(app: TestApp, p: { org: OrganizationRow; owner: { id: string }; indices: readonly number[] }): Promise<void> {
  const ids: string[] = [];
  for (const [i, felIndex] of p.indices.entries()) {
    const closed = await createProject(app.db, { org: p.org, owner: p.owner, name: `Closed ${felIndex} ${i} ${crypto.randomUUID().slice(0, 8)}` });
    ids.push(await insertSignedOffReport(app.db, { projectId: closed.id, felIndex }));
  }
  await app.db.transaction((tx) => seedDemoOutcomes(tx, { reportIds: ids, recordedBy: p.owner.id, today: '2026-11-20' }));
}
