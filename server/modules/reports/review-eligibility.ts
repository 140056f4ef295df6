import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rawRows } from '../../db/client.ts';
import type { Phase } from '../questionnaire/bank/index.ts';
import { mayReviewAs } from '../../policies/roles.ts';

// Who may review a method 3 report (DOMAIN.md §3a), computed by the server, never by the client: an active
// person of the project's organization, or a CEL of that client, who is not the preparer, not the owner, not
// on the project team at any time (the team of the phase now, and everyone removed from or renamed in it),
// has saved no answer of the phase, and is no API token's principal. Checked at submission and at sign-off.

export type ReviewerCandidate = { id: string; name: string; email: string; role: number };

const Row = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.coerce.number(), member: z.boolean(), cel: z.boolean() });

type Subject = { organizationId: string; projectId: string; ownerUserId: string; phase: Phase; preparerUserId: string | null };

/** The eligible reviewers of a report, by name; or, given `userId`, whether that one person is (a list of 0 or 1). */
export async function eligibleReviewers(db: Db, s: Subject, userId?: string): Promise<ReviewerCandidate[]> {
  const rows = await rawRows(
    db,
    sql`
      select * from (
      select u.id, u.name, u.email, u.user_type as role, u.organization_id = ${s.organizationId} as member,
        exists (select 1 from cel_assignments c where c.user_id = u.id and c.organization_id = ${s.organizationId}) as cel
      from users u
      where u.status = 'active' and not u.service_principal
        and u.id <> ${s.ownerUserId}
        and u.id is distinct from ${s.preparerUserId}
        ${userId ? sql`and u.id = ${userId}` : sql``}
        and not exists (select 1 from team_members t where t.project_id = ${s.projectId} and t.phase = ${s.phase} and lower(t.email) = lower(u.email))
        and not exists (
          select 1 from audit_events e
          where e.entity_type = 'team_member' and e.action in ('project.team.remove', 'project.team.edit')
            and (e.before ->> 'projectId' = ${s.projectId}::text or e.entity_id in (select id::text from team_members where project_id = ${s.projectId}))
            and lower(e.before ->> 'email') = lower(u.email))
        and not exists (select 1 from answers a where a.project_id = ${s.projectId} and a.phase = ${s.phase} and a.answered_by = u.id)
        and not exists (select 1 from answer_history h where h.project_id = ${s.projectId} and h.phase = ${s.phase} and h.changed_by = u.id)
      ) candidates
      where member or cel
      order by name, email, id
      limit 500`,
  );
  return rows.map((r) => Row.parse(r)).filter((r) => mayReviewAs(r.role, r)).map(({ id, name, email, role }) => ({ id, name, email, role }));
}

/** Whether one person may review the report now. */
export async function isEligibleReviewer(db: Db, s: Subject, userId: string): Promise<boolean> {
  return (await eligibleReviewers(db, s, userId)).length > 0;
}
