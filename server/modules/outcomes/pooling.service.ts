import { z } from 'zod';
import { defineCommand, defineQuery } from '../../commands/operation.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { can } from '../../policies/authorize.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { isKey } from '../../validation.ts';
import { findOrganization } from '../organizations/index.ts';
import { outcomeRows } from '../read-models/index.ts';
import { OutcomesFilterSchema, readFilter } from './outcomes-filter.ts';
import { pooledGroups } from './outcomes-view.ts';
import { type OutcomeGroup, POOL_WITHHELD } from './outcome-statistics.ts';
import { findPooling, savePooling } from './outcomes.queries.ts';
import { providerSentence } from './provider-sentence.ts';

// Pooling outcomes with the provider (DOMAIN.md §3b): off by default; an organization's Client Admin or point
// of contact opts it in (or out again); a provider Admin may only opt one out. The provider's view pools the
// organizations that opted in, never demo data, and shows a figure only from 10 projects of at least 3
// organizations with none supplying more than half; it never names an organization.

export type Pooling = { organizationId: string; pooled: boolean; setAt: Date | null };

const PoolingInput = z.object({
  /** The organization; the viewer's active one when absent. */
  organization: z.string().max(100).nullish(),
  pooled: z.boolean({ error: 'pooled must be true or false' }),
});

export const PROVIDER_NOT_POOLED = "The provider's own organization has no projects to pool.";

/** The organization a pooling change is about, when the viewer may see it (else NOT_FOUND). */
async function loadOrganization(_ctx: ServiceCtx, db: Db, input: { organization?: string | null }, viewer: Viewer): Promise<{ organizationId: string }> {
  const id = input.organization ?? viewer.activeOrganizationId;
  const org = isKey(id) && can(viewer, 'organization.read', { organizationId: id }) ? await findOrganization(db, id) : null;
  if (!org) throw notFound('Organization not found');
  if (org.isProvider) throw new AppError('BAD_INPUT', PROVIDER_NOT_POOLED, [{ field: 'organization', message: PROVIDER_NOT_POOLED }]);
  return { organizationId: org.id };
}

const change = (pooled: boolean) => async (ctx: ServiceCtx, tx: Db, args: { viewer: Viewer; object: { organizationId: string } }): Promise<Pooling> => {
  const row = await savePooling(tx, { organizationId: args.object.organizationId, pooled, setBy: args.viewer.userId, setAt: ctx.now() });
  return { organizationId: row.organizationId, pooled: row.pooled, setAt: row.setAt };
};

/** What both pooling changes share: their input and the organization they load (the resource of their rules). */
const poolingChangeOf = { input: PoolingInput, load: loadOrganization, resource: (o: { organizationId: string }) => o } as const;

/** Opts an organization in to pooling its outcomes (its Client Admin or point of contact). */
export const optInToPool = defineCommand({
  name: 'outcome.poolOptIn',
  ...poolingChangeOf,
  action: 'outcomes.poolOptIn',
  forbidden: "Only the organization's Client Admin or point of contact may pool its outcomes.",
  run: change(true),
});

/** Opts an organization out of pooling (its Client Admin or point of contact, or a provider Admin). */
export const optOutOfPool = defineCommand({
  name: 'outcome.poolOptOut',
  ...poolingChangeOf,
  action: 'outcomes.poolOptOut',
  run: change(false),
});

/** The operation a `{ pooled }` input asks for. */
export const poolingChange = (input: unknown): typeof optInToPool | typeof optOutOfPool =>
  z.object({ pooled: z.literal(true) }).safeParse(input).success ? optInToPool : optOutOfPool;

/** An organization's pooling choice and what the viewer may change of it. */
export async function poolingOf(db: Db, viewer: Viewer, organizationId: string): Promise<Pooling & { viewerCanOptIn: boolean; viewerCanOptOut: boolean }> {
  const row = await findPooling(db, organizationId);
  const pooled = row?.pooled ?? false;
  const org = { organizationId };
  return {
    organizationId,
    pooled,
    setAt: row?.setAt ?? null,
    viewerCanOptIn: !pooled && optInToPool.permits(viewer, org),
    viewerCanOptOut: pooled && optOutOfPool.permits(viewer, org),
  };
}

export const POOL_THRESHOLDS = POOL_WITHHELD.replace(/^Not shown: pooled/, 'Pooled');

export type PooledGroup = OutcomeGroup & { sentence: string };

const PoolInput = OutcomesFilterSchema;

/** The provider's pooled outcomes per method and phase, with the sentence a provider needs for each. */
export const providerOutcomes = defineQuery({
  name: 'outcome.pool',
  input: PoolInput,
  action: 'outcomes.pool',
  load: async () => null,
  resource: () => null,
  run: async (_ctx, db, { input }): Promise<PooledGroup[]> => {
    const groups = pooledGroups(await outcomeRows(db, { kind: 'pool' }, readFilter(input)));
    return groups.map((g) => ({ ...g, sentence: providerSentence(g) }));
  },
});
