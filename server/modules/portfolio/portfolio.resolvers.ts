import { adapts } from '../../commands/bindings.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { COST_RANGES, costRangeOption, PROJECT_TYPES, projectTypeOption } from '../../../common/screening.ts';
import { BIN_COUNT, BIN_FROM } from '../read-models/index.ts';
import {
  getPortfolio,
  NOT_GIVEN_LABEL,
  phaseBenchmarks,
  portfolioActionPage,
  portfolioActionsCsv,
  portfolioOwnerOptions,
} from './portfolio.service.ts';

const PHASE_ORDER = ['fel2', 'fel3'] as const;
const BAND_ORDER = ['Best Practical', 'Good', 'Fair', 'Poor', 'Screening'];

// The root field is the operation; the Portfolio's fields read parts of the object it already authorized.
export const portfolioResolvers: Resolvers = {
  Query: {
    portfolio: adapts(getPortfolio, (_, { filter, today }, ctx) => getPortfolio.execute(ctx, { ...filter, today })),
  },
  Portfolio: {
    projects: (p) => p.projects(),
    projectPage: (p, args) => p.projectPage(args),
    phases: async (p, _, ctx) => {
      const [charts, benchmarks] = await Promise.all([p.charts(), phaseBenchmarks(ctx)]);
      return PHASE_ORDER.map((phase) => {
        const a = charts.averages.find((x) => x.phase === phase);
        return { phase, projects: a?.projects ?? 0, average: a?.average ?? null, min: a?.min ?? null, max: a?.max ?? null, ...benchmarks[phase] };
      });
    },
    // Every bin of both phases, empty ones included, so a chart's axis never jumps.
    distribution: async (p) => {
      const { distribution } = await p.charts();
      return PHASE_ORDER.flatMap((phase) =>
        Array.from({ length: BIN_COUNT }, (_, i) => ({
          phase,
          from: BIN_FROM + i,
          to: BIN_FROM + i + 1,
          projects: distribution.find((d) => d.phase === phase && d.bin === i + 1)?.projects ?? 0,
        })),
      );
    },
    bandCounts: async (p) => {
      const { bands } = await p.charts();
      return PHASE_ORDER.flatMap((phase) => BAND_ORDER.map((band) => ({ phase, band, projects: bands.find((b) => b.phase === phase && b.band === band)?.projects ?? 0 })));
    },
    movement: async (p) => (await p.charts()).movement.map((m) => ({ key: m.id, name: m.name, fel2: m.fel2, fel3: m.fel3, change: Math.round((m.fel3 - m.fel2) * 100) / 100 })),
    trend: async (p) => (await p.charts()).trend,
    actions: (p, args, ctx) => portfolioActionPage(ctx, p, args),
    actionsCsv: (p, _, ctx) => portfolioActionsCsv(ctx, p),
    filterOptions: (p) => p,
  },
  PortfolioFilterOptions: {
    owners: async (p, _, ctx) => (await portfolioOwnerOptions(ctx, p)).map((o) => ({ key: o.id, name: o.name })),
    ownerChoices: async (p, args, ctx) => (await portfolioOwnerOptions(ctx, p, args)).map((o) => ({ key: o.id, name: o.name })),
    projectTypes: () => [...PROJECT_TYPES],
    costRanges: () => [...COST_RANGES],
  },
  PortfolioProject: {
    key: (r) => r.id,
    projectTypeLabel: (r) => projectTypeOption(r.projectType)?.label ?? NOT_GIVEN_LABEL,
    costRangeLabel: (r) => costRangeOption(r.costRange)?.label ?? NOT_GIVEN_LABEL,
    owner: (r) => ({ key: r.owner.id, name: r.owner.name }),
    fel2: (r) => r.reports.fel2,
    fel3: (r) => r.reports.fel3,
    latest: (r) => {
      const { fel2, fel3 } = r.reports;
      if (!fel2 || !fel3) return fel2 ?? fel3;
      return fel3.createdAt >= fel2.createdAt ? fel3 : fel2;
    },
  },
  PortfolioAction: {
    projectKey: (a) => a.project_id,
    projectName: (a) => a.project_name,
    questionCode: (a) => a.question_code,
    text: (a) => a.action_text,
    owner: (a) => a.action_owner,
  },
  ViewerPermissions: {
    viewerCanSeePortfolio: (v) => getPortfolio.can(v, null),
  },
};
