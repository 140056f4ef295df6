import { FEL2_ENG } from './fel2-eng.ts';
import { FEL2_PEP } from './fel2-pep.ts';
import { FEL2_SITE } from './fel2-site.ts';
import { FEL3_ENG } from './fel3-eng.ts';
import { FEL3_PEP } from './fel3-pep.ts';
import { FEL3_SITE } from './fel3-site.ts';
import type { Area, Phase, Question, QuestionBank } from './types.ts';

export * from './types.ts';

/**
 * The bank's version. Answers and reports store it with each question code, so a bank change never silently
 * rescores an old report: change this whenever a question's weight, target, levels or meaning changes.
 */
export const BANK_VERSION = '2026.1';

/** Both phases, in display order: FEL 2 site, engineering, pep, then FEL 3 site, engineering, pep. */
export const BANK: QuestionBank = {
  version: BANK_VERSION,
  questions: [...FEL2_SITE, ...FEL2_ENG, ...FEL2_PEP, ...FEL3_SITE, ...FEL3_ENG, ...FEL3_PEP],
};

export const AREAS: readonly Area[] = ['site', 'eng', 'pep'];
export const PHASES: readonly Phase[] = ['fel2', 'fel3'];

const BY_PHASE: ReadonlyMap<Phase, readonly Question[]> = new Map(
  PHASES.map((phase) => [phase, BANK.questions.filter((q) => q.phase === phase)]),
);

const BY_CODE: ReadonlyMap<string, Question> = new Map(BANK.questions.map((q) => [q.code, q]));

/** The questions of a phase, in display order (site, engineering, pep). */
export function questionsFor(phase: Phase): readonly Question[] {
  return BY_PHASE.get(phase) ?? [];
}

/** The questions of one area of a phase, in display order. */
export function questionsForArea(phase: Phase, area: Area): readonly Question[] {
  return questionsFor(phase).filter((q) => q.area === area);
}

/** A question by its code (e.g. "F2-SITE-03"), or undefined when the bank has no such code. */
export function questionByCode(code: string): Question | undefined {
  return BY_CODE.get(code);
}
