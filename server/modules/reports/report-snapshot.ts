import { z } from 'zod';
import { type Action, type BenchmarkRowSchema, type SnapshotV1, SnapshotV1Schema } from './snapshot-v1.ts';
import { type SnapshotV2, SnapshotV2Schema } from './snapshot-v2.ts';
import { type SnapshotV3, SnapshotV3Schema } from './snapshot-v3.ts';

// What a report freezes (DOMAIN.md §4), in one of three formats: 1 (method 1, bank 2026.1; saved reports
// print exactly as made), 2 (method 2) and 3 (method 3, bank 2026.3). Stored as jsonb in reports.snapshot and validated when read
// back. `felIndex` stays top-level in both: the dashboard reads it in SQL.

export { SNAPSHOT_V2 } from './snapshot-v2.ts';
export { SNAPSHOT_V3 } from './snapshot-v3.ts';
export type { SnapshotV1 } from './snapshot-v1.ts';
export type { SnapshotV2, BenchmarkRow2 } from './snapshot-v2.ts';
export type { SnapshotV3 } from './snapshot-v3.ts';

export const ReportSnapshotSchema = z.discriminatedUnion('version', [SnapshotV1Schema, SnapshotV2Schema, SnapshotV3Schema]);

export type ReportSnapshot = SnapshotV1 | SnapshotV2 | SnapshotV3;
export type BenchmarkRow = z.infer<typeof BenchmarkRowSchema>;
export type ReportAction = z.infer<typeof Action>;

/** Reads a stored snapshot; a row that does not match either format is an internal error, never shown half-read. */
export function parseSnapshot(value: unknown): ReportSnapshot {
  return ReportSnapshotSchema.parse(value);
}

/** The scoring method of a snapshot. */
export const methodOf = (s: ReportSnapshot): 1 | 2 | 3 => s.version;

/** The gaps ranked by weight × gap (rank from 1), each with the action the team recorded. */
export function rankedRecommendations(snapshot: ReportSnapshot) {
  const actions = new Map(snapshot.questions.map((q) => [q.code, q.action]));
  if (snapshot.version === 3) {
    return snapshot.score.gaps.map((g, i) => {
      const first = g.actions.find((a) => a.problem === null) ?? g.actions[0];
      const action = first ? { text: first.text, owner: first.owner, due: first.due, status: first.done ? ('done' as const) : ('open' as const) } : null;
      const claimedLevel = g.claimed === 'N/A' ? null : g.claimed;
      return { ...g, claimedLevel, hasAction: g.actions.length > 0, rank: i + 1, action };
    });
  }
  const gaps = snapshot.version === 2 ? snapshot.score.gaps : snapshot.score.gaps.map((g) => ({ ...g, claimedLevel: g.level, actionComplete: null, actionProblem: null, gateCritical: false }));
  return gaps.map((g, i) => ({ ...g, rank: i + 1, action: actions.get(g.code) ?? null }));
}
