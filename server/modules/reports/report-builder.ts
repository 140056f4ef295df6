import { actionOf } from '../questionnaire/answer-fields.ts';
import { findUsersByIds } from '../users/users.queries.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { costRangeOption, projectTypeOption } from '../projects/screening.ts';
import { listTeam } from '../projects/team.queries.ts';
import type { ProjectView } from '../projects/projects.queries.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import { isLevel, type Phase } from '../questionnaire/bank/index.ts';
import type { PhaseQuestionnaire } from '../questionnaire/progress.ts';
import { SCORING } from '../scoring/scoring.constants.ts';
import { scorePhase } from '../scoring/scoring.ts';
import { computeBenchmarks } from './benchmarks.ts';
import { parseSnapshot, type ReportSnapshot } from './report-snapshot.ts';
import { listReports } from './reports.queries.ts';

/** The newest saved report of the other phase, as a trend point (or none). */
async function otherPhasePoint(ctx: ServiceCtx, projectId: string, phase: Phase): Promise<ReportSnapshot['trend']> {
  const other: Phase = phase === 'fel2' ? 'fel3' : 'fel2';
  const [latest] = await listReports(ctx.db, { projectId, phase: other });
  if (!latest) return [];
  const snapshot = parseSnapshot(latest.snapshot);
  return [{ phase: other, felIndex: snapshot.score.felIndex, absoluteIndex: snapshot.score.absoluteIndex, band: snapshot.score.band, createdAt: latest.createdAt.toISOString() }];
}

/**
 * Scores a fully answered phase and gathers everything its report shows: the snapshot that
 * createReport freezes, and that the preview shows without saving.
 */
export async function buildSnapshot(ctx: ServiceCtx, project: ProjectView, questionnaire: PhaseQuestionnaire, now: Date): Promise<ReportSnapshot> {
  const phase = questionnaire.phase;
  const items = questionnaire.areas.flatMap((a) => a.items);
  const score = scorePhase(
    items.map((i) => i.question),
    items.map(({ question, answer }) => ({
      code: question.code,
      level: isLevel(answer?.level) ? answer.level : null,
      na: answer?.na === true,
      hasAction: answer ? actionOf(answer) !== null : false,
    })),
  );
  const [org, [owner], team, otherPoint] = await Promise.all([
    findOrganization(ctx.db, project.organizationId),
    findUsersByIds(ctx.db, [project.ownerUserId]),
    listTeam(ctx.db, { projectId: project.id }),
    otherPhasePoint(ctx, project.id, phase),
  ]);
  if (!org) throw new Error(`organization ${project.organizationId} of project ${project.id} missing`);
  const benchmarks = await computeBenchmarks(ctx.db, { org, phase, projectId: project.id, score });
  const ownPoint = { phase, felIndex: score.felIndex, absoluteIndex: score.absoluteIndex, band: score.band, createdAt: now.toISOString() };
  return {
    felIndex: score.felIndex,
    phase,
    bankVersion: questionnaire.bankVersion,
    project: {
      key: project.id,
      name: project.name,
      organizationName: org.name,
      ownerName: owner?.name ?? '',
      costRangeLabel: costRangeOption(project.costRange)?.label ?? null,
      projectTypeLabel: projectTypeOption(project.projectType)?.label ?? null,
    },
    score,
    questions: items.map(({ question, answer }) => ({
      code: question.code,
      area: question.area,
      title: question.title,
      weight: question.weight,
      target: question.target,
      level: isLevel(answer?.level) ? answer.level : null,
      na: answer?.na === true,
      naReason: answer?.naReason ?? '',
      evidence: answer?.evidence ?? '',
      comment: answer?.comment ?? '',
      action: answer ? actionOf(answer) : null,
    })),
    benchmarks,
    trend: [...otherPoint, ownPoint].sort((a, b) => a.phase.localeCompare(b.phase)),
    team: team.map((m) => ({ phase: m.phase, name: m.name, function: m.function, company: m.company })),
    method: {
      bands: SCORING.bands.map((b) => ({ name: b.name, max: b.max })),
      redFlag: { weight: SCORING.redFlag.weight, level: SCORING.redFlag.level, capBand: SCORING.redFlag.capBand },
      gate: { ready: [...SCORING.gate.ready], conditional: [...SCORING.gate.conditional], conditionWeight: SCORING.gate.conditionWeight },
      pdri: { base: SCORING.pdri.base, span: SCORING.pdri.span },
    },
  };
}
