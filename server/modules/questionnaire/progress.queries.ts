import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { textArrayLiteral } from '../../db/frozen-sql.ts';
import { answers } from '../../db/schema/index.ts';
import { type Area, BANK, type Phase } from './bank/index.ts';
import type { AreaCounts } from './progress.ts';

export type ProjectAreaCounts = AreaCounts & { projectId: string };

// The bank as three parallel constant arrays, written into the statement (they never change while the
// process runs), so a statement that reads counts has no values of its own and can be frozen (frozen-sql.ts).
const codes = BANK.questions.map((q) => q.code);
const phases = BANK.questions.map((q) => q.phase);
const areas = BANK.questions.map((q) => q.area);

/** "Answered" (progress.ts): a level, or N/A with a justification. */
const answeredCount = sql<number>`(count(*) filter (where ${answers.level} is not null or (${answers.na} and btrim(${answers.naReason}) <> '')))::int`;
const flaggedCount = sql<number>`(count(*) filter (where ${answers.revisit}))::int`;
/** The current bank's questions as a table q(code, phase, area), joined to the answers of its codes. */
const bankQuestions = sql`unnest(${textArrayLiteral(codes)}, ${textArrayLiteral(phases)}, ${textArrayLiteral(areas)}) as q(code, phase, area)`;
const inBank = sql`q.code = ${answers.questionCode} and q.phase = ${answers.phase}`;

/**
 * Answered and flagged counts per phase and area of several projects in one statement (dashboard). Only
 * codes of the current bank count (it holds every 2026.1 code too); "answered" is a level or N/A with a
 * justification (progress.ts). The rows are typed by the select (our own statement): no validation per row.
 */
export async function areaCountsOf(db: Db, projectIds: string[]): Promise<ProjectAreaCounts[]> {
  if (projectIds.length === 0) return [];
  return db
    .select({ projectId: answers.projectId, phase: sql<Phase>`q.phase`, area: sql<Area>`q.area`, answered: answeredCount, flagged: flaggedCount })
    .from(answers)
    .innerJoin(bankQuestions, inBank)
    .where(sql`${answers.projectId} = any(${sql.param(projectIds)}::uuid[])`)
    .groupBy(answers.projectId, sql`q.phase`, sql`q.area`);
}

/**
 * The same counts for the project of an outer statement's row, as a JSON array (one per phase and area
 * with answers), for a list that reads them in its own statement (the dashboard page, read-models/).
 */
export function areaCountsJson(projectId: AnyColumn): SQL<AreaCounts[]> {
  const perArea = sql`select q.phase, q.area, ${answeredCount} as answered, ${flaggedCount} as flagged from ${answers} inner join ${bankQuestions} on ${inBank} where ${answers.projectId} = ${projectId} group by q.phase, q.area`;
  return sql<AreaCounts[]>`(select coalesce(json_agg(c), '[]'::json) from (${perArea}) c)`;
}
