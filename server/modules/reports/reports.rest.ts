import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { adaptsRoute, bodyFields, legacyRoute } from '../../http/legacy.ts';
import { sendLegacyError } from '../../http/legacy-errors.ts';
import { serviceContext } from '../../http/request-context.ts';
import type { Deps } from '../../service-context.ts';
import { PHASES } from '../questionnaire/bank/index.ts';
import { reportMetricsCsv } from './report-csv.ts';
import { PDF_FORMATS, type PdfFormat, renderReportPdf } from './report-pdf.ts';
import { rankedRecommendations } from './report-snapshot.ts';
import type { ReportView } from './reports.service.ts';
import { createReport, currentReport, getReport } from './reports.service.ts';

/**
 * The legacy report shape (ARCHITECTURE.md): felIndex, band, gate, areas, benchmarks, recommendations.
 * Method 1 reports keep exactly the fields they had; method 2 adds its own (docs/api/reports.md) and has
 * no pdriEquivalent.
 */
export function toLegacyReport(view: ReportView) {
  const { snapshot: s, row } = view;
  const common = {
    key: row?.id ?? null,
    saved: row !== null,
    createdAt: row?.createdAt.toISOString() ?? null,
    phase: s.phase,
    bankVersion: s.bankVersion,
    notes: row?.notes ?? '',
  };
  const areas = { site: s.score.areas.site.index, eng: s.score.areas.eng.index, pep: s.score.areas.pep.index };
  const benchmarks = (extra: (key: string) => Record<string, unknown>) =>
    Object.fromEntries(s.benchmarks.map((b) => [b.key, { project: b.project, company: b.company, companySource: b.companySource, industry: b.industry, bestPractical: b.bestPractical, ...extra(b.key) }]));
  if (s.version === 1) {
    return {
      ...common,
      felIndex: s.score.felIndex,
      absoluteIndex: s.score.absoluteIndex,
      band: s.score.band,
      gate: s.score.gate,
      pdriEquivalent: s.score.pdriEquivalent,
      redFlags: s.score.redFlags,
      areas,
      benchmarks: benchmarks(() => ({})),
      recommendations: rankedRecommendations(s).map(({ hasAction: _h, claimedLevel: _c, actionComplete: _a, actionProblem: _p, gateCritical: _g, ...g }) => g),
    };
  }
  const v = s.score;
  const basis = new Map(s.benchmarks.map((b) => [b.key, b]));
  return {
    ...common,
    method: v.method,
    felIndex: v.felIndex,
    band: v.band,
    uncappedBand: v.uncappedBand,
    capReason: v.capReason,
    gate: v.gate,
    pendingReview: v.pendingReview,
    verdict: v.verdict,
    gateReasons: v.gateReasons.map((r) => (typeof r === 'string' ? r : r.text)),
    targetIndex: v.targetIndex,
    attainment: v.attainment,
    conditions: v.conditions.map((c) => ({ kind: c.kind, code: c.code, title: c.title, text: c.text, actionComplete: c.actionComplete, actionProblem: c.actionProblem })),
    naCount: v.naCount,
    pessimisticIndex: v.pessimisticIndex,
    evidenceCoverage: v.evidenceCoverage,
    redFlags: v.redFlags,
    areas,
    benchmarks: benchmarks((key) => {
      const b = basis.get(key as 'composite');
      return b ? { companyProjects: b.companyProjects, companyMin: b.companyMin, companyMax: b.companyMax, classAverage: b.classAverage, classProjects: b.classProjects, industrySource: b.industrySource, industryAsOf: b.industryAsOf, providerBasis: b.providerBasis ?? null } : {};
    }),
    recommendations: rankedRecommendations(s).map(({ hasAction: _h, gateCritical: _g, ...g }) => g),
    preparedBy: s.preparedBy,
    reviewedBy: s.reviewedBy,
    gateDate: s.gateDate,
    ...reviewFields(row),
  };
}

/**
 * Method 3 (DOMAIN.md §3a): where the report stands in the independent review; a draft is "not independently
 * reviewed — not a gate recommendation". Methods 1 and 2 keep their JSON as it was (no review fields).
 */
function reviewFields(row: ReportView['row']) {
  if (!row || row.reviewState === 'none') return {};
  return {
    reviewState: row.reviewState,
    draft: row.reviewState !== 'signed_off',
    submitted: row.reviewState === 'submitted',
    ...(row.reviewState !== 'signed_off' ? { draftNotice: DRAFT_NOTICE } : {}),
  };
}

/** Printed on every page of a draft and said by its JSON. */
export const DRAFT_NOTICE = 'Draft — not independently reviewed — not a gate recommendation';

const pdfFormat = (value: unknown): PdfFormat => {
  const format = PDF_FORMATS.find((f) => f.toLowerCase() === (typeof value === 'string' ? value : value === undefined ? 'A4' : '').toLowerCase());
  if (!format) throw new AppError('BAD_INPUT', 'format must be A4 or Letter', [{ field: 'format', message: 'format must be A4 or Letter' }]);
  return format;
};

/** Report paths: `{segment}report`, `{type}report/create/`, and the PDF and metrics CSV of a saved report. */
export function registerReportRoutes(app: FastifyInstance, deps: Deps): void {
  for (const phase of PHASES) {
    legacyRoute(app, deps, 'GET', `/api/project/:key/${phase}report`, currentReport, async (ctx, req) => ({
      report: toLegacyReport(await currentReport.execute(ctx, { projectKey: req.params.key, phase })),
    }));
    legacyRoute(app, deps, 'POST', `/api/project/:key/${phase}report/create/`, createReport, async (ctx, req) => {
      if (req.body !== undefined && (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body))) {
        throw new AppError('BAD_INPUT', 'The body must be a JSON object, e.g. {"notes": "…", "reviewedBy": "…"}');
      }
      const body = bodyFields(req.body);
      const view = await createReport.execute(ctx, { notes: body.notes, preparedBy: body.preparedBy, reviewedBy: body.reviewedBy, projectKey: req.params.key, phase });
      return { key: view.row?.id ?? null, report: toLegacyReport(view) };
    });
  }

  app.get<{ Params: { reportKey: string }; Querystring: { format?: unknown } }>('/api/report/:reportKey/pdf/', { config: adaptsRoute(getReport) }, async (request, reply) => {
    try {
      const ctx = await serviceContext(deps, request);
      const { filename, pdf } = await renderReportPdf(ctx, request.params.reportKey, pdfFormat(request.query.format));
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
    } catch (error) {
      return sendLegacyError(reply, error);
    }
  });

  app.get<{ Params: { reportKey: string } }>('/api/report/:reportKey/metrics/', { config: adaptsRoute(getReport) }, async (request, reply) => {
    try {
      const ctx = await serviceContext(deps, request);
      const view = await getReport.execute(ctx, { key: request.params.reportKey });
      const { filename, content } = reportMetricsCsv(view.snapshot, view.row?.createdAt ?? ctx.now());
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(content);
    } catch (error) {
      return sendLegacyError(reply, error);
    }
  });
}
