import { DECISION_LABEL, SCOPE_LABEL } from '../../../common/outcome-schema.ts';
import { csvTimestamp, fileSlug, toCsv } from '../../csv.ts';
import type { Db } from '../../db/client.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { parseInput } from '../../validation.ts';
import type { PortfolioModel } from '../portfolio/portfolio.service.ts';
import { outcomeRows } from '../read-models/index.ts';
import type { BandName } from '../scoring/scoring.constants.ts';
import { outcomeLines, PHASE_NAME, type OutcomeLines } from './outcome-lines.ts';
import type { OutcomePoint } from './outcome-statistics.ts';
import { OutcomesFilterSchema, readFilter } from './outcomes-filter.ts';
import { outcomePoints, outcomeProjects, outcomesView, type OutcomesView } from './outcomes-view.ts';
import { poolingOf } from './pooling.service.ts';

// The outcomes view of a portfolio (DOMAIN.md §3b): the projects the portfolio holds (active or not: a closed
// project is often deactivated) that have a gate decision, their figures and the statistics, with its own
// filter; its CSV; and the read that feeds report page 6. The portfolio's root checked 'portfolio.view'.

export const EMPTY_OUTCOMES =
  "No gate decision is recorded yet. Open a project whose report is signed off, record the committee's decision on its Outcomes tab, and, once the project is built or cancelled, its close-out.";
export const NO_FINAL = 'No close-out is marked final yet: the statistics start with the first final close-out.';

export type PortfolioOutcomesModel = OutcomesView & { organizationId: string; nextStep: string | null; when: Date };

/** The portfolio's outcomes with a filter (phase of the gate report, project type, cost range, scope type). */
export async function portfolioOutcomes(ctx: ServiceCtx, portfolio: PortfolioModel, filterInput: unknown): Promise<PortfolioOutcomesModel> {
  const f = parseInput(OutcomesFilterSchema, filterInput ?? {});
  const p = portfolio.params;
  const rows = await outcomeRows(ctx.db, { kind: 'visible', organizationId: p.organizationId, viewerId: p.viewerId, viewerEmail: p.viewerEmail, scope: p.scope }, readFilter(f));
  const view = outcomesView(rows);
  const nextStep = view.projects.length === 0 ? EMPTY_OUTCOMES : view.projects.some((x) => x.counted) ? null : NO_FINAL;
  return { ...view, organizationId: p.organizationId, nextStep, when: ctx.now() };
}

/** The viewer's organization's pooling choice, beside its outcomes. */
export const portfolioPooling = (ctx: ServiceCtx, m: Pick<PortfolioOutcomesModel, 'organizationId'>) => poolingOf(ctx.db, requireViewer(ctx.viewer), m.organizationId);

export const OUTCOME_CSV_COLUMNS = [
  'Project', 'Gate', 'Method', 'FEL Index at the gate', 'Band (index alone)', 'Decision', 'Decided on', 'Scope type', 'Status', 'Currency',
  'Budget B', 'Actual cost A', 'Scope changes S', 'Factor f', 'Cost growth %', 'Basis', 'Inside the stated range', 'Schedule slip %', 'Not computed because', 'Second look',
] as const;

const yesNo = (v: boolean | null | undefined) => (v === null || v === undefined ? '' : v ? 'yes' : 'no');

/** The outcomes view's project lines as CSV (every project listed, cancelled ones included). */
export function outcomesCsv(m: PortfolioOutcomesModel): { filename: string; content: string } {
  const rows = m.projects.map((x) => [
    x.name,
    PHASE_NAME[x.phase],
    x.method,
    x.felIndex.toFixed(2),
    x.band,
    DECISION_LABEL[x.decision.decision],
    x.decision.decidedOn,
    SCOPE_LABEL[x.decision.scopeType],
    x.status,
    x.decision.currency,
    x.costGrowth?.budget ?? '',
    x.closeOut?.actualCost ?? '',
    x.closeOut?.scopeChanges ?? '',
    x.closeOut?.conversionFactor ?? '',
    x.costGrowth?.pct?.toFixed(1) ?? '',
    x.costGrowth?.basis ?? '',
    yesNo(x.costGrowth?.withinRange),
    x.slip?.pct?.toFixed(1) ?? '',
    [x.costGrowth?.refusal, x.slip?.refusal].filter((r) => r).join(' '),
    (x.costGrowth?.flags ?? []).join(' '),
  ]);
  return { filename: `${fileSlug('outcomes')}_${csvTimestamp(m.when)}.csv`, content: toCsv(OUTCOME_CSV_COLUMNS, rows) };
}

/** The organization's closed projects as the statistics see them (all of its projects, whoever asks): page 6's read. */
export async function reportOutcomePoints(db: Db, organizationId: string): Promise<OutcomePoint[]> {
  return outcomePoints(outcomeProjects(await outcomeRows(db, { kind: 'organization', organizationId })));
}

/**
 * Report page 6's outcome lines for a report being frozen (DOMAIN.md §3b): read the organization's closed
 * projects and compute the lines for the report's method, phase, FEL Index and band as printed.
 */
export async function reportOutcomeLines(
  db: Db,
  report: { organizationId: string; method: number; phase: 'fel2' | 'fel3'; felIndex: number; band: BandName; capped: boolean },
): Promise<OutcomeLines> {
  return outcomeLines({ ...report, points: await reportOutcomePoints(db, report.organizationId) });
}
