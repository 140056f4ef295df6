import { z } from 'zod';
import { Action, Area, Band, BenchmarkRowSchema, Level, Phase, ReportProject, TeamMember } from './snapshot-v1.ts';

// Snapshot format 2: scoring method 2 (DOMAIN.md §3–4). Everything page 1–8 prints is frozen here, with the
// constants the method used, so a later change of the constants never changes a saved report.

export const SNAPSHOT_V2 = 2;

const Gate = z.enum(['Ready', 'Ready with conditions', 'Not ready']);

const AreaScore2 = z.object({
  area: Area,
  index: z.number(),
  targetIndex: z.number(),
  applicable: z.number().int(),
  notApplicable: z.number().int(),
  weightSum: z.number().int(),
  weightedGap: z.number().int(),
  targetWeightedGap: z.number().int(),
  naWeight: z.number().int(),
  totalWeight: z.number().int(),
});

const Gap2 = z.object({
  code: z.string(),
  area: Area,
  title: z.string(),
  weight: z.number().int(),
  level: Level,
  claimedLevel: Level,
  target: Level,
  gap: z.number().int(),
  priority: z.number().int(),
  hasAction: z.boolean(),
  actionComplete: z.boolean(),
  actionProblem: z.string().nullable(),
  nextDeliverable: z.string(),
  gateCritical: z.boolean(),
});

const Condition = z.object({
  kind: z.enum(['redFlag', 'highGap', 'mediumGap', 'unsupported', 'inconsistency', 'revisit', 'naApproval', 'naReplacedLevel']),
  code: z.string(),
  title: z.string(),
  weight: z.number().int(),
  text: z.string(),
  actionComplete: z.boolean().nullable(),
  actionProblem: z.string().nullable(),
});

export const BenchmarkRow2Schema = BenchmarkRowSchema.extend({
  companyMin: z.number().nullable(),
  companyMax: z.number().nullable(),
  classAverage: z.number().nullable(),
  classProjects: z.number().int(),
  classLabel: z.string().nullable(),
  industrySource: z.string().nullable(),
  industryAsOf: z.string().nullable(),
  /** Each provider figure's own basis, source and date (reports made since figures had their own). */
  providerBasis: z.string().nullable().optional(),
});

export const SnapshotV2Schema = z.object({
  version: z.literal(SNAPSHOT_V2),
  felIndex: z.number(),
  phase: Phase,
  bankVersion: z.string(),
  project: ReportProject,
  score: z.object({
    method: z.literal(2),
    felIndex: z.number(),
    targetIndex: z.number(),
    targetDelta: z.number(),
    band: Band,
    uncappedBand: Band,
    capReason: z.string().nullable(),
    attainment: z.number(),
    evidenceCoverage: z.number(),
    pessimisticIndex: z.number(),
    naCount: z.number().int(),
    redFlags: z.array(z.string()),
    gate: Gate,
    gateReasons: z.array(z.string()),
    pendingReview: z.boolean(),
    verdict: z.string(),
    conditions: z.array(Condition),
    areas: z.object({ site: AreaScore2, eng: AreaScore2, pep: AreaScore2 }),
    gaps: z.array(Gap2),
  }),
  questions: z.array(
    z.object({
      code: z.string(),
      area: Area,
      title: z.string(),
      weight: z.number().int(),
      target: Level,
      level: Level.nullable(),
      scoredLevel: Level.nullable(),
      unsupported: z.boolean(),
      limitedBy: z.string().nullable(),
      evidenceCounts: z.boolean(),
      revisit: z.boolean(),
      gateCritical: z.boolean(),
      na: z.boolean(),
      naReason: z.string(),
      naApprover: z.string(),
      evidence: z.string(),
      comment: z.string(),
      action: Action.nullable(),
    }),
  ),
  benchmarks: z.array(BenchmarkRow2Schema),
  trend: z.array(z.object({ phase: Phase, method: z.number().int(), felIndex: z.number(), band: Band, createdAt: z.string() })),
  team: z.array(TeamMember),
  author: z.object({ key: z.string(), name: z.string() }).nullable(),
  preparedBy: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewerIndependent: z.boolean(),
  gateDate: z.string().nullable(),
  method: z.object({
    method: z.literal(2),
    /** The constants as used (Method2Constants), printed on the method page. */
    bands: z.array(z.object({ name: Band, max: z.number() })),
    companyAverageMinProjects: z.number().int(),
    rules: z.array(z.string()),
    disclaimer: z.string(),
  }),
});

export type SnapshotV2 = z.infer<typeof SnapshotV2Schema>;
export type BenchmarkRow2 = z.infer<typeof BenchmarkRow2Schema>;
