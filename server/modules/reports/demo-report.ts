import type { Db } from '../../db/client.ts';
import type { Phase } from '../../db/schema/index.ts';
import type { ProjectRow } from '../projects/index.ts';
import { listAnswers } from '../questionnaire/index.ts';
import { PHASE_LABELS } from '../questionnaire/bank/index.ts';
import { buildQuestionnaire } from '../questionnaire/progress.ts';
import { buildSnapshot, reportFigures } from './report-builder.ts';
import { insertReport } from './reports.queries.ts';
import { refreezeSignedOff } from './report-signoff-v3.ts';
import { reviewFigures } from './review-figures.ts';
import { readReviewInput } from './review-input.ts';
import { updateReview, upsertMark } from './review.queries.ts';

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
    // A method 3 report is born a draft, as createReport makes it (its review follows, or not).
    reviewState: reportFigures(snapshot, project).method === 3 ? 'draft' : 'none',
    notes: p.notes ?? 'Demo report made at first start: shared with the sponsor before the FEL 2 gate review.',
    createdBy: p.author.key,
    createdAt: p.now,
    updatedAt: p.now,
  });
  return saved.id;
}

/**
 * Signs a demo method 3 report off as its reviewer would have (the seed's closed projects): the answers as
 * submitted, every listed answer marked "supports the claim" and every listed N/A accepted, the review's
 * record, and the snapshot frozen again with the review (no longer "pending independent review"). A report of
 * another method is only marked signed off.
 */
export async function signOffDemoReport(tx: Db, p: { reportId: string; project: ProjectRow; phase: Phase; reviewer: { id: string; name: string; email: string }; submittedAt: Date; signedOffAt: Date }): Promise<void> {
  const project = { ...p.project, viewerIsTeamMember: false };
  const input = await readReviewInput(tx, project, p.phase, p.submittedAt);
  const day = p.signedOffAt.toISOString().slice(0, 10);
  const { listed } = reviewFigures(input, [], { reviewer: p.reviewer.name, today: day, earlierLevels: new Set(), signOff: null });
  const marks = [
    ...listed.marks.map((code) => ({ reportId: p.reportId, questionCode: code, kind: 'supports' as const, level: null, markedBy: p.reviewer.id, markedAt: p.signedOffAt })),
    ...listed.naDecisions.map((code) => ({ reportId: p.reportId, questionCode: code, kind: 'naAccepted' as const, level: null, markedBy: p.reviewer.id, markedAt: p.signedOffAt })),
  ];
  for (const m of marks) await upsertMark(tx, { reportId: p.reportId, code: m.questionCode, kind: m.kind, level: null, by: p.reviewer.id, now: p.signedOffAt });
  const record = {
    reviewer: { key: p.reviewer.id, name: p.reviewer.name, email: p.reviewer.email },
    signedOffAt: p.signedOffAt.toISOString(),
    submittedAt: p.submittedAt.toISOString(),
    statement: 'Demo sign-off: every listed claim was checked against its register entries.',
    marks: marks.map((m) => ({ code: m.questionCode, kind: m.kind, level: null, at: m.markedAt.toISOString() })),
    earlierLevels: [],
    figures: null,
  };
  await updateReview(tx, p.reportId, { reviewState: 'signed_off', reviewerUserId: p.reviewer.id, submittedAt: p.submittedAt, signedOffAt: p.signedOffAt, reviewInput: input, reviewRecord: record, updatedAt: p.signedOffAt });
  await refreezeSignedOff(tx, p.reportId);
}
