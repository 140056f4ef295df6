import { whenKnown } from '../../graphql/batching.ts';
import { oneAtATime } from '../../graphql/one-at-a-time.ts';
import { actionOf } from './answer-fields.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { adapts } from '../../commands/bindings.ts';
import { phasesOf } from '../projects/phase-scope.ts';
import { deleteAnswer, getAnswer, questionnaireOf, saveAnswer, saveAreaAnswers } from './answers.service.ts';
import { AREA_LABELS, LEVEL_LABELS, type Level, WEIGHT_LABELS } from './bank/index.ts';
import { copyFel2ToFel3 } from './copy.service.ts';
import { answerHistoryOf, restoreAnswerVersion } from './answer-history.service.ts';
import { phaseCsv, projectActions } from './export.service.ts';
import { markFel3Complete, reopenFel3, setFel3Status } from './fel3-status.service.ts';
import { isAnswered, progressFromCounts } from './progress.ts';

const LEVELS: readonly Level[] = [1, 2, 3, 4];

export const questionnaireResolvers: Resolvers = {
  Mutation: {
    saveAnswer: adapts(saveAnswer, async (_, { input }, ctx) => {
      const result = await payload(() => saveAnswer.execute(ctx, input));
      if (!result.errors.some((e) => e.code === 'CONFLICT')) return result;
      // The person is shown the answer as it now stands, so nothing is overwritten unseen.
      return { ...result, current: await getAnswer.execute(ctx, { key: input.key, phase: input.phase, code: input.code }) };
    }),
    restoreAnswerVersion: adapts(restoreAnswerVersion, async (_, { input }, ctx) => {
      const result = await payload(() => restoreAnswerVersion.execute(ctx, input));
      if (!result.errors.some((e) => e.code === 'CONFLICT')) return result;
      return { ...result, current: await getAnswer.execute(ctx, { key: input.key, phase: input.phase, code: input.code }) };
    }),
    saveAreaAnswers: adapts(saveAreaAnswers, (_, { input }, ctx) => payload(() => saveAreaAnswers.execute(ctx, input))),
    deleteAnswer: adapts(deleteAnswer, (_, { input }, ctx) => payload(() => deleteAnswer.execute(ctx, input))),
    copyFel2ToFel3: adapts(copyFel2ToFel3, (_, { input }, ctx) => payload(() => copyFel2ToFel3.execute(ctx, input))),
    setFel3Status: adapts([markFel3Complete, reopenFel3], (_, { input }, ctx) => payload(async () => ({ project: await setFel3Status(ctx, input) }))),
  },
  Project: {
    progress: (p, _, ctx) => whenKnown(ctx.loaders.projectAreaCounts.get(p.id), (counts) => progressFromCounts(phasesOf(p), counts, p.bankVersion)),
    questionnaire: (p, { phase }, ctx, info) => (oneAtATime(info), questionnaireOf(ctx, p, phase)),
    answerHistory: (p, args, ctx, info) => (oneAtATime(info), answerHistoryOf(ctx, p, args)),
    actions: (p, { status }, ctx, info) => (oneAtATime(info), projectActions(ctx, p, status ?? null)),
    csv: (p, { phase }, ctx, info) => (oneAtATime(info), phaseCsv(ctx, p, phase)),
    viewerCanCopyFel2ToFel3: (p, _, ctx) => ctx.viewer !== null && copyFel2ToFel3.can(ctx.viewer, { project: p, phase: 'fel2', answer: null }),
  },
  Question: {
    areaLabel: (q) => AREA_LABELS[q.area],
    weightLabel: (q) => WEIGHT_LABELS[q.weight],
    levels: (q) => LEVELS.map((level) => ({ level, label: LEVEL_LABELS[level], anchor: q.levels[level] })),
    fel2Code: (q) => q.fel2Code ?? null,
  },
  AnswerChange: {
    questionCode: (c) => c.questionCode,
    level: (c) => c.content.level,
    na: (c) => c.content.na,
    naReason: (c) => c.content.naReason,
    naApprover: (c) => c.content.naApprover,
    comment: (c) => c.content.comment,
    evidence: (c) => c.content.evidence,
    revisit: (c) => c.content.revisit,
    action: (c) => actionOf(c.content),
    changedBy: (c, _, ctx) => (c.changedBy ? ctx.loaders.user.load(c.changedBy) : null),
  },
  Answer: {
    action: (a) => actionOf(a),
    answeredBy: (a, _, ctx) => (a.answeredBy ? ctx.loaders.user.load(a.answeredBy) : null),
    revisitConfirmedBy: (a, _, ctx) => (a.revisitConfirmedBy ? ctx.loaders.user.load(a.revisitConfirmedBy) : null),
    answered: (a) => isAnswered(a),
  },
};
