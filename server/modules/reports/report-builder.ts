import { actionOf } from '../questionnaire/answer-fields.ts';
import { findUsersByIds } from '../users/index.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../service-context.ts';
import { costRangeOption, projectTypeOption } from '../../../common/screening.ts';
import { listTeam, type ProjectView } from '../projects/index.ts';
import { findOrganization } from '../organizations/index.ts';
import { isLevel, methodOfBank, type Phase, type Question } from '../questionnaire/bank/index.ts';
import type { PhaseQuestionnaire } from '../questionnaire/progress.ts';
import { type M2Answer, scorePhase2 } from '../scoring/method2.ts';
import { method2Rules } from '../scoring/method2-rules.ts';
import { METHOD2, METHOD2_DISCLAIMER } from '../scoring/scoring.constants.ts';
import { computeBenchmarks2 } from './benchmarks.ts';
import { companyFigures, withCompanyFigures } from './company-figures.ts';
import { draftParts } from './report-builder-v3.ts';
import { type ReportSnapshot, ReportSnapshotSchema, SNAPSHOT_V2, SNAPSHOT_V3, type SnapshotV2, type SnapshotV3 } from './report-snapshot.ts';
import { listReports } from './reports.queries.ts';

/** A trend point of a saved snapshot: its FEL Index on its method's scale (method 1's absolute index is the comparable one). */
function trendPoint(s: ReportSnapshot, createdAt: Date): SnapshotV2['trend'][number] {
  if (s.version !== 1) return { phase: s.phase, method: s.version, felIndex: s.score.felIndex, band: s.score.band, createdAt: createdAt.toISOString() };
  return { phase: s.phase, method: 1, felIndex: s.score.absoluteIndex, band: s.score.band, createdAt: createdAt.toISOString() };
}

type Warn = Pick<Logger, 'warn'>;

/**
 * A saved report's snapshot, or null when it does not parse (logged): a damaged earlier report is left out of what
 * a new report reads from it, and never makes a submission, a preview or a new report fail.
 */
function readableSnapshot(row: { id: string; projectId: string; phase: string; snapshot: unknown }, log?: Warn): ReportSnapshot | null {
  const parsed = ReportSnapshotSchema.safeParse(row.snapshot);
  if (parsed.success) return parsed.data;
  log?.warn({ reportId: row.id, projectId: row.projectId, phase: row.phase, issues: parsed.error.issues.slice(0, 3) }, 'an earlier report snapshot does not parse: it is skipped');
  return null;
}

/** The newest readable saved report of the other phase, as a trend point (or none). */
async function otherPhasePoint(db: Db, projectId: string, phase: Phase, log?: Warn): Promise<SnapshotV2['trend']> {
  const other: Phase = phase === 'fel2' ? 'fel3' : 'fel2';
  for (const row of await listReports(db, { projectId, phase: other })) {
    const snapshot = readableSnapshot(row, log);
    if (snapshot) return [trendPoint(snapshot, row.createdAt)];
  }
  return [];
}

/**
 * Codes answered with a level in any earlier report of the project and phase (an N/A that replaces one cannot be
 * Ready). A snapshot that does not parse is skipped and logged: it never makes a submission or a report fail.
 */
export async function earlierLevels(db: Db, projectId: string, phase: Phase, log?: Warn): Promise<Set<string>> {
  const rows = await listReports(db, { projectId, phase });
  return new Set(rows.flatMap((r) => readableSnapshot(r, log)?.questions.filter((q) => q.level !== null && !q.na).map((q) => q.code) ?? []));
}

/** A phase's questions and answers as the scoring module takes them. */
export function scoringInput(questionnaire: PhaseQuestionnaire): { questions: Question[]; answers: M2Answer[] } {
  const items = questionnaire.areas.flatMap((a) => a.items);
  return {
    questions: items.map((i) => i.question),
    answers: items.map(({ question, answer }) => ({
      code: question.code,
      level: isLevel(answer?.level) ? answer.level : null,
      na: answer?.na === true,
      naReason: answer?.naReason ?? '',
      naApprover: answer?.naApprover ?? '',
      evidence: answer?.evidence ?? '',
      evidenceCopied: answer?.evidenceCopied === true,
      revisit: answer?.revisit === true,
      action: answer ? actionOf(answer) : null,
    })),
  };
}

/** The names printed in the sign-off block, given when the report is created. */
export type SignOff = { preparedBy: string | null; reviewedBy: string | null };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Scores a fully answered phase by its bank's method (2, or 3 for bank 2026.3) and gathers everything its
 * report shows: the snapshot that createReport freezes, and that the preview shows without saving. A method 3
 * report is scored as a draft ("pending independent review"); the sign-off re-freezes it with the review.
 */
export async function buildSnapshot(
  db: Db,
  project: ProjectView,
  questionnaire: PhaseQuestionnaire,
  now: Date,
  author: { key: string; name: string } | null,
  signOff: SignOff = { preparedBy: null, reviewedBy: null },
  log?: Warn,
): Promise<SnapshotV2 | SnapshotV3> {
  const phase = questionnaire.phase;
  const items = questionnaire.areas.flatMap((a) => a.items);
  const [org, [owner], team, otherPoint, earlier] = await Promise.all([
    findOrganization(db, project.organizationId),
    findUsersByIds(db, [project.ownerUserId]),
    listTeam(db, { projectId: project.id }),
    otherPhasePoint(db, project.id, phase, log),
    earlierLevels(db, project.id, phase, log),
  ]);
  if (!org) throw new Error(`organization ${project.organizationId} of project ${project.id} missing`);
  const classLabel = projectTypeOption(project.projectType)?.label ?? null;
  const reportProject = {
    key: project.id,
    name: project.name,
    organizationName: org.name,
    ownerName: owner?.name ?? '',
    costRangeLabel: costRangeOption(project.costRange)?.label ?? null,
    projectTypeLabel: classLabel,
  };
  const teamList = team.map((m) => ({ phase: m.phase, name: m.name, function: m.function, company: m.company }));
  if (methodOfBank(questionnaire.bankVersion) === 3) {
    // Method 3 takes no typed reviewer name: the independent review is signed in the product.
    const { parts, score } = await draftParts(db, project, phase, now, earlier);
    const [rows, figures] = await Promise.all([
      computeBenchmarks2(db, { org, phase, projectId: project.id, projectType: project.projectType ?? '', classLabel, score, method: 3 }),
      companyFigures(db, { organizationId: org.id, phase, excludeProjectId: project.id, projectType: project.projectType ?? '' }),
    ]);
    const benchmarks = withCompanyFigures(rows, figures);
    return {
      version: SNAPSHOT_V3,
      ...parts,
      phase,
      bankVersion: questionnaire.bankVersion,
      project: reportProject,
      benchmarks,
      trend: [...otherPoint, { phase, method: 3, felIndex: score.felIndex, band: score.band, createdAt: now.toISOString() }].sort((a, b) => a.phase.localeCompare(b.phase)),
      team: teamList,
      author,
      preparedBy: signOff.preparedBy?.trim() || null,
      reviewedBy: null,
      reviewerIndependent: false,
      gateDate: project.gateDate,
    };
  }
  const reviewer = signOff.reviewedBy?.trim() || null;
  const onTeam = (name: string) => team.some((m) => sameName(m.name, name)) || (owner !== undefined && sameName(owner.name, name));
  const independentReviewer = reviewer !== null && !onTeam(reviewer) ? reviewer : null;
  const input = scoringInput(questionnaire);
  const score = scorePhase2(input.questions, input.answers, {
    phase,
    today: now.toISOString().slice(0, 10),
    gateDate: project.gateDate,
    independentReviewer,
    earlierLevels: earlier,
  });
  const benchmarks = await computeBenchmarks2(db, { org, phase, projectId: project.id, projectType: project.projectType ?? '', classLabel, score });
  const scored = new Map(score.questions.map((q) => [q.code, q]));
  const { questions: _questions, ...frozenScore } = score;
  return {
    version: SNAPSHOT_V2,
    felIndex: score.felIndex,
    phase,
    bankVersion: questionnaire.bankVersion,
    project: reportProject,
    score: frozenScore,
    questions: items.map(({ question, answer }) => {
      const s = scored.get(question.code);
      return {
        code: question.code,
        area: question.area,
        title: question.title,
        weight: question.weight,
        target: question.target,
        level: isLevel(answer?.level) && answer?.na !== true ? answer.level : null,
        scoredLevel: s?.scored ?? null,
        unsupported: s?.unsupported ?? false,
        limitedBy: s?.limitedBy ?? null,
        evidenceCounts: s?.evidenceCounts ?? false,
        revisit: answer?.revisit === true,
        gateCritical: question.gateCritical,
        na: answer?.na === true,
        naReason: answer?.naReason ?? '',
        naApprover: answer?.naApprover ?? '',
        evidence: answer?.evidence ?? '',
        comment: answer?.comment ?? '',
        action: answer ? actionOf(answer) : null,
      };
    }),
    benchmarks,
    trend: [...otherPoint, { phase, method: 2, felIndex: score.felIndex, band: score.band, createdAt: now.toISOString() }].sort((a, b) => a.phase.localeCompare(b.phase)),
    team: teamList,
    author,
    preparedBy: signOff.preparedBy?.trim() || null,
    reviewedBy: reviewer,
    reviewerIndependent: independentReviewer !== null,
    gateDate: project.gateDate,
    method: {
      method: 2,
      bands: METHOD2.bands.map((b) => ({ name: b.name, max: b.max })),
      companyAverageMinProjects: METHOD2.companyAverageMinProjects,
      rules: method2Rules(),
      disclaimer: METHOD2_DISCLAIMER,
    },
  };
}

/** The figures a saved report keeps in columns beside its snapshot (DOMAIN.md §3: averages are one aggregate). */
export function reportFigures(s: SnapshotV2 | SnapshotV3, project: ProjectView) {
  return {
    method: s.score.method,
    felIndex: s.score.felIndex,
    siteIndex: s.score.areas.site.index,
    engIndex: s.score.areas.eng.index,
    pepIndex: s.score.areas.pep.index,
    // The report columns keep '' for "not given" (a project's screening answers may be null: a legacy create sends none).
    projectType: project.projectType ?? '',
    costRange: project.costRange ?? '',
  };
}
