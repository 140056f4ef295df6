import { z } from 'zod';
import { csvTimestamp, fileSlug, toCsv } from '../../csv.ts';
import { defineQuery, loadNothing } from '../../commands/operation.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey, parseInput, phaseField } from '../../validation.ts';
import { choiceArgs, decodeCursor, DEPRECATED_CHOICES_MAX, type Page, pageArgs, pageOf } from '../../paging.ts';
import { readProviderMetrics } from '../metrics/index.ts';
import { visibilityScope } from '../projects/project-access.ts';
import { COST_RANGES, PROJECT_TYPES } from '../../../common/screening.ts';
import { questionByCode } from '../questionnaire/bank/index.ts';
import {
  ACTION_STATUSES,
  type Gate,
  portfolioActions,
  portfolioCharts,
  portfolioOwners,
  portfolioProjectCount,
  portfolioProjects,
  type PortfolioActionRow,
  type PortfolioActionStatus,
  type PortfolioCharts,
  type PortfolioParams,
  type PortfolioProjectRow,
} from '../read-models/index.ts';

// The portfolio of the viewer's active client: who may open it is the permission table's 'portfolio.view';
// which projects it holds is the dashboard's visibility rule. Read-only: nothing here writes.

export const NOT_GIVEN = 'notGiven';
export const NOT_GIVEN_LABEL = 'Not given';
export const PORTFOLIO_FORBIDDEN = 'You do not have permission to see the portfolio of this client.';

const GATE_FILTER: Record<'ready' | 'readyWithConditions' | 'notReady' | 'noReport', Gate | null> = {
  ready: 'Ready',
  readyWithConditions: 'Ready with conditions',
  notReady: 'Not ready',
  noReport: null,
};

/** A screening filter: one of the options, or "notGiven". */
export const screeningFilter = (options: readonly { value: string }[], what: string) =>
  z
    .string({ error: `${what} must be text` })
    .refine((v) => v === NOT_GIVEN || options.some((o) => o.value === v), `Unknown ${what.toLowerCase()}`);

/** null or missing is "any"; "notGiven" asks for the projects whose answer is unset (null in the query). */
export const screening = (v: string | null | undefined) => (v === null || v === undefined ? undefined : v === NOT_GIVEN ? null : v);

const FilterSchema = z.object({
  projectType: screeningFilter(PROJECT_TYPES, 'Project type').nullish(),
  costRange: screeningFilter(COST_RANGES, 'Cost range').nullish(),
  owner: z.string().refine(isKey, 'Unknown owner').nullish(),
  phase: phaseField().nullish(),
  gate: z.enum(['ready', 'readyWithConditions', 'notReady', 'noReport'], { error: 'Unknown gate outcome' }).nullish(),
});

export type PortfolioModel = {
  params: PortfolioParams;
  projects: () => Promise<PortfolioProjectRow[]>;
  /** A page of the projects by name (`first` 1–100, `after` a cursor of this list). */
  projectPage: (args: unknown) => Promise<Page<PortfolioProjectRow> & { total: number }>;
  charts: () => Promise<PortfolioCharts>;
};

const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let promise: Promise<T> | null = null;
  return () => (promise ??= load());
};

const ProjectPageInput = pageArgs(50);
const ProjectCursor = z.tuple([z.string().max(200), z.uuid()]);

const PortfolioInput = FilterSchema.extend({
  /** The viewer's own date (a calendar date, checked by the Date scalar), else today in UTC. */
  today: z.string().nullish(),
});

/**
 * The portfolio of the viewer's active client with a filter; its parts are read when asked (each part one
 * statement). Who may open it is asked first (it is about the active client, not the input); the projects
 * it holds are those `project.view` lets the viewer see.
 */
export const getPortfolio = defineQuery({
  name: 'portfolio.get',
  input: PortfolioInput,
  action: 'portfolio.view',
  lists: 'project.view',
  load: loadNothing,
  resource: { first: (viewer) => ({ organizationId: viewer.activeOrganizationId }) },
  forbidden: PORTFOLIO_FORBIDDEN,
  run: async (ctx, db, { viewer, input: f }): Promise<PortfolioModel> => {
    const params: PortfolioParams = {
      organizationId: viewer.activeOrganizationId,
      viewerId: viewer.userId,
      viewerEmail: viewer.email,
      scope: visibilityScope(viewer, viewer.activeOrganizationId),
      today: f.today ?? ctx.now().toISOString().slice(0, 10),
      filter: {
        projectType: screening(f.projectType),
        costRange: screening(f.costRange),
        ownerId: f.owner ?? undefined,
        phase: f.phase ?? undefined,
        gate: f.gate === undefined || f.gate === null ? undefined : GATE_FILTER[f.gate],
      },
    };
    const projectPage = async (args: unknown): Promise<Page<PortfolioProjectRow> & { total: number }> => {
      const { first, after } = parseInput(ProjectPageInput, args);
      const [rows, total] = await Promise.all([
        portfolioProjects(db, params, { after: after ? decodeCursor(after, ProjectCursor) : null, limit: first + 1 }),
        portfolioProjectCount(db, params),
      ]);
      return { ...pageOf(rows, first, (row) => [row.nameKey, row.id]), total };
    };
    return { params, projects: once(() => portfolioProjects(db, params)), projectPage, charts: once(() => portfolioCharts(db, params)) };
  },
});

/** The provider's industry and best practical composite of a phase (none or 0: not available). */
export async function phaseBenchmarks(ctx: ServiceCtx): Promise<Record<'fel2' | 'fel3', { industry: number | null; bestPractical: number | null }>> {
  const m = await readProviderMetrics(ctx.db);
  const value = (v: number | null) => (v === null || v === 0 ? null : v);
  return {
    fel2: { industry: value(m.fel2in), bestPractical: value(m.fel2bp) },
    fel3: { industry: value(m.fel3in), bestPractical: value(m.fel3bp) },
  };
}

export type PortfolioAction = PortfolioActionRow & { questionTitle: string };

const withTitle = (r: PortfolioActionRow): PortfolioAction => ({ ...r, questionTitle: questionByCode(r.question_code, r.bank_version)?.title ?? '' });

const PageSchema = z.object({
  first: z.number().int().min(1, 'first must be between 1 and 500').max(500, 'first must be between 1 and 500'),
  offset: z.number().int().min(0, 'offset must be 0 or more'),
  status: z.enum(ACTION_STATUSES).nullish(),
});

/** One page of the portfolio's actions, overdue first. */
export async function portfolioActionPage(ctx: ServiceCtx, portfolio: PortfolioModel, input: unknown): Promise<{ total: number; nodes: PortfolioAction[] }> {
  const page = parseInput(PageSchema, input);
  const { rows, total } = await portfolioActions(ctx.db, { ...portfolio.params, status: page.status ?? null, limit: page.first, offset: page.offset });
  return { total, nodes: rows.map(withTitle) };
}

export const ACTION_CSV_COLUMNS = ['Project', 'Phase', 'Question', 'Question title', 'Action', 'Owner', 'Due', 'Status'] as const;
const PHASE_LABEL = { fel2: 'FEL 2', fel3: 'FEL 3' } as const;
const STATUS_LABEL: Record<PortfolioActionStatus, string> = { overdue: 'Overdue', open: 'Open', done: 'Done' };

/** Every action of the portfolio (as filtered), in the list's order, as CSV. */
export async function portfolioActionsCsv(ctx: ServiceCtx, portfolio: PortfolioModel): Promise<{ filename: string; content: string }> {
  const { rows } = await portfolioActions(ctx.db, { ...portfolio.params, status: null, limit: null, offset: 0 });
  const content = toCsv(
    ACTION_CSV_COLUMNS,
    rows.map(withTitle).map((a) => [a.project_name, PHASE_LABEL[a.phase], a.question_code, a.questionTitle, a.action_text, a.action_owner, a.due, STATUS_LABEL[a.status]]),
  );
  return { filename: `${fileSlug('portfolio actions')}_${csvTimestamp(ctx.now())}.csv`, content };
}

/**
 * The owner filter's choices: owners of the active projects the viewer may see (the portfolio, already
 * authorized, holds which), whose name contains `search`, at most `first` (≤ 50). Without arguments
 * (the deprecated `owners`): the first 500.
 */
export function portfolioOwnerOptions(ctx: ServiceCtx, portfolio: PortfolioModel, args: unknown = null): Promise<{ id: string; name: string }[]> {
  if (args === null) return portfolioOwners(ctx.db, portfolio.params, { search: null, limit: DEPRECATED_CHOICES_MAX });
  const { search, first } = parseInput(choiceArgs, args);
  return portfolioOwners(ctx.db, portfolio.params, { search, limit: first });
}
