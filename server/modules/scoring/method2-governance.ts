import { AREAS, type Area, type Phase } from '../questionnaire/bank/index.ts';
import type { M2Action, M2Answer, M2Question } from './method2-inputs.ts';
import { METHOD2, type Method2Constants } from './scoring.constants.ts';

// Method 2's governance rules (DOMAIN.md §3), beside the scoring itself: what makes an action complete,
// when evidence counts, and when N/A may stand. Pure; scorePhase2 and the report's availability use them.

/** At least two letters: a name, not a placeholder. */
export const hasLetters = (s: string) => (s.match(/\p{L}/gu) ?? []).length >= 2;

/** Why an action does not close a gap for the gate (DOMAIN.md §3 "complete action"), or null when it does. */
export function actionProblem(action: M2Action | null, today: string, gateDate: string | null, c: Method2Constants = METHOD2): string | null {
  const text = action?.text.trim() ?? '';
  if (!action || (text === '' && action.owner.trim() === '' && !action.due)) return 'no action';
  if (text.length < c.action.minTextLength) return `the action does not say what will be done (${c.action.minTextLength}+ characters)`;
  if (!hasLetters(action.owner)) return 'no owner named';
  if (!action.due) return 'no due date';
  if (action.status === 'open' && action.due < today) return `overdue (due ${action.due})`;
  if (gateDate && action.due > gateDate) return `due after the gate (${action.due}, gate ${gateDate})`;
  return null;
}

/** The evidence of an answer counts: present, and at FEL 3 not copied from FEL 2 unedited. */
export const evidenceCounts = (a: Pick<M2Answer, 'evidence' | 'evidenceCopied'>, phase: Phase): boolean =>
  a.evidence.trim() !== '' && !(phase === 'fel3' && a.evidenceCopied);

/** Areas whose N/A weight passes the allowed share (more than a third): they cannot be scored. */
export function naOverweightAreas(questions: readonly Pick<M2Question, 'code' | 'area' | 'weight'>[], answers: readonly Pick<M2Answer, 'code' | 'na'>[], c: Pick<Method2Constants, 'na'> = METHOD2): Area[] {
  const na = new Set(answers.filter((a) => a.na).map((a) => a.code));
  const { numerator, denominator } = c.na.maxAreaWeightShare;
  return AREAS.filter((area) => {
    const inArea = questions.filter((q) => q.area === area);
    const total = inArea.reduce((s, q) => s + q.weight, 0);
    const naWeight = inArea.filter((q) => na.has(q.code)).reduce((s, q) => s + q.weight, 0);
    return naWeight * denominator > total * numerator;
  });
}

/** N/A answers that do not meet bank 2026.2's rules (saved before them): the report is refused until fixed. */
export function naRuleBreaches(questions: readonly M2Question[], answers: readonly M2Answer[], c: Method2Constants = METHOD2): { code: string; problem: string }[] {
  const byCode = new Map(answers.map((a) => [a.code, a]));
  return questions.flatMap((q) => {
    const a = byCode.get(q.code);
    if (!a?.na) return [];
    if (!q.naAllowed) return [{ code: q.code, problem: 'N/A is not allowed on this question' }];
    if (a.naReason.trim().length < c.na.minReasonLength) return [{ code: q.code, problem: `the N/A justification needs at least ${c.na.minReasonLength} characters` }];
    if (q.weight === c.highWeight && !hasLetters(a.naApprover)) return [{ code: q.code, problem: 'N/A on a High-weight question needs the name of who approved it' }];
    return [];
  });
}
