import { z } from 'zod';
import { MSG } from '../../../common/validation.ts';
import { defineCommand, defineQuery, noObject } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { can } from '../../policies/authorize.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { choiceArgs, DEPRECATED_CHOICES_MAX } from '../../paging.ts';
import { parseInput } from '../../validation.ts';
import { recordAudit } from '../audit/audit.ts';
import { callersChanged } from '../auth/caller-changes.ts';
import { type ChoicePage, type ClientChoice, findClientChoices, findOrganization, type OrganizationRow } from '../organizations/index.ts';
import { lockImpersonation, saveImpersonation } from '../users/index.ts';

// The client switcher: provider staff choose the client they work on. The choice persists on the user, so
// every later call (any transport, any session) is scoped to it.

const NOT_AN_ORGANIZATION_KEY = 'clientImpersonation must be an organization key, or null for your own organization';
const ORGANIZATION_NOT_FOUND = 'Organization not found';

/** The clients the viewer may impersonate, by name (Admin: every client; IPA User: those it is CEL of). */
async function clientChoices(db: Db, viewer: Viewer, page: ChoicePage): Promise<ClientChoice[]> {
  const onlyIds = can(viewer, 'impersonation.anyClient', null) ? null : [...viewer.celOrganizationIds];
  const choices = await findClientChoices(db, { onlyIds, ...page });
  return choices.filter((c) => can(viewer, 'organization.impersonate', { organizationId: c.key }));
}

/** Deprecated, unbounded in its schema: the first 500 clients the viewer may impersonate. */
export const listImpersonationChoices = defineQuery({
  name: 'impersonation.choices',
  input: z.object({}),
  action: 'impersonation.use',
  lists: 'organization.impersonate',
  ...noObject,
  run: (_ctx, db, { viewer }): Promise<ClientChoice[]> => clientChoices(db, viewer, { search: null, limit: DEPRECATED_CHOICES_MAX }),
});

/** The client switcher's choices as the user types: the clients whose name contains `search`, at most `first` (≤ 50). */
export const listImpersonationCandidates = defineQuery({
  name: 'impersonation.candidates',
  input: choiceArgs,
  action: 'impersonation.use',
  lists: 'organization.impersonate',
  ...noObject,
  run: (_ctx, db, { viewer, input }): Promise<ClientChoice[]> => clientChoices(db, viewer, { search: input.search, limit: input.first }),
});

type Switched = { viewer: Viewer; organization: OrganizationRow };

/** Stores the viewer's choice (null: its own organization) with its audit event; the viewer as it now works. */
async function storeChoice(ctx: ServiceCtx, tx: Db, c: { viewer: Viewer; targetId: string | null; organization: OrganizationRow }): Promise<Switched> {
  const { viewer, targetId, organization } = c;
  const current = await lockImpersonation(tx, viewer.userId);
  if (!current) throw notFound('User not found');
  await saveImpersonation(tx, { userId: viewer.userId, organizationId: targetId, now: ctx.now() });
  await recordAudit(tx, {
    actorUserId: viewer.userId,
    organizationId: organization.id,
    action: 'user.impersonate',
    entityType: 'user',
    entityId: viewer.userId,
    before: { impersonatedOrganizationId: current.impersonatedOrganizationId },
    after: { impersonatedOrganizationId: targetId },
    ip: ctx.meta.ip,
  });
  return { viewer: { ...viewer, activeOrganizationId: organization.id }, organization };
}

/** The caller's organization of work changed: this instance forgets its cached caller now (others hear NOTIFY). */
const forgetCaller = async (ctx: ServiceCtx, _result: unknown, { viewer }: { viewer: Viewer }): Promise<void> => callersChanged(ctx, { kind: 'user', id: viewer.userId });

/**
 * Starts working on a client. A client the viewer may not impersonate is "not found" to those who use the
 * switcher (the provider's own organization too); others are refused by the rule.
 */
export const impersonateClient = defineCommand({
  name: 'impersonation.start',
  input: z.object({ clientImpersonation: z.uuid({ error: NOT_AN_ORGANIZATION_KEY }) }),
  action: 'organization.impersonate',
  load: async (_ctx, db, input, viewer): Promise<OrganizationRow> => {
    const target = await findOrganization(db, input.clientImpersonation);
    if (!target || target.isProvider || (can(viewer, 'impersonation.use', null) && !can(viewer, 'organization.impersonate', { organizationId: target.id }))) {
      throw notFound(ORGANIZATION_NOT_FOUND);
    }
    return target;
  },
  resource: (target) => ({ organizationId: target.id }),
  run: (ctx, tx, { viewer, object: organization }) => storeChoice(ctx, tx, { viewer, targetId: organization.id, organization }),
  afterCommit: forgetCaller,
});

/** Returns to the viewer's own organization (anyone who may use the switcher). */
export const endImpersonation = defineCommand({
  name: 'impersonation.end',
  input: z.object({}),
  action: 'impersonation.use',
  ...noObject,
  run: async (ctx, tx, { viewer }) => {
    const organization = await findOrganization(tx, viewer.organizationId);
    if (!organization) throw notFound(ORGANIZATION_NOT_FOUND);
    return storeChoice(ctx, tx, { viewer, targetId: null, organization });
  },
  afterCommit: forgetCaller,
});

// The legacy client may send "" for "none"; an absent field is a mistake, not a request to clear.
const SetInput = z.object({
  clientImpersonation: z.union([z.literal('').transform(() => null), z.uuid({ error: NOT_AN_ORGANIZATION_KEY }), z.null()], {
    error: (issue) => (issue.input === undefined ? MSG.required : NOT_AN_ORGANIZATION_KEY),
  }),
});

/**
 * Sets the client the viewer works on, as the input's `clientImpersonation` says: a client's key starts
 * impersonating it; null, "" or the viewer's own organization returns it to its own.
 */
export async function setClientImpersonation(ctx: ServiceCtx, input: unknown): Promise<Switched> {
  const { clientImpersonation } = parseInput(SetInput, input);
  if (clientImpersonation === null || clientImpersonation === ctx.viewer?.organizationId) return endImpersonation.execute(ctx, {});
  return impersonateClient.execute(ctx, { clientImpersonation });
}
