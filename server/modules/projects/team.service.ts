import type { Phase } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey, parseInput } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { loadEditableProject, loadVisibleProject } from './project-access.ts';
import { AddTeamMemberInput, EditTeamMemberInput, RemoveTeamMemberInput } from './project-input.ts';
import { deleteTeamMember, findTeamMember, insertTeamMember, listTeam, type TeamMemberRow, updateTeamMember } from './team.queries.ts';

// Team members per phase (name, email, function, company). A member whose email is a user's email makes
// the project visible to that user (DOMAIN.md §5: "owned + team member").

/** The team of a project the viewer may see: one phase, or both. */
export async function getTeam(ctx: ServiceCtx, key: unknown, phase: Phase | null): Promise<TeamMemberRow[]> {
  const { project } = await loadVisibleProject(ctx, key);
  return listTeam(ctx.db, { projectId: project.id, phase });
}

/** Adds a team member to a phase of a project the viewer may edit. */
export async function addTeamMember(ctx: ServiceCtx, input: unknown): Promise<TeamMemberRow> {
  const { key, phase, ...fields } = parseInput(AddTeamMemberInput, input);
  return ctx.db.transaction(async (tx) => {
    const { viewer, project } = await loadEditableProject(ctx, key, tx);
    const row = await insertTeamMember(tx, { projectId: project.id, phase, ...fields, createdAt: ctx.now() });
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: project.organizationId,
      action: 'project.team.add',
      entityType: 'team_member',
      entityId: row.id,
      after: { projectId: project.id, phase, ...fields },
      ip: ctx.meta.ip,
    });
    return row;
  });
}

async function findMember(db: Db, projectId: string, id: string, phase: Phase | undefined): Promise<TeamMemberRow> {
  const member = isKey(id) ? await findTeamMember(db, { projectId, memberId: id }) : null;
  if (!member || (phase && member.phase !== phase)) throw notFound('Team member not found');
  return member;
}

/** Edits a team member of a project the viewer may edit. */
export async function editTeamMember(ctx: ServiceCtx, input: unknown): Promise<TeamMemberRow> {
  const { key, id, phase, ...changes } = parseInput(EditTeamMemberInput, input);
  return ctx.db.transaction(async (tx) => {
    const { viewer, project } = await loadEditableProject(ctx, key, tx);
    const before = await findMember(tx, project.id, id, phase);
    const row = await updateTeamMember(tx, { projectId: project.id, memberId: id, changes });
    if (!row) throw notFound('Team member not found');
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: project.organizationId,
      action: 'project.team.edit',
      entityType: 'team_member',
      entityId: id,
      before: { name: before.name, email: before.email, function: before.function, company: before.company },
      after: { name: row.name, email: row.email, function: row.function, company: row.company },
      ip: ctx.meta.ip,
    });
    return row;
  });
}

/** Removes a team member from a project the viewer may edit. */
export async function removeTeamMember(ctx: ServiceCtx, input: unknown): Promise<TeamMemberRow> {
  const { key, id, phase } = parseInput(RemoveTeamMemberInput, input);
  return ctx.db.transaction(async (tx) => {
    const { viewer, project } = await loadEditableProject(ctx, key, tx);
    const before = await findMember(tx, project.id, id, phase);
    if (!(await deleteTeamMember(tx, { projectId: project.id, memberId: id }))) throw notFound('Team member not found');
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      organizationId: project.organizationId,
      action: 'project.team.remove',
      entityType: 'team_member',
      entityId: id,
      before: { projectId: project.id, phase: before.phase, name: before.name, email: before.email, function: before.function, company: before.company },
      ip: ctx.meta.ip,
    });
    return before;
  });
}
