import type { Db } from '../../db/client.ts';
import type { ProjectRow } from '../projects/index.ts';
import { listAnswers } from '../questionnaire/index.ts';
import { PHASE_LABELS } from '../questionnaire/bank/index.ts';
import { buildQuestionnaire } from '../questionnaire/progress.ts';
import { buildSnapshot, reportFigures } from './report-builder.ts';
import { insertReport } from './reports.queries.ts';

/** A saved FEL 2 report of the demo's fully answered project, so a newcomer sees a frozen report and the dashboard's FEL Index. */
export async function seedDemoReport(tx: Db, p: { project: ProjectRow; author: { key: string; name: string }; now: Date }): Promise<void> {
  const questionnaire = buildQuestionnaire({
    phase: 'fel2',
    label: PHASE_LABELS.fel2,
    bankVersion: p.project.bankVersion,
    answers: await listAnswers(tx, { projectId: p.project.id, phase: 'fel2' }),
  });
  if (!questionnaire.fullyAnswered) return;
  const project = { ...p.project, viewerIsTeamMember: false };
  const snapshot = await buildSnapshot(tx, project, questionnaire, p.now, p.author, { preparedBy: p.author.name, reviewedBy: null });
  await insertReport(tx, {
    projectId: p.project.id,
    phase: 'fel2',
    bankVersion: snapshot.bankVersion,
    snapshot,
    ...reportFigures(snapshot, project),
    notes: 'Demo report made at first start: shared with the sponsor before the FEL 2 gate review.',
    createdBy: p.author.key,
    createdAt: p.now,
    updatedAt: p.now,
  });
}
