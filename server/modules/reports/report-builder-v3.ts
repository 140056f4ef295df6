import type { Db } from '../../db/client.ts';
import { isLevel, type Phase } from '../questionnaire/bank/index.ts';
import type { ProjectView } from '../projects/index.ts';
import { listDeliverables } from '../register/index.ts';
import { reportOutcomeLines } from '../outcomes/index.ts';
import { entryProblem, gapActions, type M3Score, scorePhase3 } from '../scoring/method3.ts';
import { unsupportedText } from '../scoring/method3-verdict.ts';
import { method3Rules } from '../scoring/method3-rules.ts';
import { METHOD2_DISCLAIMER, METHOD3 } from '../scoring/scoring.constants.ts';
import { type FrozenAnswer, m3Answer, readReviewInput, type ReviewInput, reviewQuestions } from './review-input.ts';
import type { SnapshotV3 } from './snapshot-v3.ts';

// Method 3's part of a report (DOMAIN.md §3a): the answers with their linked register entries and gap
// actions scored by scorePhase3, frozen with the entries as they stand, the verdict, the method page and
// page 6's outcome lines (§3b). A report is scored as a draft ("pending independent review") when made; the
// sign-off re-freezes it with the review (report-signoff-v3.ts).

/** The parts of a v3 snapshot that depend on the answers, the review and the outcomes. */
export type V3Parts = Pick<SnapshotV3, 'felIndex' | 'score' | 'questions' | 'outcomeLines' | 'method'>;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The score as the snapshot keeps it (its per-question list goes to `questions`). */
function frozenScore(score: M3Score): SnapshotV3['score'] {
  const { questions: _questions, ...rest } = score;
  return rest;
}

/** Every question of the phase as the report prints it: claimed and scored level, why unsupported, actions, entries. */
function frozenQuestions(input: ReviewInput, score: M3Score, today: string, titles: ReadonlyMap<string, string>): SnapshotV3['questions'] {
  // Entries and actions are judged as scorePhase3 judged them: on the sign-off date once there is one.
  const judge = { phase: input.phase, today: score.review?.date ?? today };
  const answers = new Map(input.answers.map((a) => [a.code, a]));
  const scored = new Map(score.questions.map((q) => [q.code, q]));
  return reviewQuestions(input).map((q) => {
    const a = answers.get(q.code);
    const s = scored.get(q.code);
    const actions = gapActions(a?.actions ?? [], { today: judge.today, gateDate: input.gateDate }).actions;
    const first = actions.find((x) => x.problem === null) ?? actions[0];
    return {
      code: q.code,
      area: q.area,
      title: q.title,
      weight: q.weight,
      target: q.target,
      level: a && !a.na && isLevel(a.level) ? a.level : null,
      scoredLevel: s?.scored ?? null,
      unsupported: s ? unsupportedText(s) : null,
      reviewedTo: s?.reviewedTo ?? null,
      limitedBy: s?.limitedBy ?? null,
      inconsistent: s?.inconsistent ?? false,
      hasCountingEntry: s?.hasCountingEntry ?? false,
      copiedUnrevised: s?.copiedUnrevised ?? false,
      revisit: a?.revisit ?? false,
      gateCritical: q.gateCritical,
      na: a?.na ?? false,
      naReason: a?.naReason ?? '',
      naReview: s?.naReview ?? null,
      evidence: '',
      comment: a?.comment ?? '',
      actions,
      action: first ? { text: first.text, owner: first.owner, due: first.due, status: first.done ? 'done' : 'open' } : null,
      entries: (a?.entries ?? []).map((e) => {
        const problem = entryProblem(e, judge);
        return { number: e.number, title: titles.get(e.number) ?? '', revision: e.revision, revisionDate: e.revisionDate, counts: problem === null, problem };
      }),
    };
  });
}

/** The method page's constants as used (the last rule names the review, or says there was none yet). */
function methodPart(review: M3Score['review']): SnapshotV3['method'] {
  return {
    method: 3,
    bands: METHOD3.bands.map((b) => ({ name: b.name, max: b.max })),
    companyAverageMinProjects: METHOD3.benchmarks.medianMinProjects,
    rules: method3Rules(review),
    disclaimer: METHOD2_DISCLAIMER,
  };
}

/** The parts a v3 snapshot keeps of a method 3 score, with page 6's outcome lines read now. */
export async function freezeParts(db: Db, p: { organizationId: string; projectId: string; input: ReviewInput; score: M3Score; today: string }): Promise<V3Parts> {
  const { score } = p;
  const [titles, outcomeLines] = await Promise.all([
    listDeliverables(db, p.projectId).then((rows) => new Map(rows.map((e) => [e.number, e.title]))),
    reportOutcomeLines(db, { organizationId: p.organizationId, method: 3, phase: p.input.phase, felIndex: score.felIndex, band: score.band, capped: score.capReason !== null }),
  ]);
  return { felIndex: score.felIndex, score: frozenScore(score), questions: frozenQuestions(p.input, score, p.today, titles), outcomeLines, method: methodPart(score.review) };
}

/**
 * A draft report's method 3 parts: the answers read now, scored as not yet submitted (so "pending
 * independent review"), with the project's earlier levels of the phase.
 */
export async function draftParts(
  db: Db,
  project: ProjectView,
  phase: Phase,
  now: Date,
  earlierLevels: ReadonlySet<string>,
): Promise<{ parts: V3Parts; score: M3Score; input: ReviewInput }> {
  const input = await readReviewInput(db, project, phase, now);
  const today = day(now);
  // Not submitted yet: the outcome reads "pending independent review" until the sign-off re-freezes it.
  const score = scorePhase3(
    input.answers.map((a: FrozenAnswer) => m3Answer(a, null, null)),
    { phase, questions: reviewQuestions(input), today, gateDate: input.gateDate, submittedOn: null, signOff: null, earlierLevels: new Set([...input.earlierLevels, ...earlierLevels]) },
  );
  const parts = await freezeParts(db, { organizationId: project.organizationId, projectId: project.id, input, score, today });
  return { parts, score, input };
}
