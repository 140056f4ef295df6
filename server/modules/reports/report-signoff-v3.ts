import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findReportRow, refreezeReport } from './reports.queries.ts';
import { findProjectOfReport } from '../read-models/index.ts';
import { listMarks } from './review.queries.ts';
import { reviewFigures } from './review-figures.ts';
import { ReviewInputSchema } from './review-input.ts';
import { freezeParts } from './report-builder-v3.ts';
import { parseSnapshot, type SnapshotV3 } from './report-snapshot.ts';

// The sign-off re-freeze of a method 3 report (DOMAIN.md §3a): the answers as submitted, scored with the
// reviewer's marks and N/A decisions and the sign-off (no longer "pending independent review"), with the
// entries, the method page naming the reviewer, and page 6's outcome lines read again at sign-off. The
// review's own record (statement, marks, earlier levels) is written by the sign-off; this reads it.

const Record = z.object({
  reviewer: z.object({ name: z.string() }),
  signedOffAt: z.string(),
  earlierLevels: z.array(z.string()),
});

/**
 * Re-freezes a signed-off method 3 report's snapshot with its review, in the sign-off's transaction. A report
 * of another method, or not signed off, is left as it is (returns null).
 */
export async function refreezeSignedOff(db: Db, reportId: string): Promise<SnapshotV3 | null> {
  const row = await findReportRow(db, reportId);
  if (!row || row.reviewState !== 'signed_off' || !row.reviewInput || !row.reviewRecord) return null;
  const snapshot = parseSnapshot(row.snapshot);
  if (snapshot.version !== 3) return null;
  const project = await findProjectOfReport(db, row.projectId);
  if (!project) return null;
  const input = ReviewInputSchema.parse(row.reviewInput);
  const record = Record.parse(row.reviewRecord);
  const date = record.signedOffAt.slice(0, 10);
  const signOff = { reviewer: record.reviewer.name, date };
  const { score } = reviewFigures(input, await listMarks(db, row.id), { reviewer: signOff.reviewer, today: date, earlierLevels: new Set(record.earlierLevels), signOff });
  const parts = await freezeParts(db, { organizationId: project.organizationId, projectId: project.id, input, score, today: date });
  const trend = snapshot.trend.map((t) => (t.phase === snapshot.phase && t.method === 3 ? { ...t, felIndex: score.felIndex, band: score.band } : t));
  const benchmarks = snapshot.benchmarks.map((b) => ({ ...b, project: b.key === 'composite' ? score.felIndex : score.areas[b.key].index }));
  const frozen: SnapshotV3 = { ...snapshot, ...parts, trend, benchmarks, gateDate: input.gateDate, reviewedBy: signOff.reviewer, reviewerIndependent: true };
  await refreezeReport(db, row.id, { snapshot: frozen, felIndex: score.felIndex, siteIndex: score.areas.site.index, engIndex: score.areas.eng.index, pepIndex: score.areas.pep.index });
  return frozen;
}
