import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rawRows } from '../../db/client.ts';
import { reportLatest, reports, reportTotals } from '../../db/schema/index.ts';
import type { Phase } from '../questionnaire/bank/index.ts';

export type ReportRow = typeof reports.$inferSelect;
/** A saved report with its author's name (read-models/report-authors.queries.ts reads them together). */
export type ReportWithAuthor = ReportRow & { createdByName: string | null };

/** Saves a snapshot (the database moves it into the company average's totals in the same transaction). */
export async function insertReport(db: Db, values: typeof reports.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  if (!row) throw new Error('report insert returned no row');
  return row;
}

/** One saved report by id (no access check: the caller already holds it). */
export async function findReportRow(db: Db, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

/** Freezes a report's snapshot again with the figures kept beside it (the sign-off of a method 3 report). */
export async function refreezeReport(db: Db, id: string, values: Pick<typeof reports.$inferInsert, 'snapshot' | 'felIndex' | 'siteIndex' | 'engIndex' | 'pepIndex'>): Promise<void> {
  await db.update(reports).set(values).where(eq(reports.id, id));
}

/** A project's saved reports of a phase, newest first. */
export async function listReports(db: Db, p: { projectId: string; phase: Phase }): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.projectId, p.projectId), eq(reports.phase, p.phase)))
    .orderBy(desc(reports.createdAt), desc(reports.id));
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
 * same over the projects of one type (the class average). Reads what the database keeps as reports are
 * written (report_totals, report_latest: schema/report-totals.ts), never the reports themselves: the
 * organization's totals less the project's own newest report, and each end of the range from its index,
 * so the time does not grow with the organization's projects.
 */
export async function companyAggregate(db: Db, p: { organizationId: string; phase: Phase; method: number; excludeProjectId: string; projectType: string }): Promise<CompanyAggregate> {
  const same = sql`organization_id = ${p.organizationId} and phase = ${p.phase} and method = ${p.method}`;
  const inClass = sql`(project_type = ${p.projectType} and ${p.projectType} <> '')`;
  const FIGURES = [['fel', 'fel_index', 'classFel'], ['site', 'site_index', 'classSite'], ['eng', 'eng_index', 'classEng'], ['pep', 'pep_index', 'classPep']] as const;
  const sums = FIGURES.map(([name]) => sql.raw(`sum(${name}_sum) as ${name}, sum(${name}_sum) filter (where in_class) as class_${name}`));
  const own = FIGURES.map(([name, col]) => sql.raw(`coalesce(sum(${col}::numeric), 0) as ${name}, coalesce(sum(${col}::numeric) filter (where in_class), 0) as class_${name}`));
  const mean = (sum: string, n: string) => `case when ${n} > 0 then ((t.${sum} - o.${sum}) / ${n})::float8 end`;
  const end = (col: string, order: 'asc' | 'desc') => sql`(select ${sql.raw(col)} from ${reportLatest} where ${same} and project_id <> ${p.excludeProjectId} order by ${sql.raw(`${col} ${order}`)} limit 1)`;
  const figures = FIGURES.map(
    ([name, col, classAlias]) => sql`${sql.raw(mean(name, 'c.n'))} as ${sql.raw(`"${name}Avg"`)}, ${end(col, 'asc')} as ${sql.raw(`"${name}Min"`)}, ${end(col, 'desc')} as ${sql.raw(`"${name}Max"`)},
      ${sql.raw(mean(`class_${name}`, 'c.class_n'))} as ${sql.raw(`"${classAlias}"`)}`,
  );
  const rows = await rawRows(
    db,
    sql`with t as (
          select coalesce(sum(projects), 0)::int as n, coalesce(sum(projects) filter (where in_class), 0)::int as class_n, ${sql.join(sums, sql`, `)}
          from (select *, ${inClass} as in_class from ${reportTotals} where ${same}) totals
        ), o as (
          select count(*)::int as n, (count(*) filter (where in_class))::int as class_n, ${sql.join(own, sql`, `)}
          from (select *, ${inClass} as in_class from ${reportLatest} where ${same} and project_id = ${p.excludeProjectId}) mine
        ), c as (select t.n - o.n as n, t.class_n - o.class_n as class_n from t, o)
        select c.n, c.class_n as "classN", ${sql.join(figures, sql`, `)}
        from t, o, c`,
  );
  return AggregateRow.parse(rows[0]);
}
