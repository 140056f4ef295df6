import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineQuery, loadNothing } from '../../commands/operation.ts';
import { type Db, rawRows } from '../../db/client.ts';
import { DEMO_ORG_NAME } from '../../db/seed-names.ts';
import { phaseField } from '../../validation.ts';
import type { Phase } from '../questionnaire/bank/index.ts';
import { METHOD3 } from '../scoring/scoring.constants.ts';
import type { BenchmarkRow2 } from './snapshot-v2.ts';
import type { BenchmarkRow3 } from './snapshot-v3.ts';

// Method 3's company figures (DOMAIN.md §3a): the latest signed-off report of each of the organization's
// active projects for the phase, never a draft, a deactivated project, or demo data outside the demo
// organization; the median from 5 projects, the interquartile range from 8 (percentile_cont, linear), never
// mean, min or max, which give single projects away. The same set for every viewer (a po_only User too).

const KEYS = ['composite', 'site', 'eng', 'pep'] as const;
type Key = (typeof KEYS)[number];
export type CompanyFigure = { key: Key; median: number | null; q1: number | null; q3: number | null };
export type CompanyFigures = {
  phase: Phase;
  signedOffReports: number;
  figures: CompanyFigure[];
  medianNotice: string | null;
  iqrNotice: string | null;
  /** The same set narrowed to the project's type (the class): its median from 5 projects, as the company's. */
  classReports: number;
  classMedians: { key: Key; median: number | null }[];
};

const Num = z.coerce.number().nullable();
const Row = z.object({
  n: z.coerce.number(),
  class_n: z.coerce.number(),
  ...Object.fromEntries(KEYS.flatMap((k) => [[`${k}_med`, Num], [`${k}_q1`, Num], [`${k}_q3`, Num], [`${k}_class_med`, Num]])),
});

const round2 = (v: unknown): number | null => (typeof v === 'number' ? Math.round(v * 100) / 100 : null);

/**
 * The organization's signed-off figures for a phase, `excludeProjectId` left out (a report's own project), and
 * the class's (the projects of `projectType`; none when it is not given).
 */
export async function companyFigures(db: Db, p: { organizationId: string; phase: Phase; excludeProjectId?: string; projectType?: string }): Promise<CompanyFigures> {
  const projectType = p.projectType ?? '';
  const value = (k: Key) => (k === 'composite' ? sql`(r.review_record -> 'figures' ->> 'felIndex')::float8` : sql`(r.review_record -> 'figures' -> 'areas' ->> ${k})::float8`);
  const stats = KEYS.map(
    (k) => sql`percentile_cont(0.5) within group (order by ${sql.raw(k)}) as ${sql.raw(`${k}_med`)},
      percentile_cont(0.25) within group (order by ${sql.raw(k)}) as ${sql.raw(`${k}_q1`)},
      percentile_cont(0.75) within group (order by ${sql.raw(k)}) as ${sql.raw(`${k}_q3`)},
      percentile_cont(0.5) within group (order by ${sql.raw(k)}) filter (where in_class) as ${sql.raw(`${k}_class_med`)}`,
  );
  const [raw] = await rawRows(
    db,
    sql`with latest as (
      select distinct on (r.project_id) ${sql.join(KEYS.map((k) => sql`${value(k)} as ${sql.raw(k)}`), sql`, `)},
        (p.project_type = ${projectType} and ${projectType} <> '') as in_class
      from reports r
      join projects p on p.id = r.project_id
      join organizations o on o.id = p.organization_id
      where p.organization_id = ${p.organizationId} and r.phase = ${p.phase}
        and r.review_state = 'signed_off' and r.review_record -> 'figures' ->> 'felIndex' is not null
        and p.is_active
        and (not p.is_demo or (o.name = ${DEMO_ORG_NAME} and not o.is_provider))
        ${p.excludeProjectId ? sql`and r.project_id <> ${p.excludeProjectId}` : sql``}
      order by r.project_id, r.signed_off_at desc, r.id desc
    )
    select count(*) as n, count(*) filter (where in_class) as class_n, ${sql.join(stats, sql`, `)} from latest`,
  );
  const row = Row.parse(raw);
  const { medianMinProjects, iqrMinProjects } = METHOD3.benchmarks;
  const withMedian = row.n >= medianMinProjects;
  const withIqr = row.n >= iqrMinProjects;
  const get = (name: string): unknown => Object.entries(row).find(([k]) => k === name)?.[1];
  return {
    phase: p.phase,
    signedOffReports: row.n,
    figures: KEYS.map((key) => ({
      key,
      median: withMedian ? round2(get(`${key}_med`)) : null,
      q1: withIqr ? round2(get(`${key}_q1`)) : null,
      q3: withIqr ? round2(get(`${key}_q3`)) : null,
    })),
    medianNotice: withMedian ? null : `Not available: ${row.n} of ${medianMinProjects} signed-off reports`,
    iqrNotice: withIqr ? null : `Interquartile range not available: ${row.n} of ${iqrMinProjects} signed-off reports`,
    classReports: row.class_n,
    classMedians: KEYS.map((key) => ({ key, median: row.class_n >= medianMinProjects ? round2(get(`${key}_class_med`)) : null })),
  };
}

/**
 * Method 3's page 6 rows: the company figure becomes the signed-off median (from 5) with its interquartile range
 * (from 8) or the notice, never a mean, min or max; a value the organization set itself stays as set. The class
 * figure likewise: the median of the same set's projects of this type, from 5 (DOMAIN.md §3a).
 */
export function withCompanyFigures(rows: readonly BenchmarkRow2[], figures: CompanyFigures): BenchmarkRow3[] {
  return rows.map((row) => {
    const classFigure = { classAverage: figures.classMedians.find((f) => f.key === row.key)?.median ?? null, classProjects: figures.classReports };
    if (row.companySource === 'override') return { ...row, ...classFigure, companyMin: null, companyMax: null, companyQ1: null, companyQ3: null, companyNotice: null };
    const figure = figures.figures.find((f) => f.key === row.key);
    const median = figure?.median ?? null;
    return {
      ...row,
      ...classFigure,
      company: median,
      companySource: median === null ? 'none' : 'average',
      companyProjects: figures.signedOffReports,
      companyMin: null,
      companyMax: null,
      companyQ1: figure?.q1 ?? null,
      companyQ3: figure?.q3 ?? null,
      companyNotice: figures.medianNotice,
    };
  });
}

/** The active organization's company figures: anyone who may read the organization, over the same set for all. */
export const getCompanyFigures = defineQuery({
  name: 'report.companyFigures',
  input: z.object({ phase: phaseField() }),
  action: 'organization.read',
  load: loadNothing,
  resource: { first: (viewer) => ({ organizationId: viewer.activeOrganizationId }) },
  run: async (_ctx, db, { viewer, input }) => companyFigures(db, { organizationId: viewer.activeOrganizationId, phase: input.phase }),
});
