import { AREA_LABELS, gateCriticalChains } from '../questionnaire/bank/index.ts';
import { plural } from './fel-index.ts';
import { naOverweightAreas } from './method2-governance.ts';
import type { M3Action, M3ActionStatus, M3Answer, M3Blocker, M3Question } from './method3-types.ts';
import { METHOD3, type Method3Constants } from './scoring.constants.ts';

// Method 3's governance (DOMAIN.md §3a) beside its scoring: what a fully answered question is, when an
// action closes a gap, and which N/A answers refuse the report.

/** What completeness reads of an answer (a stored row's level is any number until checked). */
type Completeness = Pick<M3Answer, 'na' | 'naReason' | 'comment'> & { level: number | null };

/**
 * Answered as method 3 requires: a level, a level 3 only with a comment saying what was started or assumed,
 * or an N/A the question permits with its justification. The green check also needs no open revisit flag.
 */
export function answerComplete(question: Pick<M3Question, 'naAllowed'>, answer: Completeness | null | undefined, c: Pick<Method3Constants, 'level3MinComment' | 'na'> = METHOD3): boolean {
  if (!answer) return false;
  if (answer.na) return question.naAllowed && answer.naReason.trim().length >= c.na.minReasonLength;
  if (answer.level === null) return false;
  return answer.level !== 3 || answer.comment.trim().length >= c.level3MinComment;
}

/** What an action is judged against: the judging date and the planned gate date. */
export type ActionJudge = { today: string; gateDate: string | null };

/** Why an action does not close its (open) gap for the gate, or null when it does. */
export function actionProblem3(action: M3Action, judge: ActionJudge, c: Pick<Method3Constants, 'action'> = METHOD3): string | null {
  // Judged only on gaps, so a done action is always one whose gap remains.
  if (action.done) return 'done, gap still open';
  if (action.text.trim().length < c.action.minTextLength) return `the action does not say what will be done (${c.action.minTextLength}+ characters)`;
  if (action.owner.kind === 'text') return action.owner.text.trim() === '' ? 'no owner picked' : `owner "${action.owner.text.trim()}" is not picked from the project team or the organization's users`;
  if (!action.due) return 'no due date';
  if (action.due < judge.today) return `overdue (due ${action.due})`;
  if (!judge.gateDate) return 'no planned gate date to be due by';
  if (action.due > judge.gateDate) return `due after the gate (${action.due}, gate ${judge.gateDate})`;
  return null;
}

/** The actions of a gap with their problems; one complete action suffices. */
export function gapActions(actions: readonly M3Action[], judge: ActionJudge, c: Pick<Method3Constants, 'action'> = METHOD3): { actions: M3ActionStatus[]; complete: boolean; problem: string | null } {
  const statuses = actions.map((a) => ({ text: a.text, owner: a.owner.kind === 'text' ? a.owner.text : a.owner.name, due: a.due, done: a.done, problem: actionProblem3(a, judge, c) }));
  const complete = statuses.some((s) => s.problem === null);
  const problem = complete ? null : statuses.length === 0 ? 'no action' : [...new Set(statuses.map((s) => s.problem))].join('; ');
  return { actions: statuses, complete, problem };
}

/** Why N/A is refused on a question that does not allow it, naming the gate-critical questions that rest on it. */
function naRefusal(code: string, chains: ReadonlyMap<string, readonly string[]>): string {
  const gates = chains.get(code) ?? [];
  if (gates.includes(code)) return 'N/A is refused: the question is gate-critical';
  if (gates.length > 0) return `N/A is refused: gate-critical ${gates.join(', ')} ${gates.length === 1 ? 'rests' : 'rest'} on this question`;
  return 'N/A is not allowed on this question';
}

/**
 * What refuses the report until fixed: questions not fully answered, N/A where the bank refuses it (including
 * every gate-critical prerequisite chain), N/A without its justification, and areas more than the allowed
 * share N/A by weight (a rejected N/A is rated, so it does not count there).
 */
export function reportBlockers(questions: readonly M3Question[], answers: readonly M3Answer[], c: Method3Constants = METHOD3): M3Blocker[] {
  const byCode = new Map(answers.map((a) => [a.code, a]));
  const chains = gateCriticalChains(questions);
  const perQuestion = questions.flatMap((q): M3Blocker[] => {
    const a = byCode.get(q.code);
    if (a?.na && !q.naAllowed) return [{ kind: 'naRefused', code: q.code, problem: naRefusal(q.code, chains) }];
    if (a?.na && !answerComplete(q, a, c)) return [{ kind: 'naReason', code: q.code, problem: `the N/A justification needs at least ${c.na.minReasonLength} characters` }];
    if (answerComplete(q, a, c)) return [];
    const problem = a?.level === 3 ? `a level 3 needs a comment of at least ${c.level3MinComment} characters saying what was started or assumed` : 'not answered';
    return [{ kind: 'incomplete', code: q.code, problem }];
  });
  const standing = answers.filter((a) => a.naReview?.decision !== 'rejected');
  const { numerator, denominator } = c.na.maxAreaWeightShare;
  const areas = naOverweightAreas(questions, standing, c).map((area): M3Blocker => ({ kind: 'areaNa', area, problem: `${AREA_LABELS[area]} is more than ${numerator}/${denominator} N/A by weight` }));
  return [...perQuestion, ...areas];
}

/** The blockers as gate reasons, one line per kind. */
export function blockerReasons(blockers: readonly M3Blocker[]): string[] {
  const codes = (kind: M3Blocker['kind']) => blockers.flatMap((b) => (b.kind === kind && b.kind !== 'areaNa' ? [b.code] : []));
  const line = (kind: M3Blocker['kind'], what: (n: number) => string) => {
    const list = codes(kind);
    return list.length > 0 ? [`${what(list.length)} (${list.join(', ')}): the report is refused until fixed`] : [];
  };
  return [
    ...line('incomplete', (n) => `${plural(n, 'question')} not fully answered`),
    ...line('naRefused', (n) => `${plural(n, 'N/A answer')} where N/A is refused`),
    ...line('naReason', (n) => `${plural(n, 'N/A answer')} without a justification`),
    ...blockers.flatMap((b) => (b.kind === 'areaNa' ? [`${b.problem}: the report is refused until fixed`] : [])),
  ];
}
