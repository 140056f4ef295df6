import { z } from 'zod';

// Snapshot format 1 (scoring method 1, bank 2026.1), frozen: reports saved with it print exactly as made.
// What a report freezes (DOMAIN.md §4): scores, bank version, every answer's level, the benchmarks used,
// the team, the method's constants, who and when. Stored as jsonb in reports.snapshot and validated when
// read back, so an old report prints exactly as it was made. `felIndex` stays top-level: the dashboard
// reads it in SQL (server/modules/read-models/dashboard.queries.ts).

export const Area = z.enum(['site', 'eng', 'pep']);
export const Phase = z.enum(['fel2', 'fel3']);
export const Level = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const Action = z.object({ text: z.string(), owner: z.string(), due: z.string().nullable(), status: z.enum(['open', 'done']) });

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

/** The project as a report names it (both snapshot formats). */
export const ReportProject = z.object({
  key: z.string(),
  name: z.string(),
  organizationName: z.string(),
  ownerName: z.string(),
  costRangeLabel: z.string().nullable(),
  projectTypeLabel: z.string().nullable(),
});

/** A team member listed on a report (both snapshot formats). */
export const TeamMember = z.object({ phase: Phase, name: z.string(), function: z.string(), company: z.string() });

export const BenchmarkRowSchema = z.object({
  key: z.enum(['composite', 'site', 'eng', 'pep']),
  project: z.number(),
  company: z.number().nullable(),
  companySource: z.enum(['average', 'override', 'none']),
  companyProjects: z.number().int(),
  industry: z.number().nullable(),
  bestPractical: z.number().nullable(),
});

export const Band = z.enum(['Best Practical', 'Good', 'Fair', 'Poor', 'Screening']);

export const SNAPSHOT_V1 = 1;

export const SnapshotV1Schema = z.object({
  version: z.literal(SNAPSHOT_V1),
  felIndex: z.number(),
  phase: Phase,
  bankVersion: z.string(),
  project: ReportProject,
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
  team: z.array(TeamMember),
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

export type SnapshotV1 = z.infer<typeof SnapshotV1Schema>;

