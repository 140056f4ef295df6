import { adapts } from '../../commands/bindings.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { getProject } from '../projects/projects.service.ts';
import { LEVEL3_COMMENT_MIN } from '../../../common/answer-rule.ts';
import { methodOfBank } from './bank/index.ts';
import { entryProblem } from '../scoring/method3.ts';
import type { AnswerRow } from './answer-row.ts';
import { getAnswer } from './answers.service.ts';
import { linkedEntryOf, unsupportedClaim } from './evidence.service.ts';
import type { EvidenceLinkView } from './evidence-view.ts';
import { addGapAction, editGapAction, ownerChoicesOf, removeGapAction } from './gap-actions.service.ts';
import type { GapActionRow } from './gap-actions.queries.ts';

// Method 3 on an answer: its evidence (register entries it links), its actions, and the card's "scored as 4"
// sentence; the action mutations. Links, entries and actions come from per-request loaders (one statement each
// however many answers a page shows).

const today = (ctx: GraphQLContext) => ctx.now().toISOString().slice(0, 10);

/** The answer's links with their entries. */
async function linksOf(a: AnswerRow, ctx: GraphQLContext): Promise<EvidenceLinkView[]> {
  const links = (await ctx.loaders.projectEvidence.load(a.projectId)).filter((l) => l.phase === a.phase && l.questionCode === a.questionCode);
  const entries = await Promise.all(links.map((l) => ctx.loaders.deliverable.load(l.deliverableId)));
  return links.flatMap((link, i) => {
    const entry = entries[i];
    return entry ? [{ link, entry, phase: a.phase }] : [];
  });
}

const problemOf = (v: EvidenceLinkView, ctx: GraphQLContext) => entryProblem(linkedEntryOf(v.link, v.entry), { phase: v.phase, today: today(ctx) });

/** The action's payload: the action and its answer as it is now. */
async function withAnswer(ctx: GraphQLContext, input: { key: string; phase: 'fel2' | 'fel3' }, action: GapActionRow) {
  return { action, answer: await getAnswer.execute(ctx, { key: input.key, phase: input.phase, code: action.questionCode }) };
}

export const evidenceResolvers: Resolvers = {
  Mutation: {
    addAnswerAction: adapts(addGapAction, (_, { input }, ctx) => payload(async () => withAnswer(ctx, input, await addGapAction.execute(ctx, input)))),
    editAnswerAction: adapts(editGapAction, (_, { input }, ctx) => payload(async () => withAnswer(ctx, input, await editGapAction.execute(ctx, input)))),
    removeAnswerAction: adapts(removeGapAction, (_, { input }, ctx) => payload(async () => withAnswer(ctx, input, await removeGapAction.execute(ctx, input)))),
  },
  Answer: {
    evidenceEntries: (a, _, ctx) => linksOf(a, ctx),
    actions: async (a, _, ctx) => (await ctx.loaders.projectGapActions.load(a.projectId)).filter((x) => x.phase === a.phase && x.questionCode === a.questionCode),
    supportMessage: async (a, _, ctx) => unsupportedClaim(a, { bankVersion: a.bankVersion, phase: a.phase, today: today(ctx), links: await linksOf(a, ctx) }),
  },
  EvidenceLink: {
    entry: (v) => v.entry,
    copiedAt: (v) => v.link.copiedAt,
    counts: (v, _, ctx) => problemOf(v, ctx) === null,
    countsProblem: (v, _, ctx) => problemOf(v, ctx),
  },
  AnswerAction: {
    key: (x) => x.id,
    owner: (x) => x.ownerText,
    ownerUser: (x, _, ctx) => (x.ownerUserId ? ctx.loaders.user.load(x.ownerUserId) : null),
    ownerMemberKey: (x) => x.ownerMemberId,
    ownerPicked: (x) => x.ownerUserId !== null || x.ownerMemberId !== null,
  },
  PhaseQuestionnaire: {
    scoringMethod: (q) => methodOfBank(q.bankVersion),
    level3WithoutComment: (q) =>
      methodOfBank(q.bankVersion) === 3
        ? q.areas.flatMap((a) => a.items).flatMap((i) => (i.answer && !i.answer.na && i.answer.level === 3 && i.answer.comment.trim().length < LEVEL3_COMMENT_MIN ? [i.question.code] : []))
        : [],
    naRefused: (q) => q.areas.flatMap((a) => a.items).flatMap((i) => (i.answer?.na && !i.question.naAllowed ? [i.question.code] : [])),
    unsupported: async (q, _, ctx) => {
      if (methodOfBank(q.bankVersion) !== 3) return [];
      const answers = q.areas.flatMap((a) => a.items).flatMap((i) => (i.answer ? [i.answer] : []));
      const found = await Promise.all(answers.map(async (a) => ((await unsupportedClaim(a, { bankVersion: q.bankVersion, phase: a.phase, today: today(ctx), links: await linksOf(a, ctx) })) ? [a.questionCode] : [])));
      return found.flat();
    },
  },
  Project: {
    actionOwnerChoices: async (p, _, ctx) => ownerChoicesOf(ctx.db, await getProject.execute(ctx, { key: p.id })),
  },
};
