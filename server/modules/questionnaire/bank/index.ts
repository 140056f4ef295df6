import { FEL2_PEP_ADDED, FEL3_ENG_ADDED, FEL3_PEP_ADDED } from './additions-2026-2.ts';
import { CHANGES_2026_3 } from './changes-2026-3.ts';
import { FEL2_ENG } from './fel2-eng.ts';
import { FEL2_PEP } from './fel2-pep.ts';
import { FEL2_SITE } from './fel2-site.ts';
import { FEL3_ENG } from './fel3-eng.ts';
import { FEL3_PEP } from './fel3-pep.ts';
import { FEL3_SITE } from './fel3-site.ts';
import { CHANGES_2026_2, GOVERNANCE_2026_2 } from './governance-2026-2.ts';
import { gateCriticalChains } from './prerequisite-chain.ts';
import type { Area, BaseQuestion, Phase, Question, QuestionBank } from './types.ts';

export * from './types.ts';
export { gateCriticalChains, prerequisiteClosure } from './prerequisite-chain.ts';

/** The bank of method 2 (DOMAIN.md §3), kept for projects finalized on it (their reports stay as frozen). */
export const METHOD2_BANK_VERSION = '2026.2';

/** The bank of method 1, kept for finalized projects until they are unfinalized (they keep what they were finalized with). */
export const LEGACY_BANK_VERSION = '2026.1';

/** The bank scoring method 3 ships with (DOMAIN.md §3a). */
export const METHOD3_BANK_VERSION = '2026.3';

/**
 * The current bank's version: new, duplicated and unfinalized projects take it (migration 0013 moved every
 * project that is not finalized). Answers, projects and reports store the version they were made with, so a bank
 * change never silently rescores an old report: change this whenever a question's weight, target, levels,
 * governance or meaning changes.
 */
export const BANK_VERSION = METHOD3_BANK_VERSION;

/** The scoring method a bank goes with: 2026.1 → 1 (frozen reports only), 2026.2 → 2, 2026.3 → 3. */
export function methodOfBank(version: string): 1 | 2 | 3 {
  if (version === LEGACY_BANK_VERSION) return 1;
  return version === METHOD2_BANK_VERSION ? 2 : 3;
}

const BASE_2026_1: readonly BaseQuestion[] = [...FEL2_SITE, ...FEL2_ENG, ...FEL2_PEP, ...FEL3_SITE, ...FEL3_ENG, ...FEL3_PEP];

/** 2026.1 had no governance: N/A anywhere, nothing gate-critical, no prerequisites (method 1 ignores them). */
const BANK_2026_1: QuestionBank = {
  version: LEGACY_BANK_VERSION,
  questions: BASE_2026_1.map((q) => ({ ...q, naAllowed: true, gateCritical: false, prerequisites: [] })),
};

function governed(q: BaseQuestion): Question {
  const governance = GOVERNANCE_2026_2[q.code];
  if (!governance) throw new Error(`bank 2026.2: ${q.code} has no governance row`);
  return { ...q, ...CHANGES_2026_2[q.code], ...governance };
}

/** 2026.2: 2026.1's questions with their changes, the added ones in their area, every one governed. */
const BANK_2026_2: QuestionBank = {
  version: METHOD2_BANK_VERSION,
  questions: [...FEL2_SITE, ...FEL2_ENG, ...FEL2_PEP, ...FEL2_PEP_ADDED, ...FEL3_SITE, ...FEL3_ENG, ...FEL3_ENG_ADDED, ...FEL3_PEP, ...FEL3_PEP_ADDED].map(governed),
};

/**
 * 2026.3: 2026.2 with its guidance changes, and N/A refused on every gate-critical question's prerequisite
 * chain (computed, so the refusal follows the prerequisites wherever they go).
 */
function bank2026_3(previous: QuestionBank): QuestionBank {
  const questions = previous.questions.map((q) => ({ ...q, ...CHANGES_2026_3[q.code] }));
  const refused = gateCriticalChains(questions);
  return { version: METHOD3_BANK_VERSION, questions: questions.map((q) => (refused.has(q.code) ? { ...q, naAllowed: false } : q)) };
}

const BANK_2026_3 = bank2026_3(BANK_2026_2);

/** The current bank: both phases, in display order (FEL 2 site, engineering, pep, then FEL 3). */
export const BANK: QuestionBank = BANK_2026_3;

export const AREAS: readonly Area[] = ['site', 'eng', 'pep'];
export const PHASES: readonly Phase[] = ['fel2', 'fel3'];

type Indexed = { bank: QuestionBank; byPhase: ReadonlyMap<Phase, readonly Question[]>; byArea: ReadonlyMap<string, readonly Question[]>; byCode: ReadonlyMap<string, Question> };

function indexed(bank: QuestionBank): Indexed {
  const byPhase = new Map(PHASES.map((phase) => [phase, bank.questions.filter((q) => q.phase === phase)]));
  const byArea = new Map(PHASES.flatMap((phase) => AREAS.map((area) => [`${phase}:${area}`, bank.questions.filter((q) => q.phase === phase && q.area === area)] as const)));
  return { bank, byPhase, byArea, byCode: new Map(bank.questions.map((q) => [q.code, q])) };
}

const BANKS: ReadonlyMap<string, Indexed> = new Map([BANK_2026_3, BANK_2026_2, BANK_2026_1].map((b) => [b.version, indexed(b)]));
const CURRENT = indexed(BANK);

/** A bank by version; an unknown version (none is stored) is the current bank. */
const bankOf = (version: string = BANK_VERSION): Indexed => BANKS.get(version) ?? CURRENT;

/** The versions the product can show questionnaires of (the current one first). */
export const BANK_VERSIONS: readonly string[] = [...BANKS.keys()];

/** The questions of a phase, in display order (site, engineering, pep). */
export function questionsFor(phase: Phase, version?: string): readonly Question[] {
  return bankOf(version).byPhase.get(phase) ?? [];
}

/** The questions of one area of a phase, in display order. */
export function questionsForArea(phase: Phase, area: Area, version?: string): readonly Question[] {
  return bankOf(version).byArea.get(`${phase}:${area}`) ?? [];
}

/** A question by its code (e.g. "F2-SITE-03"), or undefined when the bank has no such code. */
export function questionByCode(code: string, version?: string): Question | undefined {
  return bankOf(version).byCode.get(code);
}
