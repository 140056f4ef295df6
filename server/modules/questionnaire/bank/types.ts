// The question bank's shape (DOMAIN.md §2). The bank is versioned data in the repository: answers are
// stored by question code and bank version, so a later bank change never silently rescores an old report.

export type Phase = 'fel2' | 'fel3';
export type Area = 'site' | 'eng' | 'pep';
/** High 3, Medium 2, Low 1. */
export type Weight = 1 | 2 | 3;
/** 1 Definitive/Complete, 2 Preliminary, 3 Started/Assumed, 4 Not started/Unknown. */
export type Level = 1 | 2 | 3 | 4;

/** A stored level (smallint) as a Level, when it is one. */
export const isLevel = (n: number | null | undefined): n is Level => n === 1 || n === 2 || n === 3 || n === 4;

export type Question = {
  /** Stable code, e.g. "F2-SITE-03" or "F3-PEP-11". */
  code: string;
  phase: Phase;
  area: Area;
  /** A short title, e.g. "Plot space and layout". */
  title: string;
  /** The question, one paragraph. */
  text: string;
  /** How to judge it: what to look at, what evidence counts. */
  guidance: string;
  weight: Weight;
  /** The level this phase should reach: FEL 3 targets are 1; FEL 2 targets are 1–3. */
  target: Level;
  /** What each level means for this deliverable (anchors precise enough that two teams pick the same level). */
  levels: Record<Level, string>;
  /** The recommended next deliverable when the answer falls short of the target. */
  nextDeliverable: string;
  /** For a FEL 3 question: the FEL 2 question it continues ("copy FEL 2 answers to FEL 3" follows this). */
  fel2Code?: string;
  /** N/A may be chosen (never on gate-critical, safety and hazards, schedule or execution-plan questions). */
  naAllowed: boolean;
  /** Objectives and business case, the estimate, contingency, the execution plan, sign-off, site selection, process safety. */
  gateCritical: boolean;
  /** Codes of questions of the same phase this one rests on (DOMAIN.md §3, consistency). */
  prerequisites: readonly string[];
};

/** A question as the 2026.1 files write it; a bank adds its governance (N/A, gate-critical, prerequisites). */
export type BaseQuestion = Omit<Question, 'naAllowed' | 'gateCritical' | 'prerequisites'>;

/** What bank 2026.2 says of each question beyond its text (governance-2026-2.ts). */
export type Governance = { naAllowed: boolean; gateCritical: boolean; prerequisites: readonly string[] };

export type QuestionBank = { version: string; questions: readonly Question[] };

export const LEVEL_LABELS: Record<Level, string> = {
  1: 'Definitive / Complete',
  2: 'Preliminary',
  3: 'Started / Assumed',
  4: 'Not started / Unknown',
};

export const AREA_LABELS: Record<Area, string> = {
  site: 'Site factors',
  eng: 'Engineering definition',
  pep: 'Project execution planning',
};

export const WEIGHT_LABELS: Record<Weight, string> = { 3: 'High', 2: 'Medium', 1: 'Low' };

export const PHASE_LABELS: Record<Phase, string> = { fel2: 'FEL 2', fel3: 'FEL 3' };
