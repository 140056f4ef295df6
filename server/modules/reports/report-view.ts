import type { BenchmarkRow as GqlBenchmarkRow, ReportQuestion as GqlReportQuestion, ReportScore as GqlReportScore, ScoringMethod as GqlScoringMethod } from '../../graphql/generated/resolvers.ts';
import { AREA_LABELS, AREAS, LEVEL_LABELS, WEIGHT_LABELS } from '../questionnaire/bank/index.ts';
import { gapOf } from '../scoring/scoring.ts';
import { BENCHMARK_LABELS } from './benchmarks.ts';
import type { ReportAction, ReportSnapshot } from './report-snapshot.ts';

// A saved snapshot, of any format, as the Report type shows it. Method 1 snapshots keep every figure
// they froze (PDRI-equivalent, gate basis) and leave method 2's fields empty; method 2 snapshots have no
// PDRI figure; method 3 snapshots fill method 2's fields and add "reviewed to N", the frozen register
// entries and page 6's outcome lines. Adapters only reshape: every number comes from the snapshot.

export const actionView = (a: ReportAction | null) => (a ? { text: a.text, owner: a.owner, due: a.due, status: a.status } : null);

const weightLabel = (w: number) => WEIGHT_LABELS[w === 3 ? 3 : w === 2 ? 2 : 1];

/** The score block. */
export function scoreView(s: ReportSnapshot): GqlReportScore {
  if (s.version === 1) {
    const v = s.score;
    return {
      ...v,
      method: 1,
      areas: AREAS.map((area) => ({ ...v.areas[area], label: AREA_LABELS[area] })),
      gateReasons: [],
      conditions: [],
      pendingReview: false,
    };
  }
  const v = s.score;
  const actions = new Map<string, ReportAction | null>(s.questions.map((q) => [q.code, q.action]));
  const withAction: readonly string[] = ['redFlag', 'highGap', 'mediumGap', 'gateCriticalGap'];
  return {
    felIndex: v.felIndex,
    absoluteIndex: v.felIndex,
    band: v.band,
    uncappedBand: v.uncappedBand,
    redFlags: v.redFlags,
    gate: v.gate,
    gateBasis: null,
    pdriEquivalent: null,
    method: v.method,
    targetIndex: v.targetIndex,
    targetDelta: v.targetDelta,
    attainment: v.attainment,
    capReason: v.capReason,
    evidenceCoverage: v.evidenceCoverage,
    pessimisticIndex: v.pessimisticIndex,
    naCount: v.naCount,
    verdict: v.verdict,
    gateReasons: v.gateReasons.map((r) => (typeof r === 'string' ? r : r.text)),
    pendingReview: v.pendingReview,
    conditions: v.conditions.map((c) => ({ ...c, action: withAction.includes(c.kind) ? actionView(actions.get(c.code) ?? null) : null })),
    areas: AREAS.map((area) => {
      const a = v.areas[area];
      return { ...a, label: AREA_LABELS[area], absoluteIndex: a.index, absoluteWeightedGap: a.weightedGap };
    }),
  };
}

/** The questions as the report lists them (pages 3–5). */
export function questionsView(s: ReportSnapshot): GqlReportQuestion[] {
  if (s.version === 1) {
    return s.questions.map((q) => ({
      ...q,
      weightLabel: weightLabel(q.weight),
      levelLabel: q.level === null ? 'N/A' : LEVEL_LABELS[q.level],
      gap: q.level === null ? 0 : gapOf(q.level, q.target),
      action: actionView(q.action),
      claimedLevel: q.level,
      scoredLevel: null,
      unsupported: false,
      limitedBy: null,
      evidenceCounts: q.evidence.trim() !== '',
      revisit: false,
      naApprover: '',
      gateCritical: false,
      reviewedTo: null,
      unsupportedReason: null,
      entries: [],
    }));
  }
  if (s.version === 3) {
    return s.questions.map((q) => ({
      ...q,
      weightLabel: weightLabel(q.weight),
      levelLabel: q.na || q.level === null ? 'N/A' : LEVEL_LABELS[q.level],
      claimedLevel: q.level,
      gap: q.scoredLevel === null ? 0 : gapOf(q.scoredLevel, q.target),
      action: actionView(q.action),
      unsupported: q.unsupported !== null,
      unsupportedReason: q.unsupported,
      evidenceCounts: q.hasCountingEntry,
      // Method 3 has no typed approver: the reviewer who accepted the N/A is printed instead (a rejected one is scored 4).
      naApprover: q.naReview?.decision === 'accepted' ? q.naReview.reviewer : '',
    }));
  }
  return s.questions.map((q) => ({
    ...q,
    weightLabel: weightLabel(q.weight),
    levelLabel: q.na || q.level === null ? 'N/A' : LEVEL_LABELS[q.level],
    claimedLevel: q.level,
    gap: q.scoredLevel === null ? 0 : gapOf(q.scoredLevel, q.target),
    action: actionView(q.action),
    reviewedTo: null,
    unsupportedReason: null,
    entries: [],
  }));
}

const two = (v: number) => v.toFixed(2);

type BasisRow = { companySource: string; companyProjects: number; companyMin: number | null; companyMax: number | null; companyQ1?: number | null; companyQ3?: number | null; companyNotice?: string | null };

/**
 * The company figure's basis in words (page 6). Method 3 (DOMAIN.md §3a): the signed-off median from 5 with the
 * interquartile range from 8, never min and max; methods 1 and 2 print n and the range as frozen.
 */
export function companyBasisText(b: BasisRow, p: { version: 1 | 2 | 3; minProjects: number }): string {
  if (b.companySource === 'override') return 'set by your organization';
  const median = p.version === 3 && b.companyMin === null;
  if (median) {
    if (b.companySource !== 'average') return b.companyNotice ?? `Not available: ${b.companyProjects} of ${p.minProjects} signed-off reports`;
    const iqr = b.companyQ1 !== null && b.companyQ1 !== undefined && b.companyQ3 !== null && b.companyQ3 !== undefined ? `, interquartile range ${two(b.companyQ1)}–${two(b.companyQ3)}` : '';
    return `median of n = ${b.companyProjects} signed-off reports${iqr}`;
  }
  if (b.companySource === 'average') return `n = ${b.companyProjects}${b.companyMin !== null && b.companyMax !== null ? `, range ${two(b.companyMin)}–${two(b.companyMax)}` : ''}`;
  return `not available (n = ${b.companyProjects}; needs ${p.minProjects})`;
}

/** The benchmark rows with their basis. */
export function benchmarksView(s: ReportSnapshot): GqlBenchmarkRow[] {
  const p = { version: s.version, minProjects: s.method.companyAverageMinProjects };
  if (s.version === 1) {
    return s.benchmarks.map((b) => {
      const row = { ...b, companyMin: null, companyMax: null, companyQ1: null, companyQ3: null };
      return { ...row, label: BENCHMARK_LABELS[b.key], classAverage: null, classProjects: 0, classLabel: null, industrySource: null, industryAsOf: null, providerBasis: null, companyBasis: companyBasisText(row, p) };
    });
  }
  if (s.version === 2) return s.benchmarks.map((b) => ({ ...b, label: BENCHMARK_LABELS[b.key], companyQ1: null, companyQ3: null, providerBasis: b.providerBasis ?? null, companyBasis: companyBasisText(b, p) }));
  return s.benchmarks.map((b) => ({ ...b, label: BENCHMARK_LABELS[b.key], providerBasis: b.providerBasis ?? null, companyBasis: companyBasisText(b, p) }));
}

/** The trend points, each with its method (only points of one method share a scale). */
export function trendView(s: ReportSnapshot) {
  if (s.version === 1) return s.trend.map((t) => ({ ...t, method: 1, createdAt: new Date(t.createdAt) }));
  return s.trend.map((t) => ({ ...t, absoluteIndex: t.felIndex, createdAt: new Date(t.createdAt) }));
}

/** The constants the method page prints. */
export function methodView(s: ReportSnapshot): GqlScoringMethod {
  if (s.version === 1) {
    const m = s.method;
    return {
      method: 1,
      bands: m.bands.map((b) => ({ band: b.name, max: b.max })),
      redFlagWeight: m.redFlag.weight,
      redFlagLevel: m.redFlag.level,
      redFlagCapBand: m.redFlag.capBand,
      gateReadyBands: m.gate.ready,
      gateConditionalBands: m.gate.conditional,
      gateConditionWeight: m.gate.conditionWeight,
      pdriBase: m.pdri.base,
      pdriSpan: m.pdri.span,
      companyAverageMinProjects: m.companyAverageMinProjects,
      rules: [],
      disclaimer: null,
    };
  }
  const m = s.method;
  return {
    method: m.method,
    bands: m.bands.map((b) => ({ band: b.name, max: b.max })),
    redFlagWeight: null,
    redFlagLevel: null,
    redFlagCapBand: null,
    gateReadyBands: [],
    gateConditionalBands: [],
    gateConditionWeight: null,
    pdriBase: null,
    pdriSpan: null,
    companyAverageMinProjects: m.companyAverageMinProjects,
    rules: m.rules,
    disclaimer: m.disclaimer,
  };
}

/** Page 6's outcome lines as frozen (method 3), or null. */
export const outcomeLinesView = (s: ReportSnapshot) => (s.version === 3 ? s.outcomeLines : null);
