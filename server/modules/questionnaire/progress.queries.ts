import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers } from '../../db/schema/index.ts';
import { type Area, BANK, type Phase } from './bank/index.ts';
import type { AreaCounts } from './progress.ts';

export type ProjectAreaCounts = AreaCounts & { projectId: string };

// The bank as three parallel arrays: three parameters, however many questions it has.
const codes = BANK.questions.map((q) => q.code);
const phases = BANK.questions.map((q) => q.phase);
const areas = BANK.questions.map((q) => q.area);

/**
 * Answered and flagged counts per phase and area of several projects in one statement (dashboard). Only
 * codes of the current bank count (it holds every 2026.1 code too); "answered" is a level or N/A with a
 * justification (progress.ts). The rows are typed by the select (our own statement): no validation per row.
 */
export async function areaCountsOf(db: Db, projectIds: string[]): Promise<ProjectAreaCounts[]> {
  if (projectIds.length === 0) return [];
  return db
    .select({
      projectId: answers.projectId,
      phase: sql<Phase>`q.phase`,
      area: sql<Area>`q.area`,
      answered: sql<number>`(count(*) filter (where ${answers.level} is not null or (${answers.na} and btrim(${answers.naReason}) <> '')))::int`,
      flagged: sql<number>`(count(*) filter (where ${answers.revisit}))::int`,
    })
    .from(answers)
    .innerJoin(
      sql`unnest(${sql.param(codes)}::text[], ${sql.param(phases)}::text[], ${sql.param(areas)}::text[]) as q(code, phase, area)`,
      sql`q.code = ${answers.questionCode} and q.phase = ${answers.phase}`,
    )
    .where(sql`${answers.projectId} = any(${sql.param(projectIds)}::uuid[])`)
    .groupBy(answers.projectId, sql`q.phase`, sql`q.area`);
}
