import { findUsersByIds } from '../users/index.ts';
import type { FastifyInstance } from 'fastify';
import { bodyFields, legacyRoute } from '../../http/legacy.ts';
import type { Deps, ServiceCtx } from '../../service-context.ts';
import { toLegacyProject } from '../projects/projects.legacy.ts';
import { answerJson } from './answer-fields.ts';
import type { AnswerRow } from './answers.queries.ts';
import { deleteAnswer, getQuestionnaire, saveAnswer, saveAreaAnswers } from './answers.service.ts';
import { AREAS, LEVEL_LABELS, type Level, PHASES } from './bank/index.ts';
import { copyFel2ToFel3 } from './copy.service.ts';
import { unsupportedClaims } from './evidence.service.ts';

// Legacy answer paths (ARCHITECTURE.md "API surface"): {segment} fel2|fel3, {suffix} questions|status,
// {item} site|eng|pep for the answers of that area.

const LEVELS: readonly Level[] = [1, 2, 3, 4];

/** Answers in the legacy shape, with who answered by name (one statement for all of them). */
async function legacyAnswers(ctx: ServiceCtx, rows: AnswerRow[]) {
  const people = await findUsersByIds(ctx.db, [...new Set(rows.flatMap((r) => (r.answeredBy ? [r.answeredBy] : [])))]);
  const nameOf = new Map(people.map((u) => [u.id, u.name]));
  return rows.map((r) => answerJson(r, r.answeredBy ? (nameOf.get(r.answeredBy) ?? null) : null));
}

/** Answer paths of every phase and area. */
export function registerQuestionnaireRoutes(app: FastifyInstance, deps: Deps): void {
  legacyRoute(app, deps, 'GET', '/api/project/:key/copyfel2tofel3/', copyFel2ToFel3, async (ctx, req) => {
    const { project, copied } = await copyFel2ToFel3.execute(ctx, { key: req.params.key });
    return { copied, project: toLegacyProject(project) };
  });

  for (const phase of PHASES) {
    legacyRoute(app, deps, 'GET', `/api/project/:key/${phase}questions`, getQuestionnaire, async (ctx, req) => {
      const q = await getQuestionnaire.execute(ctx, { key: req.params.key, phase });
      const items = q.areas.flatMap((a) => a.items);
      const answers = await legacyAnswers(ctx, items.flatMap((i) => (i.answer ? [i.answer] : [])));
      const answerOf = new Map(answers.map((a) => [a.code, a]));
      return {
        bankVersion: q.bankVersion,
        questions: items.map(({ question }) => ({
          code: question.code,
          area: question.area,
          title: question.title,
          text: question.text,
          guidance: question.guidance,
          weight: question.weight,
          target: question.target,
          levels: LEVELS.map((level) => ({ level, label: LEVEL_LABELS[level], text: question.levels[level] })),
          nextDeliverable: question.nextDeliverable,
          fel2Code: question.fel2Code ?? null,
          naAllowed: question.naAllowed,
          gateCritical: question.gateCritical,
          prerequisites: question.prerequisites,
          answer: answerOf.get(question.code) ?? null,
        })),
      };
    });

    legacyRoute(app, deps, 'GET', `/api/project/:key/${phase}status`, getQuestionnaire, async (ctx, req) => {
      const q = await getQuestionnaire.execute(ctx, { key: req.params.key, phase });
      return {
        areas: Object.fromEntries(q.areas.map((a) => [a.area, { answered: a.progress.answered, total: a.progress.total, flagged: a.progress.flagged }])),
        answered: q.answered,
        total: q.total,
        fullyAnswered: q.fullyAnswered,
        missing: q.missing,
      };
    });

    for (const area of AREAS) {
      // Free-text evidence is read as a register reference (method 3): the answer says which claims still score as 4.
      legacyRoute(app, deps, 'POST', `/api/project/:key/${phase}${area}/edit/`, saveAreaAnswers, async (ctx, req) => {
        const { answers, project } = await saveAreaAnswers.execute(ctx, { ...bodyFields(req.body), key: req.params.key, phase, area, readEvidenceText: true });
        const unsupported = await unsupportedClaims(ctx.db, { project, phase, answers, today: ctx.now().toISOString().slice(0, 10) });
        return { saved: answers.length, answers: await legacyAnswers(ctx, answers), unsupported, project: toLegacyProject(project) };
      });
      legacyRoute(app, deps, 'POST', `/api/project/:key/${phase}${area}/:code/edit/`, saveAnswer, async (ctx, req) => {
        const { answer, project } = await saveAnswer.execute(ctx, { ...bodyFields(req.body), key: req.params.key, phase, area, code: req.params.code, readEvidenceText: true });
        const unsupported = await unsupportedClaims(ctx.db, { project, phase, answers: [answer], today: ctx.now().toISOString().slice(0, 10) });
        return { answer: (await legacyAnswers(ctx, [answer]))[0], unsupported, project: toLegacyProject(project) };
      });
      legacyRoute(app, deps, 'POST', `/api/project/:key/${phase}${area}/:code/delete/`, deleteAnswer, async (ctx, req) => {
        const { project } = await deleteAnswer.execute(ctx, { ...bodyFields(req.body), key: req.params.key, phase, area, code: req.params.code });
        return { project: toLegacyProject(project) };
      });
    }
  }
}

