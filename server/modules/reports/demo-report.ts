import type { Db } from '../../db/client.ts';
import type { Phase } from '../../db/schema/index.ts';
import type { ProjectRow } from '../projects/index.ts';
import { listAnswers } from '../questionnaire/index.ts';
import { PHASE_LABELS } from '../questionnaire/bank/index.ts';
import { buildQuestionnaire } from '../questionnaire/progress.ts';
import { buildSnapshot, reportFigures } from './report-builder.ts';
import { insertReport } from './reports.queries.ts';

/**
 * A saved report of a demo project's fully answered phase (FEL 2 unless told), so a newcomer sees a frozen report
 * and the dashboard's FEL Index; returns its id, or null when the phase is not fully answered.
 */
export async function seedDemoReport(tx: Db, p: { project: ProjectRow; phase?: Phase; author: { key: string; name: string }; now: Date; notes?: string }): Promise<string | null> {
  const phase = p.phase ?? 'fel2';
  const questionnaire = buildQuestionnaire({
    phase,
    label: PHASE_LABELS[phase],
    bankVersion: p.project.bankVersion,
    answers: await listAnswers(tx, { projectId: p.project.id, phase }),
  });
  if (!questionnaire.fullyAnswered) return null;
  const project = { ...p.project, viewerIsTeamMember: false };
  const snapshot = await buildSnapshot(tx, project, questionnaire, p.now, p.author, { preparedBy: p.author.name, reviewedBy: null });
  const saved = await insertReport(tx, {
    projectId: p.project.id,
    phase,
    bankVersion: snapshot.bankVersion,
    snapshot,
    ...reportFigures(snapshot, project),
    notes: p.notes ?? 'Demo report made at first start: shared with the sponsor before the FEL 2 gate review.',
    createdBy: p.author.key,
    createdAt: p.now,
    updatedAt: p.now,
  });
  return saved.id;
}
