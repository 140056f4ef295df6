import { z } from 'zod';
import { defineCommand } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { isKey, phaseField, versionField } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { listTeam, type ProjectView, type TeamMemberRow } from '../projects/index.ts';
import { projectKey } from '../projects/project-input.ts';
import { listActiveMembers, type UserRow } from '../users/index.ts';
import { actionFieldRules, type ActionOwnerInput } from '../../../common/action-schema.ts';
import { phaseWrite } from './answers.service.ts';
import { questionByCode } from './bank/index.ts';
import { deleteGapAction, findGapAction, type GapActionFields, type GapActionRow, insertGapAction, updateGapAction } from './gap-actions.queries.ts';

// The actions that close a question's gap (method 3: several per gap). The owner is picked from the project's
// team or the organization's active users; typed text is resolved when it names exactly one of them (by name
// or email, letter case aside) and otherwise stays text, which makes the action incomplete.

export const OWNER_NOT_FOUND = 'Choose someone on the project team or an active user of your organization.';
export const STALE_ACTION = 'Someone else changed this action while you were editing it. Reload to see their change, then try again.';
const ACTION_NOT_FOUND = 'Action not found';

const OWNER_CHOICES_MAX = 500;

/** Who may own an action: the project's team members (any phase) and the organization's active users. */
export type OwnerChoices = { users: UserRow[]; members: TeamMemberRow[] };

/** The owner choices of a project. */
export async function ownerChoicesOf(db: Db, project: Pick<ProjectView, 'id' | 'organizationId'>): Promise<OwnerChoices> {
  // A picker, not a growing list: the first 500 people by name (an organization has dozens).
  const [users, members] = await Promise.all([listActiveMembers(db, { organizationId: project.organizationId, search: null, after: null, limit: OWNER_CHOICES_MAX }), listTeam(db, { projectId: project.id })]);
  return { users, members };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The stored owner of an action: a picked user or member (NOT_FOUND-like field error when it is not a choice),
 * or typed text that becomes a reference when exactly one user or member has that name or email.
 */
export function resolveOwner(owner: ActionOwnerInput, choices: OwnerChoices): Pick<GapActionFields, 'ownerUserId' | 'ownerMemberId' | 'ownerText'> {
  const refuse = () => new AppError('BAD_INPUT', OWNER_NOT_FOUND, [{ field: 'owner', message: OWNER_NOT_FOUND }]);
  if ('userKey' in owner) {
    const user = choices.users.find((u) => u.id === owner.userKey);
    if (!user) throw refuse();
    return { ownerUserId: user.id, ownerMemberId: null, ownerText: user.name };
  }
  if ('memberKey' in owner) {
    const member = choices.members.find((m) => m.id === owner.memberKey);
    if (!member) throw refuse();
    return { ownerUserId: null, ownerMemberId: member.id, ownerText: member.name };
  }
  const text = owner.text.trim();
  const users = choices.users.filter((u) => same(u.name, text) || same(u.email, text));
  // A member with the email of a user is the same person: the user is the reference.
  const members = choices.members.filter((m) => (same(m.name, text) || (m.email !== '' && same(m.email, text))) && !users.some((u) => same(u.email, m.email)));
  if (text !== '' && users.length + members.length === 1) {
    return users[0] ? { ownerUserId: users[0].id, ownerMemberId: null, ownerText: users[0].name } : { ownerUserId: null, ownerMemberId: members[0]?.id ?? null, ownerText: members[0]?.name ?? text };
  }
  return { ownerUserId: null, ownerMemberId: null, ownerText: text };
}

/** A question of the phase in the project's bank; BAD_INPUT otherwise. */
function checkQuestion(project: ProjectView, phase: 'fel2' | 'fel3', code: string): void {
  const question = questionByCode(code, project.bankVersion);
  if (!question || question.phase !== phase) throw new AppError('BAD_INPUT', `${code} is not a question of this phase.`, [{ field: 'code', message: `${code} is not a question of this phase.` }]);
}

const actionWrite = phaseWrite('key share');

const AddInput = z.object({
  key: projectKey(),
  phase: phaseField(),
  code: z.string().max(50),
  text: actionFieldRules.text,
  owner: actionFieldRules.owner,
  due: actionFieldRules.due.default(null),
  done: actionFieldRules.done.default(false),
});

/** Adds an action to a question's gap. */
export const addGapAction = defineCommand({
  name: 'action.add',
  input: AddInput,
  ...actionWrite,
  run: async (ctx, tx, { viewer, object: { project }, input }): Promise<GapActionRow> => {
    checkQuestion(project, input.phase, input.code);
    const owner = resolveOwner(input.owner, await ownerChoicesOf(tx, project));
    const row = await insertGapAction(tx, { projectId: project.id, phase: input.phase, code: input.code, fields: { text: input.text, due: input.due, done: input.done, ...owner }, by: viewer.userId, now: ctx.now() });
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: project.organizationId, action: 'action.add', entityType: 'gap_action', entityId: row.id, after: row, ip: ctx.meta.ip });
    return row;
  },
});

const actionId = () => z.string({ error: ACTION_NOT_FOUND }).max(100);

const EditInput = z.object({
  key: projectKey(),
  phase: phaseField(),
  id: actionId(),
  version: versionField().optional(),
  text: actionFieldRules.text.optional(),
  owner: actionFieldRules.owner.optional(),
  due: actionFieldRules.due.optional(),
  done: actionFieldRules.done.optional(),
});

async function actionOf(tx: Db, project: ProjectView, phase: string, id: string): Promise<GapActionRow> {
  const row = isKey(id) ? await findGapAction(tx, { projectId: project.id, id }) : null;
  if (!row || row.phase !== phase) throw notFound(ACTION_NOT_FOUND);
  return row;
}

/** Changes an action (only the fields sent); with `version`, refuses a stale edit. */
export const editGapAction = defineCommand({
  name: 'action.edit',
  input: EditInput,
  ...actionWrite,
  run: async (ctx, tx, { viewer, object: { project }, input: { id, version, owner, phase, key: _key, ...fields } }): Promise<GapActionRow> => {
    const before = await actionOf(tx, project, phase, id);
    if (version !== undefined && version !== before.version) throw new AppError('CONFLICT', STALE_ACTION);
    const resolved = owner === undefined ? {} : resolveOwner(owner, await ownerChoicesOf(tx, project));
    const row = await updateGapAction(tx, { projectId: project.id, id, fields: { ...fields, ...resolved }, now: ctx.now(), expectedVersion: version });
    if (!row) throw new AppError('CONFLICT', STALE_ACTION);
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: project.organizationId, action: 'action.edit', entityType: 'gap_action', entityId: id, before, after: row, ip: ctx.meta.ip });
    return row;
  },
});

/** Removes an action. */
export const removeGapAction = defineCommand({
  name: 'action.remove',
  input: z.object({ key: projectKey(), phase: phaseField(), id: actionId() }),
  ...actionWrite,
  run: async (ctx, tx, { viewer, object: { project }, input: { id, phase } }): Promise<GapActionRow> => {
    const before = await actionOf(tx, project, phase, id);
    if (!(await deleteGapAction(tx, { projectId: project.id, id }))) throw notFound(ACTION_NOT_FOUND);
    await recordAudit(tx, { actorUserId: viewer.userId, organizationId: project.organizationId, action: 'action.remove', entityType: 'gap_action', entityId: id, before, ip: ctx.meta.ip });
    return before;
  },
});
