import { z } from 'zod';

// What a report freezes (DOMAIN.md §4): scores, bank version, every answer's level, the benchmarks used,
// the team, the method's constants, who and when. Stored as jsonb in reports.snapshot and validated when
// read back, so an old report prints exactly as it was made. `felIndex` stays top-level: the dashboard
// reads it in SQL (server/modules/projects/dashboard.queries.ts).

const Area = z.enum(['site', 'eng', 'pep']);
const Phase = z.enum(['fel2', 'fel3']);
const Level = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

const Action = z.object({ text: z.string(), owner: z.string(), due: z.string().nullable(), status: z.enum(['open', 'done']) });

const AreaScore = z.object({
  area: Area,
  index: z.number(),
  absoluteIndex: z.number(),
  applicable: z.number().int(),
  notApplicable: z.number().int(),
  weightSum: z.number().int(),
  weightedGap: z.number().int(),
  absoluteWeightedGap: z.number().int(),
});

const Gap = z.object({
  code: z.string(),
  area: Area,
  title: z.string(),
  weight: z.number().int(),
  level: Level,
  target: Level,
  gap: z.number().int(),
  priority: z.number().int(),
  hasAction: z.boolean(),
  nextDeliverable: z.string(),
});

export const BenchmarkRowSchema = z.object({
  key: z.enum(['composite', 'site', 'eng', 'pep']),
  project: z.number(),
  company: z.number().nullable(),
  companySource: z.enum(['average', 'override', 'none']),
  companyProjects: z.number().int(),
  industry: z.number().nullable(),
  bestPractical: z.number().nullable(),
});

const Band = z.enum(['Best Practical', 'Good', 'Fair', 'Poor', 'Screening']);

/** The snapshot format; a later format adds an upgrade from this one, so old reports keep printing. */
export const SNAPSHOT_VERSION = 1;

export const ReportSnapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  felIndex: z.number(),
  phase: Phase,
  bankVersion: z.string(),
  project: z.object({
    key: z.string(),
    name: z.string(),
    organizationName: z.string(),
    ownerName: z.string(),
    costRangeLabel: z.string().nullable(),
    projectTypeLabel: z.string().nullable(),
  }),
  score: z.object({
    felIndex: z.number(),
    absoluteIndex: z.number(),
    band: Band,
    uncappedBand: Band,
    redFlags: z.array(z.string()),
    gate: z.enum(['Ready', 'Ready with conditions', 'Not ready']),
    gateBasis: z.object({
      readyBand: z.boolean(),
      conditionalBand: z.boolean(),
      conditionedGaps: z.number().int(),
      conditionedGapsWithoutAction: z.number().int(),
    }),
    pdriEquivalent: z.number().int(),
    areas: z.object({ site: AreaScore, eng: AreaScore, pep: AreaScore }),
    gaps: z.array(Gap),
  }),
  questions: z.array(
    z.object({
      code: z.string(),
      area: Area,
      title: z.string(),
      weight: z.number().int(),
      target: Level,
      level: Level.nullable(),
      na: z.boolean(),
      naReason: z.string(),
      evidence: z.string(),
      comment: z.string(),
      action: Action.nullable(),
    }),
  ),
  benchmarks: z.array(BenchmarkRowSchema),
  trend: z.array(z.object({ phase: Phase, felIndex: z.number(), absoluteIndex: z.number(), band: Band, createdAt: z.string() })),
  team: z.array(z.object({ phase: Phase, name: z.string(), function: z.string(), company: z.string() })),
  /** Who made the report, as named then (null for a preview). */
  author: z.object({ key: z.string(), name: z.string() }).nullable(),
  method: z.object({
    bands: z.array(z.object({ name: Band, max: z.number() })),
    redFlag: z.object({ weight: z.number().int(), level: z.number().int(), capBand: Band }),
    gate: z.object({ ready: z.array(Band), conditional: z.array(Band), conditionWeight: z.number().int() }),
    pdri: z.object({ base: z.number(), span: z.number() }),
    companyAverageMinProjects: z.number().int(),
  }),
});

export type ReportSnapshot = z.infer<typeof ReportSnapshotSchema>;
export type BenchmarkRow = z.infer<typeof BenchmarkRowSchema>;
export type ReportAction = z.infer<typeof Action>;

/** Reads a stored snapshot; a row that does not match the shape is an internal error, never shown half-read. */
export function parseSnapshot(value: unknown): ReportSnapshot {
  return ReportSnapshotSchema.parse(value);
}

/** The gaps ranked by weight × gap (rank from 1), each with the action the team recorded. */
export function rankedRecommendations(snapshot: ReportSnapshot) {
  const actions = new Map(snapshot.questions.map((q) => [q.code, q.action]));
  return snapshot.score.gaps.map((g, i) => ({ ...g, rank: i + 1, action: actions.get(g.code) ?? null }));
}
