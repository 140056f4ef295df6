import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ROLE } from '../../../common/roles.ts';
import { type Db, rawRows } from '../../db/client.ts';
import type { Phase } from '../questionnaire/bank/index.ts';

// Who may review a method 3 report (DOMAIN.md §3a), computed by the server, never by the client: an active
// person of the project's organization, or a CEL of that client, who is not the preparer, not the owner, not
// on the project team at any time (the team of the phase now, and everyone removed from or renamed in it),
// has saved no answer of the phase, and is no API token's principal. Checked at submission and at sign-off.

export type ReviewerCandidate = { id: string; name: string; email: string; role: number };

const Row = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.coerce.number() });

type Subject = { organizationId: string; projectId: string; ownerUserId: string; phase: Phase; preparerUserId: string | null };

/** The eligible reviewers of a report, by name; or, given `userId`, whether that one person is (a list of 0 or 1). */
export async function eligibleReviewers(db: Db, s: Subject, userId?: string): Promise<ReviewerCandidate[]> {
  const rows = await rawRows(
    db,
    sql`
      select u.id, u.name, u.email, u.user_type as role
      from users u
      where u.status = 'active' and not u.service_principal
        and ((u.organization_id = ${s.organizationId} and u.user_type in (${ROLE.CLIENT_ADMIN}, ${ROLE.USER}, ${ROLE.SUPER_USER}, ${ROLE.POWER_USER}))
          or (u.user_type = ${ROLE.IPA_USER} and exists (select 1 from cel_assignments c where c.user_id = u.id and c.organization_id = ${s.organizationId})))
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
      order by u.name, u.email, u.id
      limit 500`,
  );
  return rows.map((r) => Row.parse(r));
}

/** Whether one person may review the report now. */
export async function isEligibleReviewer(db: Db, s: Subject, userId: string): Promise<boolean> {
  return (await eligibleReviewers(db, s, userId)).length > 0;
}
