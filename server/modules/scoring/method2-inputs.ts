import type { Level, Question } from '../questionnaire/bank/index.ts';

// What method 2 (DOMAIN.md §3) scores: the questions and answers, on their own so that the scoring and its
// governance rules both read them without importing each other.

export type M2Question = Pick<Question, 'code' | 'area' | 'weight' | 'target' | 'title' | 'nextDeliverable' | 'gateCritical' | 'prerequisites' | 'naAllowed'>;

export type M2Action = { text: string; owner: string; due: string | null; status: 'open' | 'done' };

export type M2Answer = {
  code: string;
  level: Level | null;
  na: boolean;
  naReason: string;
  naApprover: string;
  evidence: string;
  /** Evidence copied from FEL 2 and not edited since (does not count at FEL 3). */
  evidenceCopied: boolean;
  revisit: boolean;
  action: M2Action | null;
};
