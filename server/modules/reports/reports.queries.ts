import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, reports, users } from '../../db/schema/index.ts';
import type { Phase } from '../questionnaire/bank/index.ts';

export type ReportRow = typeof reports.$inferSelect;
export type ReportWithAuthor = ReportRow & { createdByName: string | null };

const withAuthor = { report: reports, createdByName: users.name };

/** Saves a snapshot. */
export async function insertReport(db: Db, values: typeof reports.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  if (!row) throw new Error('report insert returned no row');
  return row;
}

/** A project's saved reports of a phase, newest first, with their authors' names. */
export async function listReports(db: Db, p: { projectId: string; phase: Phase }): Promise<ReportWithAuthor[]> {
  const rows = await db
    .select(withAuthor)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.createdBy))
    .where(and(eq(reports.projectId, p.projectId), eq(reports.phase, p.phase)))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  return rows.map((r) => ({ ...r.report, createdByName: r.createdByName }));
}

/** One saved report with its author's name. */
export async function findReport(db: Db, reportId: string): Promise<ReportWithAuthor | null> {
  const [row] = await db.select(withAuthor).from(reports).leftJoin(users, eq(users.id, reports.createdBy)).where(eq(reports.id, reportId)).limit(1);
  return row ? { ...row.report, createdByName: row.createdByName } : null;
}

/** Changes a report's notes. */
export async function updateReportNotes(db: Db, p: { reportId: string; notes: string; now: Date }): Promise<void> {
  await db.update(reports).set({ notes: p.notes, updatedAt: p.now }).where(eq(reports.id, p.reportId));
}

export type PeerIndices = { fel: number; site: number; eng: number; pep: number };

/**
 * The newest report of each of an organization's other projects for a phase, reduced to its indices
 * (one statement; the company average of DOMAIN.md §3).
 */
export async function latestPeerIndices(db: Db, p: { organizationId: string; phase: Phase; excludeProjectId: string }): Promise<PeerIndices[]> {
  const index = (path: string) => sql<number>`(${reports.snapshot} #>> ${`{score,areas,${path},index}`})::float8`.mapWith(Number);
  return db
    .selectDistinctOn([reports.projectId], {
      fel: sql<number>`(${reports.snapshot} ->> 'felIndex')::float8`.mapWith(Number),
      site: index('site'),
      eng: index('eng'),
      pep: index('pep'),
    })
    .from(reports)
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .where(and(eq(projects.organizationId, p.organizationId), eq(reports.phase, p.phase), ne(reports.projectId, p.excludeProjectId)))
    .orderBy(reports.projectId, desc(reports.createdAt), desc(reports.id));
}
