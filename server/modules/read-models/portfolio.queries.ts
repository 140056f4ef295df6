import { and, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rawRows } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { projects, users, type Phase } from '../../db/schema/index.ts';
import { BANK_VERSIONS, PHASES, questionsFor } from '../questionnaire/bank/index.ts';
import { currentPhaseSql, visibleProjectsCondition, type VisibilityScope } from '../projects/index.ts';

// The portfolio's reads: every figure is an SQL aggregate over one scope (the active projects the viewer may
// see, filtered), built once as a common table expression. Only method 2 and 3 reports count (one scale:
// method 3 scores levels as method 2 does): their FEL Index is a column; band, target attainment and gate
// outcome are read from the frozen score of the snapshot.

export const GATES = ['Ready', 'Ready with conditions', 'Not ready'] as const;
export type Gate = (typeof GATES)[number];

/** A filter value: undefined is "any", null is "not given" (an unset screening answer, or no report). */
export type PortfolioFilter = {
  projectType?: string | null;
  costRange?: string | null;
  ownerId?: string;
  phase?: Phase;
  gate?: Gate | null;
};

export type PortfolioParams = {
  organizationId: string;
  viewerId: string;
  viewerEmail: string;
  scope: VisibilityScope;
  /** Today, YYYY-MM-DD (the viewer's date, else UTC's): an open action due before it is overdue. */
  today: string;
  filter: PortfolioFilter;
};

const screening = (column: typeof projects.projectType | typeof projects.costRange, value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? isNull(column) : eq(column, value);

/**
 * visible: the active projects the viewer may see, filtered by type, cost range, owner and phase; latest: the
 * newest method 2 or 3 report of each project and phase; scope: the visible projects after the gate filter (the
 * gate of a project is that of its newest report of either phase); chosen: the latest reports of the scope.
 */
function portfolioCte(db: Db, p: PortfolioParams): SQL {
  const f = p.filter;
  const where =
    and(
      visibleProjectsCondition(db, p),
      eq(projects.isActive, true),
      screening(projects.projectType, f.projectType),
      screening(projects.costRange, f.costRange),
      f.ownerId === undefined ? undefined : eq(projects.ownerUserId, f.ownerId),
      f.phase === undefined ? undefined : sql`${currentPhaseSql} = ${f.phase}`,
    ) ?? sql`true`;
  const gate = f.gate === undefined ? sql`true` : f.gate === null ? sql`n.gate is null` : sql`n.gate = ${f.gate}`;
  return sql`with visible as (
      select ${projects.id} as id, ${projects.name} as name, ${projects.projectType} as project_type, ${projects.costRange} as cost_range,
        ${projects.ownerUserId} as owner_id, ${projects.bankVersion} as bank_version, ${currentPhaseSql} as phase
      from ${projects} where ${where}),
    latest as (
      select distinct on (r.project_id, r.phase) r.project_id, r.phase, r.fel_index, r.snapshot->'score'->>'band' as band,
        (r.snapshot->'score'->>'attainment')::float8 as attainment, r.snapshot->'score'->>'gate' as gate, r.created_at, r.id
      from reports r join visible v on v.id = r.project_id
      where r.method >= 2
      order by r.project_id, r.phase, r.created_at desc, r.id desc),
    newest as (select distinct on (project_id) project_id, gate from latest order by project_id, created_at desc, id desc),
    scope as (select v.*, n.gate from visible v left join newest n on n.project_id = v.id where ${gate}),
    chosen as (select l.* from latest l join scope s on s.id = l.project_id)`;
}

// Each bank's questions as three parallel arrays (code, phase, version): three parameters, however long the banks.
const bankQuestions = BANK_VERSIONS.flatMap((version) => PHASES.flatMap((phase) => questionsFor(phase, version).map((q) => ({ code: q.code, phase, version }))));
const bankCodes = bankQuestions.map((q) => q.code);
const bankPhases = bankQuestions.map((q) => q.phase);
const bankVersions = bankQuestions.map((q) => q.version);

const num = z.coerce.number();
const maybeNum = z.union([z.null(), z.coerce.number()]);
const ReportCols = (phase: Phase) => ({
  [`${phase}_index`]: maybeNum,
  [`${phase}_band`]: z.string().nullable(),
  [`${phase}_attainment`]: maybeNum,
  [`${phase}_gate`]: z.string().nullable(),
  [`${phase}_at`]: z.union([z.null(), z.coerce.date()]),
});
const ProjectRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_key: z.string(),
  project_type: z.string().nullable(),
  cost_range: z.string().nullable(),
  owner_id: z.string(),
  owner_name: z.string(),
  phase: z.enum(PHASES),
  bank_version: z.string(),
  answered: num,
  open_actions: num,
  overdue_actions: num,
  ...ReportCols('fel2'),
  ...ReportCols('fel3'),
});

export type PortfolioReport = { phase: Phase; felIndex: number; band: string; attainment: number | null; gate: Gate | null; createdAt: Date };
export type PortfolioProjectRow = {
  id: string;
  name: string;
  /** lower(name) as PostgreSQL spells it: the list's sort key and its cursor. */
  nameKey: string;
  projectType: string | null;
  costRange: string | null;
  owner: { id: string; name: string };
  currentPhase: Phase;
  answered: number;
  total: number;
  openActions: number;
  overdueActions: number;
  reports: { fel2: PortfolioReport | null; fel3: PortfolioReport | null };
};

const isGate = (value: string | null): value is Gate => GATES.some((g) => g === value);

function reportOf(row: Record<string, unknown>, phase: Phase): PortfolioReport | null {
  const index = row[`${phase}_index`];
  const at = row[`${phase}_at`];
  if (typeof index !== 'number' || !(at instanceof Date)) return null;
  const band = row[`${phase}_band`];
  const attainment = row[`${phase}_attainment`];
  const gate = row[`${phase}_gate`];
  return {
    phase,
    felIndex: index,
    band: typeof band === 'string' ? band : '',
    attainment: typeof attainment === 'number' ? attainment : null,
    gate: typeof gate === 'string' && isGate(gate) ? gate : null,
    createdAt: at,
  };
}

/** The portfolio's projects with their latest report per phase, progress of the open phase and action counts (one statement). */
export async function portfolioProjects(db: Db, p: PortfolioParams, page?: { after: readonly [string, string] | null; limit: number }): Promise<PortfolioProjectRow[]> {
  // A page by name: the projects after the cursor's (lower(name), id), `limit` of them.
  const after = page?.after ? sql`where (lower(s.name), s.id) > (${page.after[0]}, ${page.after[1]}::uuid)` : sql``;
  const limit = page ? sql`limit ${page.limit}` : sql``;
  const reportCols = (phase: Phase, alias: SQL) =>
    sql`${alias}.fel_index as ${sql.raw(`${phase}_index`)}, ${alias}.band as ${sql.raw(`${phase}_band`)}, ${alias}.attainment as ${sql.raw(`${phase}_attainment`)},
        ${alias}.gate as ${sql.raw(`${phase}_gate`)}, ${alias}.created_at as ${sql.raw(`${phase}_at`)}`;
  const rows = await rawRows(
    db,
    sql`${portfolioCte(db, p)},
      progress as (
        select a.project_id, count(*)::int as answered
        from answers a join scope s on s.id = a.project_id and a.phase = s.phase
          join unnest(${sql.param(bankCodes)}::text[], ${sql.param(bankPhases)}::text[], ${sql.param(bankVersions)}::text[]) as q(code, phase, version)
            on q.code = a.question_code and q.phase = a.phase and q.version = s.bank_version
        where a.level is not null or (a.na and btrim(a.na_reason) <> '')
        group by 1),
      acts as (
        select a.project_id, count(*) filter (where a.action_status = 'open')::int as open_actions,
          count(*) filter (where a.action_status = 'open' and a.action_due < ${p.today}::date)::int as overdue_actions
        from answers a join scope s on s.id = a.project_id
        where a.action_text <> ''
        group by 1)
      select s.id, s.name, lower(s.name) as name_key, s.project_type, s.cost_range, s.owner_id, u.name as owner_name, s.phase, s.bank_version,
        coalesce(pr.answered, 0) as answered, coalesce(ac.open_actions, 0) as open_actions, coalesce(ac.overdue_actions, 0) as overdue_actions,
        ${reportCols('fel2', sql.raw('l2'))}, ${reportCols('fel3', sql.raw('l3'))}
      from scope s join ${users} u on u.id = s.owner_id
        left join progress pr on pr.project_id = s.id
        left join acts ac on ac.project_id = s.id
        left join chosen l2 on l2.project_id = s.id and l2.phase = 'fel2'
        left join chosen l3 on l3.project_id = s.id and l3.phase = 'fel3'
      ${after}
      order by lower(s.name), s.id
      ${limit}`,
  );
  return rows.map((raw) => {
    const r = ProjectRowSchema.parse(raw);
    const record: Record<string, unknown> = r;
    return {
      id: r.id,
      name: r.name,
      nameKey: r.name_key,
      projectType: r.project_type,
      costRange: r.cost_range,
      owner: { id: r.owner_id, name: r.owner_name },
      currentPhase: r.phase,
      answered: r.answered,
      total: questionsFor(r.phase, r.bank_version).length,
      openActions: r.open_actions,
      overdueActions: r.overdue_actions,
      reports: { fel2: reportOf(record, 'fel2'), fel3: reportOf(record, 'fel3') },
    };
  });
}

/** How many projects the portfolio holds under its filter (the projects page's total). */
export async function portfolioProjectCount(db: Db, p: PortfolioParams): Promise<number> {
  const [row] = await rawRows(db, sql`${portfolioCte(db, p)} select count(*)::int as n from scope`);
  return z.object({ n: num }).parse(row ?? { n: 0 }).n;
}

const PhaseField = z.enum(PHASES);
const ChartsSchema = z.object({
  distribution: z.array(z.object({ phase: PhaseField, bin: num, projects: num })),
  bands: z.array(z.object({ phase: PhaseField, band: z.string(), projects: num })),
  averages: z.array(z.object({ phase: PhaseField, average: num, min: num, max: num, projects: num })),
  movement: z.array(z.object({ id: z.string(), name: z.string(), fel2: num, fel3: num })),
  trend: z.array(z.object({ phase: PhaseField, quarter: z.string(), average: num, projects: num })),
});
export type PortfolioCharts = z.infer<typeof ChartsSchema>;

/** Distribution bins start at 3.00 and are one index point wide (the last one holds 12.00). */
export const BIN_FROM = 3;
export const BIN_COUNT = 9;

/**
 * The chart figures in one statement: FEL Index distribution (1.00-wide bins), band counts, the average with
 * its range, and FEL 2 → FEL 3 movement (projects with a report of both) per phase, over the latest reports;
 * and the trend of the company average by calendar quarter (UTC): the mean of the reports saved in that
 * quarter, each project's newest of the quarter. Averages are summed as numeric: a float8 sum's last digit
 * follows the order the rows arrive in (the plan), so the same portfolio answered 5.449999999999999 or
 * 5.450000000000001 (found by the portfolio benchmark's check against its baseline).
 */
export async function portfolioCharts(db: Db, p: PortfolioParams): Promise<PortfolioCharts> {
  const agg = (query: SQL) => sql`(select coalesce(json_agg(x), '[]'::json) from (${query}) x)`;
  const quarterOf = sql.raw(`date_trunc('quarter', r.created_at at time zone 'UTC')`);
  const [row] = await rawRows(
    db,
    sql`${portfolioCte(db, p)}
      select
        ${agg(sql`select phase, least(width_bucket(fel_index, ${BIN_FROM}, ${BIN_FROM + BIN_COUNT}, ${BIN_COUNT}), ${BIN_COUNT}) as bin, count(*)::int as projects
          from chosen group by 1, 2 order by 1, 2`)} as distribution,
        ${agg(sql`select phase, band, count(*)::int as projects from chosen group by 1, 2 order by 1, 2`)} as bands,
        ${agg(sql`select phase, avg(fel_index::numeric)::float8 as average, min(fel_index) as min, max(fel_index) as max, count(*)::int as projects
          from chosen group by 1 order by 1`)} as averages,
        ${agg(sql`select s.id, s.name, l2.fel_index as fel2, l3.fel_index as fel3
          from scope s join chosen l2 on l2.project_id = s.id and l2.phase = 'fel2' join chosen l3 on l3.project_id = s.id and l3.phase = 'fel3'
          order by lower(s.name), s.id`)} as movement,
        ${agg(sql`select phase, to_char(quarter, 'YYYY-"Q"Q') as quarter, avg(fel_index::numeric)::float8 as average, count(*)::int as projects
          from (select distinct on (r.project_id, r.phase, ${quarterOf}) r.phase, ${quarterOf} as quarter, r.fel_index
                from reports r join scope s on s.id = r.project_id
                where r.method >= 2
                order by r.project_id, r.phase, ${quarterOf}, r.created_at desc, r.id desc) q
          group by q.phase, q.quarter order by q.quarter, q.phase`)} as trend`,
  );
  return ChartsSchema.parse(row);
}

export const ACTION_STATUSES = ['overdue', 'open', 'done'] as const;
export type PortfolioActionStatus = (typeof ACTION_STATUSES)[number];

const ActionRowSchema = z.object({
  project_id: z.string(),
  project_name: z.string(),
  phase: PhaseField,
  question_code: z.string(),
  bank_version: z.string(),
  action_text: z.string(),
  action_owner: z.string(),
  due: z.string().nullable(),
  status: z.enum(ACTION_STATUSES),
  total: num,
});
export type PortfolioActionRow = Omit<z.infer<typeof ActionRowSchema>, 'total'>;

/**
 * The actions of the portfolio's projects (both phases): overdue first, then open, then done; by due date
 * (undated last), project and question. A page of them with the total, or all of them (limit null).
 */
export async function portfolioActions(
  db: Db,
  p: PortfolioParams & { status: PortfolioActionStatus | null; limit: number | null; offset: number },
): Promise<{ rows: PortfolioActionRow[]; total: number }> {
  const rows = await rawRows(
    db,
    sql`${portfolioCte(db, p)},
      acts as (
        select s.id as project_id, s.name as project_name, a.phase, a.question_code, a.bank_version, a.action_text, a.action_owner,
          a.action_due::text as due,
          case when a.action_status = 'done' then 'done' when a.action_due < ${p.today}::date then 'overdue' else 'open' end as status
        from answers a join scope s on s.id = a.project_id
        where a.action_text <> '')
      select acts.*, count(*) over ()::int as total from acts
      ${p.status === null ? sql`` : sql`where status = ${p.status}`}
      order by case status when 'overdue' then 0 when 'open' then 1 else 2 end, due nulls last, lower(project_name), project_id, phase, question_code
      ${p.limit === null ? sql`` : sql`limit ${p.limit} offset ${p.offset}`}`,
  );
  const parsed = rows.map((r) => ActionRowSchema.parse(r));
  return { rows: parsed.map(({ total: _total, ...rest }) => rest), total: parsed[0]?.total ?? 0 };
}

/** The owners of the active projects the viewer may see (the owner filter's choices), by name. */
export async function portfolioOwners(db: Db, p: Omit<PortfolioParams, 'filter' | 'today'>, page: { search: string | null; limit: number }): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerUserId))
    .where(and(visibleProjectsCondition(db, p), eq(projects.isActive, true), page.search ? ilike(users.name, containsPattern(page.search)) : undefined))
    .orderBy(users.name, users.id)
    .limit(page.limit);
}
