import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rawRows } from '../../db/client.ts';
import { answers } from '../../db/schema/index.ts';
import { BANK } from './bank/index.ts';
import type { AreaCounts } from './progress.ts';

export type ProjectAreaCounts = AreaCounts & { projectId: string };

const Row = z.object({
  projectId: z.string(),
  phase: z.enum(['fel2', 'fel3']),
  area: z.enum(['site', 'eng', 'pep']),
  answered: z.coerce.number(),
  flagged: z.coerce.number(),
});

// The bank as three parallel arrays: three parameters, however many questions it has.
const codes = BANK.questions.map((q) => q.code);
const phases = BANK.questions.map((q) => q.phase);
const areas = BANK.questions.map((q) => q.area);

/**
 * Answered and flagged counts per phase and area of several projects in one statement (dashboard). Only
 * codes of the current bank count (it holds every 2026.1 code too); "answered" is a level or N/A with a justification (progress.ts).
 */
export async function areaCountsOf(db: Db, projectIds: string[]): Promise<ProjectAreaCounts[]> {
  if (projectIds.length === 0) return [];
  const rows = await rawRows(
    db,
    sql`select ${answers.projectId} as "projectId", q.phase, q.area,
          count(*) filter (where ${answers.level} is not null or (${answers.na} and btrim(${answers.naReason}) <> ''))::int as answered,
          count(*) filter (where ${answers.revisit})::int as flagged
        from ${answers}
        join unnest(${sql.param(codes)}::text[], ${sql.param(phases)}::text[], ${sql.param(areas)}::text[]) as q(code, phase, area)
          on q.code = ${answers.questionCode} and q.phase = ${answers.phase}
        where ${answers.projectId} = any(${sql.param(projectIds)}::uuid[])
        group by 1, 2, 3`,
  );
  return z.array(Row).parse(rows);
}
