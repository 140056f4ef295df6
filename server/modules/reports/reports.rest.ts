import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { bodyFields, legacyRoute, sendLegacyError } from '../../http/legacy.ts';
import { serviceContext } from '../../http/request-context.ts';
import type { Deps } from '../../service-context.ts';
import { PHASES } from '../questionnaire/bank/index.ts';
import { reportMetricsCsv } from './report-csv.ts';
import { PDF_FORMATS, type PdfFormat, renderReportPdf } from './report-pdf.ts';
import { rankedRecommendations } from './report-snapshot.ts';
import type { ReportView } from './reports.service.ts';
import { createReport, currentReport, getReport } from './reports.service.ts';

/** The legacy report shape (ARCHITECTURE.md): felIndex, band, gate, areas, benchmarks, recommendations. */
export function toLegacyReport(view: ReportView) {
  const { snapshot: s, row } = view;
  return {
    key: row?.id ?? null,
    saved: row !== null,
    createdAt: row?.createdAt.toISOString() ?? null,
    phase: s.phase,
    bankVersion: s.bankVersion,
    notes: row?.notes ?? '',
    felIndex: s.score.felIndex,
    absoluteIndex: s.score.absoluteIndex,
    band: s.score.band,
    gate: s.score.gate,
    pdriEquivalent: s.score.pdriEquivalent,
    redFlags: s.score.redFlags,
    areas: { site: s.score.areas.site.index, eng: s.score.areas.eng.index, pep: s.score.areas.pep.index },
    benchmarks: Object.fromEntries(s.benchmarks.map((b) => [b.key, { project: b.project, company: b.company, companySource: b.companySource, industry: b.industry, bestPractical: b.bestPractical }])),
    recommendations: rankedRecommendations(s).map(({ hasAction: _hasAction, ...g }) => g),
  };
}

const pdfFormat = (value: unknown): PdfFormat => {
  const format = PDF_FORMATS.find((f) => f.toLowerCase() === (typeof value === 'string' ? value : value === undefined ? 'A4' : '').toLowerCase());
  if (!format) throw new AppError('BAD_INPUT', 'format must be A4 or Letter', [{ field: 'format', message: 'format must be A4 or Letter' }]);
  return format;
};

/** Report paths: `{segment}report`, `{type}report/create/`, and the PDF and metrics CSV of a saved report. */
export function registerReportRoutes(app: FastifyInstance, deps: Deps): void {
  for (const phase of PHASES) {
    legacyRoute(app, deps, 'GET', `/api/project/:key/${phase}report`, async (ctx, req) => ({
      report: toLegacyReport(await currentReport(ctx, req.params.key, phase)),
    }));
    legacyRoute(app, deps, 'POST', `/api/project/:key/${phase}report/create/`, async (ctx, req) => {
      if (req.body !== undefined && (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body))) {
        throw new AppError('BAD_INPUT', 'The body must be a JSON object, e.g. {"notes": "…"}');
      }
      const view = await createReport(ctx, { notes: bodyFields(req.body).notes, projectKey: req.params.key, phase });
      return { key: view.row?.id ?? null, report: toLegacyReport(view) };
    });
  }

  app.get<{ Params: { reportKey: string }; Querystring: { format?: unknown } }>('/api/report/:reportKey/pdf/', async (request, reply) => {
    try {
      const ctx = await serviceContext(deps, request);
      const { filename, pdf } = await renderReportPdf(ctx, request.params.reportKey, pdfFormat(request.query.format));
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
    } catch (error) {
      return sendLegacyError(reply, error);
    }
  });

  app.get<{ Params: { reportKey: string } }>('/api/report/:reportKey/metrics/', async (request, reply) => {
    try {
      const ctx = await serviceContext(deps, request);
      const view = await getReport(ctx, request.params.reportKey);
      const { filename, content } = reportMetricsCsv(view.snapshot, view.row?.createdAt ?? ctx.now());
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(content);
    } catch (error) {
      return sendLegacyError(reply, error);
    }
  });
}
