import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { olderThanRow } from '../../db/keyset.ts';
import { reports, users } from '../../db/schema/index.ts';
import type { Phase } from '../questionnaire/bank/index.ts';
import type { ReportWithAuthor } from '../reports/index.ts';

// Saved reports with their authors' names (reports joined to users), as the report screens, the history and
// the project lists show them. Reads only.

const withAuthor = { report: reports, createdByName: users.name };

/** The saved reports of several projects (both phases), newest first, with their authors' names: one statement per list. */
export async function listReportsOfProjects(db: Db, projectIds: string[]): Promise<ReportWithAuthor[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select(withAuthor)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.createdBy))
    .where(inArray(reports.projectId, projectIds))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  return rows.map((r) => ({ ...r.report, createdByName: r.createdByName }));
}

/** One saved report with its author's name. */
export async function findReportWithAuthor(db: Db, reportId: string): Promise<ReportWithAuthor | null> {
  const [row] = await db.select(withAuthor).from(reports).leftJoin(users, eq(users.id, reports.createdBy)).where(eq(reports.id, reportId)).limit(1);
  return row ? { ...row.report, createdByName: row.createdByName } : null;
}

/** Up to `limit` saved reports of one phase of a project, newest first, after the report `afterId` (a cursor) when given. */
export async function listReportPage(db: Db, p: { projectId: string; phase: Phase; afterId: string | null; limit: number }): Promise<ReportWithAuthor[]> {
  const rows = await db
    .select(withAuthor)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.createdBy))
    .where(
      and(
        eq(reports.projectId, p.projectId),
        eq(reports.phase, p.phase),
        p.afterId ? olderThanRow(reports, reports.createdAt, reports.id, p.afterId) : undefined,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(p.limit);
  return rows.map((r) => ({ ...r.report, createdByName: r.createdByName }));
}
