import { adapts } from '../../commands/bindings.ts';
import { csvTimestamp, fileSlug, toCsv } from '../../csv.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { getProject } from '../projects/projects.service.ts';
import { listEvidence } from '../questionnaire/index.ts';
import { questionByCode } from '../questionnaire/bank/index.ts';
import { entryProblem } from '../scoring/method3.ts';
import type { DeliverableRow } from './register.queries.ts';
import { addDeliverable, editDeliverable, getRegister, removeDeliverable } from './register.service.ts';

// The register tab and its entries on GraphQL. Whether an entry counts is asked of the scoring's rule, on the
// register alone (a link made by the FEL 2 → FEL 3 copy is judged per answer: EvidenceLink.counts).

const today = (ctx: ServiceCtx) => ctx.now().toISOString().slice(0, 10);
/** Why the entry does not count on its own, or null. */
const problemOf = (row: DeliverableRow, ctx: ServiceCtx) => entryProblem({ number: row.number, revision: row.revision, revisionDate: row.revisionDate, copied: null }, { phase: 'fel2', today: today(ctx) });

export const REGISTER_CSV_COLUMNS = ['Number', 'Title', 'Discipline', 'Revision', 'Revision date', 'Link', 'Added by', 'Counts', 'Why not', 'Linked to'] as const;

const withProject = async (ctx: ServiceCtx, key: string, deliverable: DeliverableRow) => ({ deliverable, project: await getProject.execute(ctx, { key }) });

export const registerResolvers: Resolvers = {
  Mutation: {
    addDeliverable: adapts(addDeliverable, (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, await addDeliverable.execute(ctx, input)))),
    editDeliverable: adapts(editDeliverable, (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, await editDeliverable.execute(ctx, input)))),
    removeDeliverable: adapts(removeDeliverable, (_, { input }, ctx) => payload(async () => withProject(ctx, input.key, await removeDeliverable.execute(ctx, input)))),
  },
  Project: {
    register: (p, _, ctx) => getRegister.execute(ctx, { key: p.id }),
    registerCsv: async (p, _, ctx) => {
      const [rows, links] = await Promise.all([getRegister.execute(ctx, { key: p.id }), listEvidence(ctx.db, { projectId: p.id })]);
      const adders = await Promise.all(rows.map((r) => (r.addedBy ? ctx.loaders.user.load(r.addedBy) : null)));
      const content = toCsv(
        REGISTER_CSV_COLUMNS,
        rows.map((r, i) => {
          const problem = problemOf(r, ctx);
          const linked = links.filter((l) => l.deliverableId === r.id).map((l) => `${l.questionCode} (${l.phase.toUpperCase()})`);
          return [r.number, r.title, r.discipline, r.revision, r.revisionDate ?? '', r.link ?? '', adders[i]?.name ?? '', problem === null ? 'Yes' : 'No', problem ?? '', linked.join('; ')];
        }),
      );
      return { filename: `${fileSlug(p.name)}_register_${csvTimestamp(ctx.now())}.csv`, content };
    },
  },
  Deliverable: {
    key: (r) => r.id,
    addedBy: (r, _, ctx) => (r.addedBy ? ctx.loaders.user.load(r.addedBy) : null),
    counts: (r, _, ctx) => problemOf(r, ctx) === null,
    countsProblem: (r, _, ctx) => problemOf(r, ctx),
    linkedTo: async (r, _, ctx) =>
      (await ctx.loaders.projectEvidence.load(r.projectId))
        .filter((l) => l.deliverableId === r.id)
        .map((l) => ({ phase: l.phase, questionCode: l.questionCode, questionTitle: questionByCode(l.questionCode)?.title ?? l.questionCode })),
  },
};
