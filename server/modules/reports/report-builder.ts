import { actionOf, hasGapAction } from '../questionnaire/answer-fields.ts';
import { findUsersByIds } from '../users/users.queries.ts';
import type { Db } from '../../db/client.ts';
import { costRangeOption, projectTypeOption } from '../projects/screening.ts';
import { listTeam } from '../projects/team.queries.ts';
import type { ProjectView } from '../projects/projects.queries.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import { isLevel, type Phase, type Question } from '../questionnaire/bank/index.ts';
import type { PhaseQuestionnaire } from '../questionnaire/progress.ts';
import { SCORING } from '../scoring/scoring.constants.ts';
import { type ScoringAnswer, scorePhase } from '../scoring/scoring.ts';
import { computeBenchmarks } from './benchmarks.ts';
import { parseSnapshot, type ReportSnapshot, SNAPSHOT_VERSION } from './report-snapshot.ts';
import { listReports } from './reports.queries.ts';

/** The newest saved report of the other phase, as a trend point (or none). */
async function otherPhasePoint(db: Db, projectId: string, phase: Phase): Promise<ReportSnapshot['trend']> {
  const other: Phase = phase === 'fel2' ? 'fel3' : 'fel2';
  const [latest] = await listReports(db, { projectId, phase: other });
  if (!latest) return [];
  const snapshot = parseSnapshot(latest.snapshot);
  return [{ phase: other, felIndex: snapshot.score.felIndex, absoluteIndex: snapshot.score.absoluteIndex, band: snapshot.score.band, createdAt: latest.createdAt.toISOString() }];
}

/** A phase's questions and answers as the scoring module takes them. */
export function scoringInput(questionnaire: PhaseQuestionnaire): { questions: Question[]; answers: ScoringAnswer[] } {
  const items = questionnaire.areas.flatMap((a) => a.items);
  return {
    questions: items.map((i) => i.question),
    answers: items.map(({ question, answer }) => ({
      code: question.code,
      level: isLevel(answer?.level) ? answer.level : null,
      na: answer?.na === true,
      hasAction: answer ? hasGapAction(answer) : false,
    })),
  };
}

/**
 * Scores a fully answered phase and gathers everything its report shows: the snapshot that
 * createReport freezes, and that the preview shows without saving.
 */
export async function buildSnapshot(
  db: Db,
  project: ProjectView,
  questionnaire: PhaseQuestionnaire,
  now: Date,
  author: { key: string; name: string } | null,
): Promise<ReportSnapshot> {
  const phase = questionnaire.phase;
  const items = questionnaire.areas.flatMap((a) => a.items);
  const input = scoringInput(questionnaire);
  const score = scorePhase(input.questions, input.answers);
  const [org, [owner], team, otherPoint] = await Promise.all([
    findOrganization(db, project.organizationId),
    findUsersByIds(db, [project.ownerUserId]),
    listTeam(db, { projectId: project.id }),
    otherPhasePoint(db, project.id, phase),
  ]);
  if (!org) throw new Error(`organization ${project.organizationId} of project ${project.id} missing`);
  const benchmarks = await computeBenchmarks(db, { org, phase, projectId: project.id, score });
  const ownPoint = { phase, felIndex: score.felIndex, absoluteIndex: score.absoluteIndex, band: score.band, createdAt: now.toISOString() };
  return {
    version: SNAPSHOT_VERSION,
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
    author,
    method: {
      bands: SCORING.bands.map((b) => ({ name: b.name, max: b.max })),
      redFlag: { weight: SCORING.redFlag.weight, level: SCORING.redFlag.level, capBand: SCORING.redFlag.capBand },
      gate: { ready: [...SCORING.gate.ready], conditional: [...SCORING.gate.conditional], conditionWeight: SCORING.gate.conditionWeight },
      pdri: { base: SCORING.pdri.base, span: SCORING.pdri.span },
      companyAverageMinProjects: SCORING.companyAverageMinProjects,
    },
  };
}
