import { z } from 'zod';
import { Action, Area, Band, Level, Phase, ReportProject, TeamMember } from './snapshot-v1.ts';
import { BenchmarkRow2Schema } from './snapshot-v2.ts';

/**
 * Page 6 of method 3 (DOMAIN.md §3a): the company figure is the median of the other projects' latest signed-off
 * reports (from 5; companyMin and companyMax stay null), with the interquartile range from 8 and the notice
 * while too few exist. Snapshots frozen before these fields read them as null.
 */
export const BenchmarkRow3Schema = BenchmarkRow2Schema.extend({
  companyQ1: z.number().nullable().default(null),
  companyQ3: z.number().nullable().default(null),
  companyNotice: z.string().nullable().default(null),
});

// Snapshot format 3: scoring method 3 (DOMAIN.md §3a, §4). The M3Score figures (without its per-question
// list, which `questions` holds with what the report prints of each answer: claimed and scored level, why a
// claim is unsupported, "reviewed to N", its actions and a frozen copy of its linked register entries), the
// verdict, conditions and gate date, page 6's outcome lines (§3b), and the constants as used. A later change
// of the register, the answers, the outcomes or the constants never changes a saved report.

export const SNAPSHOT_V3 = 3;

const Gate = z.enum(['Ready', 'Ready with conditions', 'Not ready']);

const AreaScore3 = z.object({
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

const ActionStatus = z.object({ text: z.string(), owner: z.string(), due: z.string().nullable(), done: z.boolean(), problem: z.string().nullable() });

const Gap3 = z.object({
  code: z.string(),
  area: Area,
  title: z.string(),
  weight: z.number().int(),
  level: Level,
  claimed: z.union([Level, z.literal('N/A')]),
  target: Level,
  gap: z.number().int(),
  priority: z.number().int(),
  gateCritical: z.boolean(),
  deep: z.boolean(),
  actions: z.array(ActionStatus),
  actionComplete: z.boolean(),
  actionProblem: z.string().nullable(),
  nextDeliverable: z.string(),
});

const Condition3 = z.object({
  kind: z.enum(['redFlag', 'highGap', 'mediumGap', 'gateCriticalGap', 'unsupported', 'inconsistency', 'revisit', 'naReplacedLevel', 'naRejected']),
  code: z.string(),
  title: z.string(),
  weight: z.number().int(),
  text: z.string(),
  actionComplete: z.boolean().nullable(),
  actionProblem: z.string().nullable(),
  limits: z.array(z.string()),
});

const Blocker3 = z.union([
  z.object({ kind: z.enum(['incomplete', 'naRefused', 'naReason']), code: z.string(), problem: z.string() }),
  z.object({ kind: z.literal('areaNa'), area: Area, problem: z.string() }),
]);

const SignOff = z.object({ reviewer: z.string(), date: z.string() });

/** A linked register entry as it stood when the report was frozen. */
export const FrozenEntry = z.object({
  number: z.string(),
  title: z.string(),
  revision: z.string(),
  revisionDate: z.string().nullable(),
  counts: z.boolean(),
  /** Why it does not count, or null. */
  problem: z.string().nullable(),
});

/** Page 6's outcome lines (server/modules/outcomes/outcome-lines.ts), frozen. */
export const OutcomeLinesSchema = z.object({
  enough: z.boolean(),
  heading: z.string(),
  lines: z.array(z.object({ band: Band, n: z.number().int(), median: z.number(), marked: z.boolean(), text: z.string() })),
  indicative: z.boolean(),
  notes: z.array(z.string()),
  text: z.array(z.string()),
});

export const SnapshotV3Schema = z.object({
  version: z.literal(SNAPSHOT_V3),
  felIndex: z.number(),
  phase: Phase,
  bankVersion: z.string(),
  project: ReportProject,
  score: z.object({
    method: z.literal(3),
    phase: Phase,
    felIndex: z.number(),
    targetIndex: z.number(),
    targetDelta: z.number(),
    band: Band,
    uncappedBand: Band,
    capReason: z.string().nullable(),
    gauge: z.object({
      felIndex: z.number(),
      targetIndex: z.number(),
      band: Band,
      uncappedBand: Band,
      cap: z.object({ band: Band, reason: z.string(), binding: z.boolean() }).nullable(),
    }),
    attainment: z.number(),
    evidenceCoverage: z.number(),
    pessimisticIndex: z.number(),
    naCount: z.number().int(),
    redFlags: z.array(z.string()),
    gate: Gate,
    gateReasons: z.array(z.object({ text: z.string(), atBest: z.enum(['Ready with conditions', 'Not ready']) })),
    pendingReview: z.boolean(),
    review: SignOff.nullable(),
    gateDate: z.string().nullable(),
    targetPosition: z.string().nullable(),
    verdict: z.string(),
    conditions: z.array(Condition3),
    blockers: z.array(Blocker3),
    toReview: z.object({ marks: z.array(z.string()), naDecisions: z.array(z.string()) }),
    areas: z.object({ site: AreaScore3, eng: AreaScore3, pep: AreaScore3 }),
    gaps: z.array(Gap3),
  }),
  questions: z.array(
    z.object({
      code: z.string(),
      area: Area,
      title: z.string(),
      weight: z.number().int(),
      target: Level,
      /** The level claimed (null for N/A or unanswered). */
      level: Level.nullable(),
      scoredLevel: Level.nullable(),
      /** Why the claim is scored 4, in words, or null. */
      unsupported: z.string().nullable(),
      /** The reviewer's "supports level N" when worse than the claim. */
      reviewedTo: Level.nullable(),
      limitedBy: z.string().nullable(),
      inconsistent: z.boolean(),
      hasCountingEntry: z.boolean(),
      copiedUnrevised: z.boolean(),
      revisit: z.boolean(),
      gateCritical: z.boolean(),
      na: z.boolean(),
      naReason: z.string(),
      /** The reviewer's decision on an N/A ("accepted by …"), or ''. */
      naReview: z.object({ decision: z.enum(['accepted', 'rejected']), reviewer: z.string() }).nullable(),
      /** The answer's free-text note (never counts as evidence under method 3). */
      evidence: z.string(),
      comment: z.string(),
      actions: z.array(ActionStatus),
      /** The first complete action (else the first), in the shape the shared report pages print. */
      action: Action.nullable(),
      entries: z.array(FrozenEntry),
    }),
  ),
  benchmarks: z.array(BenchmarkRow3Schema),
  trend: z.array(z.object({ phase: Phase, method: z.number().int(), felIndex: z.number(), band: Band, createdAt: z.string() })),
  team: z.array(TeamMember),
  author: z.object({ key: z.string(), name: z.string() }).nullable(),
  preparedBy: z.string().nullable(),
  /** Set at sign-off: the independent reviewer (method 3 takes no typed reviewer name). */
  reviewedBy: z.string().nullable(),
  reviewerIndependent: z.boolean(),
  gateDate: z.string().nullable(),
  /** Page 6: the organization's closed projects by band (DOMAIN.md §3b), as they stood at creation or sign-off. */
  outcomeLines: OutcomeLinesSchema,
  method: z.object({
    method: z.literal(3),
    bands: z.array(z.object({ name: Band, max: z.number() })),
    companyAverageMinProjects: z.number().int(),
    rules: z.array(z.string()),
    disclaimer: z.string(),
  }),
});

export type SnapshotV3 = z.infer<typeof SnapshotV3Schema>;
export type FrozenEntry = z.infer<typeof FrozenEntry>;
export type BenchmarkRow3 = z.infer<typeof BenchmarkRow3Schema>;
