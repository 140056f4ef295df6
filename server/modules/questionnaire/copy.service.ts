import { defineCommand } from '../../commands/operation.ts';
import { recordAudit } from '../audit/audit.ts';
import type { ProjectView } from '../projects/index.ts';
import { ProjectKeyInput } from '../projects/project-input.ts';
import { announceSaved, phaseWrite } from './answers.service.ts';
import { contentOf } from './answer-fields.ts';
import { listAnswers, upsertAnswer } from './answers.queries.ts';
import { linkCopiedEvidence, listEvidence } from './evidence.queries.ts';
import { findDeliverablesByIds } from '../register/index.ts';
import { type NewAnswerChange, recordAnswerChanges } from './answer-history.queries.ts';
import { questionsFor } from './bank/index.ts';
import { syncFel3Status } from './fel3-status.service.ts';

export const COPIED_REVISIT_REASON = 'Copied from FEL 2: confirm against the FEL 3 anchors';

/**
 * Copies FEL 2 answers to FEL 3 (spec §1, DOMAIN.md §3): every FEL 3 question that continues a FEL 2
 * question (`fel2Code`) takes that question's level, comment and evidence, overwriting its own, and is
 * flagged to revisit, because FEL 3 anchors ask for more. Copied evidence is marked and counts only once
 * edited; N/A is copied only where the FEL 3 question allows it; actions are not copied (FEL 2 actions do
 * not close FEL 3 gaps: the FEL 3 answer keeps its own). FEL 3 questions without a FEL 2 counterpart, or
 * whose counterpart is unanswered, keep theirs. The copies are new saves by the viewer (their versions
 * move, so a stale edit conflicts, and each is in the answer's history as a copy), and FEL 3 stays editable.
 */
export const copyFel2ToFel3 = defineCommand({
  name: 'answer.copyFel2ToFel3',
  // The copy reads FEL 2 and writes FEL 3: the scope rule is asked about FEL 2 (the phase copied from).
  input: ProjectKeyInput.transform((input) => ({ ...input, phase: 'fel2' as const })),
  ...phaseWrite('update'),
  run: async (ctx, tx, { viewer, object: { project } }): Promise<{ project: ProjectView; copied: number; codes: string[] }> => {
    const fel2 = new Map((await listAnswers(tx, { projectId: project.id, phase: 'fel2' })).map((a) => [a.questionCode, a]));
    const fel3 = new Map((await listAnswers(tx, { projectId: project.id, phase: 'fel3' })).map((a) => [a.questionCode, a]));
    const now = ctx.now();
    const stamp = { bankVersion: project.bankVersion, answeredBy: viewer.userId, answeredAt: now, updatedAt: now };
    const codes: string[] = [];
    const changes: NewAnswerChange[] = [];
    // Method 3: the FEL 2 answer's register entries are linked at FEL 3 too, remembering their revision now; they
    // count at FEL 3 only once revised after the copy (DOMAIN.md §3a).
    const fel2Links = await listEvidence(tx, { projectId: project.id, phase: 'fel2' });
    const entries = new Map((await findDeliverablesByIds(tx, project.id, [...new Set(fel2Links.map((l) => l.deliverableId))])).map((e) => [e.id, e]));
    for (const question of questionsFor('fel3', project.bankVersion)) {
      const source = question.fel2Code ? fel2.get(question.fel2Code) : undefined;
      if (!source || (source.level === null && !source.na) || (source.na && !question.naAllowed)) continue;
      const before = fel3.get(question.code) ?? null;
      const content = {
        ...contentOf(before),
        level: source.level,
        na: source.na,
        naReason: source.naReason,
        naApprover: source.naApprover,
        comment: source.comment,
        evidence: source.evidence,
        evidenceCopied: source.evidence.trim() !== '',
        levelCopiedAt: now,
        revisit: true,
        revisitReason: COPIED_REVISIT_REASON,
        revisitConfirmedBy: null,
        revisitConfirmedAt: null,
      };
      const row = await upsertAnswer(tx, { projectId: project.id, phase: 'fel3', code: question.code, content, stamp });
      changes.push({ projectId: project.id, phase: 'fel3', code: question.code, version: row.version, kind: 'copy', before, after: content, changedBy: viewer.userId, changedAt: now });
      for (const link of fel2Links.filter((l) => l.questionCode === source.questionCode)) {
        const entry = entries.get(link.deliverableId);
        if (entry) await linkCopiedEvidence(tx, { projectId: project.id, phase: 'fel3', code: question.code }, { deliverableId: entry.id, by: viewer.userId, now, revision: entry.revision, revisionDate: entry.revisionDate });
      }
      codes.push(question.code);
    }
    await recordAnswerChanges(tx, changes);
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: project.organizationId,
      action: 'project.copyFel2ToFel3',
      entityType: 'project',
      entityId: project.id,
      after: { copied: codes.length, codes },
      ip: ctx.meta.ip,
    });
    const after = codes.length > 0 ? await syncFel3Status(ctx, tx, project) : project;
    return { project: after, copied: codes.length, codes };
  },
  afterCommit: (ctx, { project, codes }) => announceSaved(ctx, { project, phase: 'fel3', codes }),
});
