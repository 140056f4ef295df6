import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rawRows } from '../../db/client.ts';
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
export async function findReport(db: Db, reportId: string): Promise<ReportWithAuthor | null> {
  const [row] = await db.select(withAuthor).from(reports).leftJoin(users, eq(users.id, reports.createdBy)).where(eq(reports.id, reportId)).limit(1);
  return row ? { ...row.report, createdByName: row.createdByName } : null;
}

/** Changes a report's notes. */
export async function updateReportNotes(db: Db, p: { reportId: string; notes: string; now: Date }): Promise<void> {
  await db.update(reports).set({ notes: p.notes, updatedAt: p.now }).where(eq(reports.id, p.reportId));
}

const Figure = z.coerce.number().nullable();
const AggregateRow = z.object({
  n: z.coerce.number(),
  felAvg: Figure, felMin: Figure, felMax: Figure,
  siteAvg: Figure, siteMin: Figure, siteMax: Figure,
  engAvg: Figure, engMin: Figure, engMax: Figure,
  pepAvg: Figure, pepMin: Figure, pepMax: Figure,
  classN: z.coerce.number(),
  classFel: Figure, classSite: Figure, classEng: Figure, classPep: Figure,
});
export type CompanyAggregate = z.infer<typeof AggregateRow>;

/**
 * The company average of DOMAIN.md §3 in one statement: the latest report of the same phase and method of
 * each of the organization's other projects, averaged per area and composite with n and range, and the
 * same over the projects of one type (the class average). Reads the report columns, never the snapshots.
 */
export async function companyAggregate(db: Db, p: { organizationId: string; phase: Phase; method: number; excludeProjectId: string; projectType: string }): Promise<CompanyAggregate> {
  const stats = (col: string, name: string) => sql.raw(`avg(${col})::float8 as "${name}Avg", min(${col})::float8 as "${name}Min", max(${col})::float8 as "${name}Max"`);
  const cls = (col: string, name: string) => sql.raw(`avg(${col}) filter (where in_class)::float8 as "${name}"`);
  const rows = await rawRows(
    db,
    sql`with latest as (
          select distinct on (r.project_id) r.fel_index, r.site_index, r.eng_index, r.pep_index, (r.project_type = ${p.projectType} and ${p.projectType} <> '') as in_class
          from ${reports} r join ${projects} pr on pr.id = r.project_id
          where pr.organization_id = ${p.organizationId} and r.phase = ${p.phase} and r.method = ${p.method} and r.project_id <> ${p.excludeProjectId}
          order by r.project_id, r.created_at desc, r.id desc
        )
        select count(*)::int as n, ${stats('fel_index', 'fel')}, ${stats('site_index', 'site')}, ${stats('eng_index', 'eng')}, ${stats('pep_index', 'pep')},
          count(*) filter (where in_class)::int as "classN", ${cls('fel_index', 'classFel')}, ${cls('site_index', 'classSite')}, ${cls('eng_index', 'classEng')}, ${cls('pep_index', 'classPep')}
        from latest`,
  );
  return AggregateRow.parse(rows[0]);
}
