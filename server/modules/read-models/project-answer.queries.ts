import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, projects, teamMembers, type Phase } from '../../db/schema/index.ts';
import type { AnswerRow } from '../questionnaire/index.ts';
import { teamFlag, type ProjectLock, type ProjectRow, type ProjectView } from '../projects/index.ts';

// How a service loads its project (projects/project-access.ts). An answer save reads its project (to check
// access and state, holding the row as `lock` says until the save commits) and the answer it replaces in ONE
// statement: a save is the busiest write there is, and a second round trip per save was measurable. The
// lock is only a lock: nothing here writes.

/**
 * One project of an organization with the viewer's team flag (`lock` takes a row lock on the project inside
 * a transaction), and (when `answer` names a question) that question's answer, read in the same statement.
 */
export async function findProjectWithAnswer(
  db: Db,
  p: { organizationId: string; projectId: string; viewerEmail: string; lock?: ProjectLock; answer?: { phase: Phase; code: string } },
): Promise<{ project: ProjectView; answer: AnswerRow | null } | null> {
  const query = db
    .select({ project: projects, viewerIsTeamMember: teamFlag(p.viewerEmail), answer: answers })
    .from(projects)
    .leftJoin(
      answers,
      p.answer
        ? and(eq(answers.projectId, projects.id), eq(answers.phase, p.answer.phase), eq(answers.questionCode, p.answer.code))
        : sql`false`,
    )
    .where(and(eq(projects.id, p.projectId), eq(projects.organizationId, p.organizationId)))
    .limit(1);
  const [row] = p.lock ? await query.for(p.lock, { of: projects }) : await query;
  return row ? { project: { ...row.project, viewerIsTeamMember: row.viewerIsTeamMember }, answer: row.answer } : null;
}

/** A project as the live streams need it once per event: the row, its team's emails, and the answers named. */
export type ProjectForLive = { project: ProjectRow; teamEmails: string[]; answers: AnswerRow[] };

/**
 * One read per event for every open stream of a project on this instance (live/project-fan-out.ts): the
 * project, the lower-cased emails of its team (whether a viewer is on it) and, when codes are given, those
 * answers of the phase; each stream's viewer is then checked in memory. One statement, whatever the number
 * of streams.
 */
export async function findProjectForLive(db: Db, p: { projectId: string; answers?: { phase: Phase; codes: readonly string[] } }): Promise<ProjectForLive | null> {
  const named = p.answers;
  const rows = await db
    .select({
      project: projects,
      teamEmails: sql<string[]>`array(select lower(${teamMembers.email}) from ${teamMembers} where ${teamMembers.projectId} = ${projects.id})`,
      answer: answers,
    })
    .from(projects)
    .leftJoin(
      answers,
      named && named.codes.length > 0
        ? and(eq(answers.projectId, projects.id), eq(answers.phase, named.phase), inArray(answers.questionCode, [...named.codes]))
        : sql`false`,
    )
    .where(eq(projects.id, p.projectId));
  const [first] = rows;
  if (!first) return null;
  return { project: first.project, teamEmails: first.teamEmails, answers: rows.flatMap((r) => (r.answer ? [r.answer] : [])) };
}
