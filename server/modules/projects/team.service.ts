import { z } from 'zod';
import { defineCommand, defineQuery } from '../../commands/operation.ts';
import type { Phase } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { isKey, phaseField } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { projectByKey, projectResource, writable } from './project-access.ts';
import { AddTeamMemberInput, EditTeamMemberInput, projectKey, RemoveTeamMemberInput } from './project-input.ts';
import { countTeam, deleteTeamMember, findTeamMember, insertTeamMember, listTeam, type TeamMemberRow, updateTeamMember } from './team.queries.ts';

// Team members per phase (name, email, function, company). A member whose email is a user's email makes
// the project visible to that user (DOMAIN.md §5: "owned + team member").

/**
 * A phase's team holds at most this many members, so the team list (GraphQL, legacy) is bounded without paging
 * (issue 24: every list that grows with a tenant's data is paged or capped at 100).
 */
export const MAX_TEAM_PER_PHASE = 100;
export const TEAM_FULL = `A phase's team may have at most ${MAX_TEAM_PER_PHASE} members. Remove one before adding another.`;

/** A change of the team: a project the viewer may edit, neither finalized nor deactivated. */
const teamChange = {
  action: 'project.edit',
  load: projectByKey('update'),
  resource: projectResource,
  forbidden: 'You do not have permission to edit this project.',
  preconditions: writable,
} as const;

/** The team of a project the viewer may see: one phase, or both (phase null). */
export const getTeam = defineQuery({
  name: 'project.team',
  input: z.object({ key: projectKey(), phase: phaseField().nullable() }),
  action: 'project.view',
  load: projectByKey(),
  resource: projectResource,
  run: (_ctx, db, { object: project, input }): Promise<TeamMemberRow[]> => listTeam(db, { projectId: project.id, phase: input.phase }),
});

/** Adds a team member to a phase of a project the viewer may edit. */
export const addTeamMember = defineCommand({
  name: 'project.team.add',
  input: AddTeamMemberInput,
  ...teamChange,
  run: async (ctx, tx, { viewer, object: project, input: { key: _key, phase, ...fields } }): Promise<TeamMemberRow> => {
    // The project row is locked for update (projectByKey('update')): two adds cannot both pass the count.
    if ((await countTeam(tx, { projectId: project.id, phase })) >= MAX_TEAM_PER_PHASE) throw new AppError('CONFLICT', TEAM_FULL);
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
  },
});

async function findMember(db: Db, projectId: string, id: string, phase: Phase | undefined): Promise<TeamMemberRow> {
  const member = isKey(id) ? await findTeamMember(db, { projectId, memberId: id }) : null;
  if (!member || (phase && member.phase !== phase)) throw notFound('Team member not found');
  return member;
}

/** Edits a team member of a project the viewer may edit. */
export const editTeamMember = defineCommand({
  name: 'project.team.edit',
  input: EditTeamMemberInput,
  ...teamChange,
  run: async (ctx, tx, { viewer, object: project, input: { key: _key, id, phase, ...changes } }): Promise<TeamMemberRow> => {
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
  },
});

/** Removes a team member from a project the viewer may edit. */
export const removeTeamMember = defineCommand({
  name: 'project.team.remove',
  input: RemoveTeamMemberInput,
  ...teamChange,
  run: async (ctx, tx, { viewer, object: project, input: { id, phase } }): Promise<TeamMemberRow> => {
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
  },
});
