import { DECISION_LABEL } from '../../../common/outcome-schema.ts';
import { plural } from '../../../common/plural.ts';
import { adapts } from '../../commands/bindings.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { METHOD2 } from '../scoring/scoring.constants.ts';
import { saveCloseOut } from './close-out.service.ts';
import { editGateDecision, recordGateDecision, removeGateDecision } from './gate-decisions.service.ts';
import { closeOutModel, decisionModels, lastApprovalModel } from './outcome-graph.ts';
import { figuresOf } from './outcome-model.ts';
import { uncappedBand } from './outcome-statistics.ts';
import { listOutcomeHistory } from './outcomes.queries.ts';
import { poolingChange, optInToPool, optOutOfPool, POOL_THRESHOLDS, providerOutcomes } from './pooling.service.ts';
import { outcomesCsv, portfolioOutcomes, portfolioPooling } from './portfolio-outcomes.service.ts';
import { getProjectOutcomes, nextStep } from './project-outcomes.service.ts';
import { PUBLISHED_REFERENCES } from './published-references.ts';

// GraphQL adapter of the outcomes module: every root field adapts its operation; object fields only reshape.

const BAND_BOUNDARIES = METHOD2.bands.map((b) => ({ band: b.name, max: b.max }));
/** The project's outcomes as they are after a change (read again, so the payload carries what the cache needs). */
const outcomesAfter = (ctx: GraphQLContext, key: string) => getProjectOutcomes.execute(ctx, { key });

export const outcomesResolvers: Resolvers = {
  Query: {
    projectOutcomes: adapts(getProjectOutcomes, (_, { key }, ctx) => getProjectOutcomes.execute(ctx, { key })),
    providerOutcomes: adapts(providerOutcomes, async (_, { filter }, ctx) => ({
      groups: await providerOutcomes.execute(ctx, filter ?? {}),
      bandBoundaries: BAND_BOUNDARIES,
      thresholds: POOL_THRESHOLDS,
    })),
  },
  Mutation: {
    recordGateDecision: adapts(recordGateDecision, (_, { input }, ctx) =>
      payload(async () => {
        const { decision } = await recordGateDecision.execute(ctx, input);
        const outcomes = await outcomesAfter(ctx, input.key);
        return { decision: decisionModels(outcomes).find((d) => d.row.id === decision.id) ?? null, outcomes };
      }),
    ),
    editGateDecision: adapts(editGateDecision, (_, { input }, ctx) =>
      payload(async () => {
        const { decision } = await editGateDecision.execute(ctx, input);
        const outcomes = await outcomesAfter(ctx, input.key);
        return { decision: decisionModels(outcomes).find((d) => d.row.id === decision.id) ?? null, outcomes };
      }),
    ),
    removeGateDecision: adapts(removeGateDecision, (_, { input }, ctx) =>
      payload(async () => {
        await removeGateDecision.execute(ctx, input);
        return { decision: null, outcomes: await outcomesAfter(ctx, input.key) };
      }),
    ),
    saveCloseOut: adapts(saveCloseOut, (_, { input }, ctx) =>
      payload(async () => {
        await saveCloseOut.execute(ctx, input);
        const outcomes = await outcomesAfter(ctx, input.key);
        return { closeOut: closeOutModel(outcomes), outcomes };
      }),
    ),
    setOutcomePooling: adapts([optInToPool, optOutOfPool], (_, { input }, ctx) =>
      payload(async () => {
        const changed = await poolingChange(input).execute(ctx, input);
        return { pooling: await portfolioPooling(ctx, { organizationId: changed.organizationId }) };
      }),
    ),
  },
  ProjectOutcomes: {
    key: (m) => m.project.id,
    projectName: (m) => m.project.name,
    decisions: (m) => decisionModels(m),
    reports: (m) => m.reports,
    lastApproval: (m) => lastApprovalModel(m),
    closeOut: (m) => closeOutModel(m),
    nextStep: (m) => nextStep(m),
  },
  GateReport: {
    key: (r) => r.id,
    band: (r) => uncappedBand(r.felIndex),
  },
  GateDecision: {
    key: (d) => d.row.id,
    decision: (d) => d.row.decision,
    decisionLabel: (d) => DECISION_LABEL[d.row.decision],
    decidedOn: (d) => d.row.decidedOn,
    report: (d) => d.report,
    currency: (d) => d.row.currency,
    base: (d) => d.row.budgetBase,
    contingency: (d) => d.row.budgetContingency,
    escalation: (d) => d.row.budgetEscalation,
    estimateBaseDate: (d) => d.row.estimateBaseDate,
    estimateClass: (d) => d.row.estimateClass,
    rangeLowPct: (d) => Number(d.row.rangeLowPct),
    rangeHighPct: (d) => Number(d.row.rangeHighPct),
    p50: (d) => d.row.p50,
    p80: (d) => d.row.p80,
    plannedAuthorization: (d) => d.row.plannedAuthorization,
    plannedMechanicalCompletion: (d) => d.row.plannedMechanicalCompletion,
    plannedStartUp: (d) => d.row.plannedStartUp,
    scopeType: (d) => d.row.scopeType,
    shutdownDependent: (d) => d.row.shutdownDependent,
    contractStrategy: (d) => d.row.contractStrategy,
    conditionsOpen: (d) => d.row.conditionsOpen,
    conditionsNote: (d) => (d.row.conditionsOpen > 0 ? `Decided with ${plural(d.row.conditionsOpen, 'condition')} open` : null),
    version: (d) => d.row.version,
    updatedAt: (d) => d.row.updatedAt,
  },
  CloseOut: {
    key: (c) => c.row.id,
    approval: (c) => c.approval,
    cancelled: (c) => c.row.cancelled,
    actualAuthorization: (c) => c.row.actualAuthorization,
    actualCost: (c) => c.row.actualCost,
    costBasis: (c) => c.row.costBasis,
    conversionFactor: (c) => c.row.conversionFactor,
    final: (c) => c.row.isFinal,
    firstFinalAt: (c) => c.row.firstFinalAt,
    scopeChanges: (c) => c.row.scopeChanges,
    contingencyDrawn: (c) => c.row.contingencyDrawn,
    actualMechanicalCompletion: (c) => c.row.actualMechanicalCompletion,
    actualStartUp: (c) => c.row.actualStartUp,
    changeOrders: (c) => c.row.changeOrders,
    startUp6Months: (c) => (c.row.startUp6Months === null ? null : Number(c.row.startUp6Months)),
    startUp12Months: (c) => (c.row.startUp12Months === null ? null : Number(c.row.startUp12Months)),
    recordableIncidents: (c) => c.row.recordableIncidents,
    lessons: (c) => c.row.lessons,
    version: (c) => c.row.version,
    updatedAt: (c) => c.row.updatedAt,
    costGrowth: (c) => figuresOf(c.approval.row, c.row).costGrowth,
    slip: (c) => figuresOf(c.approval.row, c.row).slip,
    history: (c, _, ctx) => listOutcomeHistory(ctx.db, { projectId: c.row.projectId, entityId: c.row.id }),
  },
  OutcomeChange: {
    key: (h) => h.id,
    changedBy: async (h, _, ctx) => (h.changedBy ? ((await ctx.loaders.user.load(h.changedBy))?.name ?? null) : null),
  },
  CostGrowthFigure: { percent: (g) => g.pct },
  ScheduleSlipFigure: { percent: (s) => s.pct },
  Portfolio: {
    outcomes: (p, { filter }, ctx) => portfolioOutcomes(ctx, p, filter),
  },
  PortfolioOutcomes: {
    projects: (m) => m.projects,
    groups: (m) => m.groups,
    bandBoundaries: () => BAND_BOUNDARIES,
    references: () => [...PUBLISHED_REFERENCES],
    pooling: (m, _, ctx) => portfolioPooling(ctx, m),
    nextStep: (m) => m.nextStep,
    csv: (m) => outcomesCsv(m),
  },
  OutcomeProject: {
    key: (x) => x.projectId,
    decision: (x) => x.decision.decision,
    decidedOn: (x) => x.decision.decidedOn,
    scopeType: (x) => x.decision.scopeType,
    currency: (x) => x.decision.currency,
    actualCost: (x) => x.closeOut?.actualCost ?? null,
  },
  OutcomeSeries: {
    order: (s) => ({ ...s.order, text: s.orderText }),
  },
  ViewerPermissions: {
    viewerCanSeeOutcomePool: (v) => providerOutcomes.permits(v, null),
  },
};
