import type { GraphQLContext } from '../../graphql/context.ts';
import type { PhaseReportModel } from './phase-report.ts';
import { insideList, oneAtATimeError } from '../../graphql/one-at-a-time.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import type { ProjectView } from '../projects/index.ts';
import { questionnaireOf } from '../questionnaire/answers.service.ts';
import { type Phase, questionByCode } from '../questionnaire/bank/index.ts';
import { phaseInScope } from '../projects/phase-scope.ts';
import { adapts } from '../../commands/bindings.ts';
import { findAppError } from '../../errors.ts';
import { reportMetricsCsv } from './report-csv.ts';
import { methodOf, parseSnapshot, rankedRecommendations } from './report-snapshot.ts';
import { actionView, benchmarksView, methodView, outcomeLinesView, questionsView, scoreView, trendView } from './report-view.ts';
import { scoringInput } from './report-builder.ts';
import { unratedAreas } from '../scoring/scoring.ts';
import {
  createReport,
  getReport,
  previewReport,
  reportBlocker,
  reportHistory,
  type ReportView,
  updateReportNotes,
  viewerCanCreateReport,
} from './reports.service.ts';

const once = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | null = null;
  return () => (value ??= load());
};

/**
 * The report of one phase of a project. Its history comes from a per-request loader (one statement for every
 * project of a list); what needs the whole questionnaire (answered, missing, preview, …) is refused inside a
 * list, where it would read fifty questionnaires.
 */
function phaseReport(ctx: GraphQLContext, project: ProjectView, phase: Phase, inList: boolean): PhaseReportModel {
  return {
    project,
    phase,
    inScope: phaseInScope(project, phase),
    inList,
    questionnaire: once(() =>
      inList ? Promise.reject(oneAtATimeError("Project.report's answered, missing, blocker, preview and viewerCanCreate")) : questionnaireOf(ctx, project, phase),
    ),
    history: once(async () =>
      (await ctx.loaders.projectReports.load(project.id)).filter((row) => row.phase === phase).map((row) => ({ snapshot: parseSnapshot(row.snapshot), row, project })),
    ),
  };
}

/** A report payload with its project, whose report screen fields (history, latest) the client's cache takes from it. */
const withProject = (report: ReportView) => ({ report, project: report.project });

export const reportsResolvers: Resolvers = {
  Query: {
    // Nullable: a report the viewer may not see answers null, as a missing one does.
    report: adapts(getReport, (_, { key }, ctx) =>
      getReport.execute(ctx, { key }).catch((error: unknown) => {
        if (findAppError(error)?.code === 'NOT_FOUND') return null;
        throw error;
      }),
    ),
  },
  Mutation: {
    createReport: adapts(createReport, (_, { input }, ctx) => payload(async () => withProject(await createReport.execute(ctx, input)))),
    updateReportNotes: adapts(updateReportNotes, (_, { input }, ctx) => payload(async () => withProject(await updateReportNotes.execute(ctx, input)))),
  },
  Project: {
    report: (project, { phase }, ctx, info) => phaseReport(ctx, project, phase, insideList(info)),
  },
  PhaseReport: {
    fullyAnswered: async (p) => p.inScope && (await p.questionnaire()).fullyAnswered,
    answered: async (p) => (p.inScope ? (await p.questionnaire()).answered : 0),
    total: async (p) => (p.inScope ? (await p.questionnaire()).total : 0),
    missing: async (p) => {
      if (!p.inScope) return [];
      return (await p.questionnaire()).missing.flatMap((code) => {
        const q = questionByCode(code, p.project.bankVersion);
        return q ? [{ code, area: q.area, title: q.title }] : [];
      });
    },
    unratedAreas: async (p) => {
      const questionnaire = p.inScope ? await p.questionnaire() : null;
      if (!questionnaire?.fullyAnswered) return [];
      const input = scoringInput(questionnaire);
      return unratedAreas(input.questions, input.answers);
    },
    blocker: async (p) => {
      const questionnaire = p.inScope ? await p.questionnaire() : null;
      return questionnaire?.fullyAnswered ? (reportBlocker(questionnaire)?.message ?? null) : null;
    },
    latest: async (p) => (p.inScope ? ((await p.history())[0] ?? null) : null),
    // A page of the history: its own statement for one project; in a list, from the page's one statement.
    history: async (p, args, ctx) =>
      p.inScope ? reportHistory(ctx, p.project, p.phase, args, p.inList ? await p.history() : undefined) : { nodes: [], endCursor: null, hasMore: false },
    preview: async (p, _, ctx) => (p.inScope ? previewReport(ctx, p.project, await p.questionnaire()) : null),
    viewerCanCreate: async (p, _, ctx) => p.inScope && viewerCanCreateReport(ctx.viewer, p.project, await p.questionnaire()),
  },
  ReportSummary: {
    key: (r) => r.row?.id ?? '',
    createdAt: (r) => r.row?.createdAt ?? new Date(r.snapshot.trend.find((t) => t.phase === r.snapshot.phase)?.createdAt ?? 0),
    createdBy: (r) => r.snapshot.author?.name ?? r.row?.createdByName ?? null,
    felIndex: (r) => r.snapshot.felIndex,
    band: (r) => r.snapshot.score.band,
    method: (r) => methodOf(r.snapshot),
    gate: (r) => (r.snapshot.version === 1 ? null : r.snapshot.score.gate),
  },
  Report: {
    key: (r) => r.row?.id ?? null,
    phase: (r) => r.snapshot.phase,
    bankVersion: (r) => r.snapshot.bankVersion,
    createdAt: (r) => r.row?.createdAt ?? null,
    createdBy: (r) => r.snapshot.author?.name ?? r.row?.createdByName ?? null,
    notes: (r) => r.row?.notes ?? '',
    preparedBy: (r) => (r.snapshot.version === 1 ? null : r.snapshot.preparedBy),
    reviewedBy: (r) => (r.snapshot.version === 1 ? null : r.snapshot.reviewedBy),
    reviewerIndependent: (r) => r.snapshot.version !== 1 && r.snapshot.reviewerIndependent,
    gateDate: (r) => (r.snapshot.version === 1 ? null : r.snapshot.gateDate),
    outcomeLines: (r) => outcomeLinesView(r.snapshot),
    project: (r) => r.snapshot.project,
    score: (r) => scoreView(r.snapshot),
    questions: (r) => questionsView(r.snapshot),
    recommendations: (r) => rankedRecommendations(r.snapshot).map((g) => ({ ...g, action: actionView(g.action) })),
    benchmarks: (r) => benchmarksView(r.snapshot),
    trend: (r) => trendView(r.snapshot),
    team: (r) => r.snapshot.team,
    method: (r) => methodView(r.snapshot),
    metricsCsv: (r, _, ctx) => reportMetricsCsv(r.snapshot, r.row?.createdAt ?? ctx.now()),
    pdfPath: (r) => (r.row ? `/api/report/${r.row.id}/pdf/` : null),
    viewerCanEditNotes: (r, _, ctx) => r.row !== null && ctx.viewer !== null && updateReportNotes.can(ctx.viewer, r),
  },
};
