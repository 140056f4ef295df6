import type { Area, Level, Phase, Question } from '../questionnaire/bank/index.ts';
import type { ScoreFigures } from './fel-index.ts';
import type { BandName, GateOutcome } from './scoring.constants.ts';

// What method 3 (DOMAIN.md §3a) takes and gives. The inputs are what storage, the register and the review
// provide; nothing here is read from a database.

export type M3Question = Pick<Question, 'code' | 'area' | 'weight' | 'target' | 'title' | 'nextDeliverable' | 'gateCritical' | 'prerequisites' | 'naAllowed'>;

/** A register entry's reference: what the free-text reader yields and an entry stores (revision '' when none). */
export type EntryRef = { number: string; revision: string; revisionDate: string | null };

/** A register entry linked to an answer. */
export type LinkedEntry = EntryRef & {
  /** Set when "copy FEL 2 → FEL 3" made the link: when (date or date-time), and the entry's revision and date then. */
  copied: { at: string; revision: string; revisionDate: string | null } | null;
};

/** The reviewer's mark on an answer: "supports the claim", "supports level N" (printed "reviewed to N"), or "not seen". */
export type ReviewMark = 'supports' | { supportsLevel: Level } | 'notSeen';

/** The reviewer's decision on an N/A. */
export type NaReview = { decision: 'accepted' | 'rejected'; reviewer: string };

/** An action's owner: picked from the project team or the organization's users, or text that matched nobody. */
export type ActionOwner = { kind: 'user' | 'member'; id: string; name: string } | { kind: 'text'; text: string };

export type M3Action = { text: string; owner: ActionOwner; due: string | null; done: boolean };

export type M3Answer = {
  code: string;
  level: Level | null;
  na: boolean;
  naReason: string;
  comment: string;
  revisit: boolean;
  entries: readonly LinkedEntry[];
  /** When "copy FEL 2 → FEL 3" gave this answer its level, if no save has changed the level since (else null). */
  levelCopiedAt: string | null;
  review: ReviewMark | null;
  naReview: NaReview | null;
  /** Several per gap; one complete action closes it for the gate. */
  actions: readonly M3Action[];
};

export type M3Context = {
  phase: Phase;
  /** The phase's questions of bank 2026.3, in display order. */
  questions: readonly M3Question[];
  /** Today, YYYY-MM-DD. Once signed off, actions and entry dates are judged on the sign-off date instead. */
  today: string;
  /** The planned gate date, YYYY-MM-DD: required for any outcome better than Not ready. */
  gateDate: string | null;
  /** When the draft was submitted for review, YYYY-MM-DD (null: a draft not submitted yet). */
  submittedOn: string | null;
  /** The independent reviewer's sign-off (null: pending). */
  signOff: { reviewer: string; date: string } | null;
  /** Codes that had a level earlier in this phase's answer history (an N/A now replaces a level). */
  earlierLevels: ReadonlySet<string>;
};

/** Why a claim is scored 4: no linked entry counts (each entry's problem listed), or the reviewer marked it "not seen". */
export type Unsupported = { kind: 'noCountingEntry'; entryProblems: string[] } | { kind: 'notSeen' };

export type M3ScoredQuestion = {
  code: string;
  /** The team's answer: a level, N/A, or null when unanswered. */
  claimed: Level | 'N/A' | null;
  /** What every figure counts (null: not rated, i.e. N/A that stands or unanswered). */
  scored: Level | null;
  unsupported: Unsupported | null;
  /** The reviewer's "supports level N" when worse than the claim (printed "reviewed to N"). */
  reviewedTo: Level | null;
  /** The prerequisite that raised the scored level (consistency), or null. */
  limitedBy: string | null;
  /** The claim is better than its worst prerequisite's scored level minus one (an inconsistency). */
  inconsistent: boolean;
  hasCountingEntry: boolean;
  /** At FEL 3: the level came by copy from FEL 2 and no linked entry has counted since. */
  copiedUnrevised: boolean;
  /** The reviewer's decision on an N/A (a rejected N/A is scored 4). */
  naReview: NaReview | null;
  /** The level the pessimistic index counts. */
  pessimistic: Level | null;
  /** Answered as method 3 requires (a level 3 with its comment; a permitted, justified N/A). */
  complete: boolean;
};

export type M3ActionStatus = { text: string; owner: string; due: string | null; done: boolean; problem: string | null };

export type M3Gap = {
  code: string;
  area: Area;
  title: string;
  weight: number;
  /** The scored level (what the gap is measured from). */
  level: Level;
  claimed: Level | 'N/A';
  target: Level;
  gap: number;
  priority: number;
  gateCritical: boolean;
  /** A High-weight gap, or a Medium-weight gap of 2+ levels: caps the band and counts among the deep gaps. */
  deep: boolean;
  actions: M3ActionStatus[];
  actionComplete: boolean;
  /** Why no action closes the gap ("no action", or each action's problem), or null. */
  actionProblem: string | null;
  nextDeliverable: string;
};

export type M3ConditionKind = 'redFlag' | 'highGap' | 'mediumGap' | 'gateCriticalGap' | 'unsupported' | 'inconsistency' | 'revisit' | 'naReplacedLevel' | 'naRejected';

export type M3Condition = {
  kind: M3ConditionKind;
  code: string;
  title: string;
  weight: number;
  text: string;
  actionComplete: boolean | null;
  actionProblem: string | null;
  /** An inconsistency is listed once under the prerequisite it starts from: the answers it limits. */
  limits: string[];
};

/** A reason the outcome is not better, and the best outcome it allows. */
export type M3GateReason = { text: string; atBest: Exclude<GateOutcome, 'Ready'> };

/** What refuses the report until fixed (method 2's N/A breaches and unanswered questions, extended). */
export type M3Blocker = { kind: 'incomplete' | 'naRefused' | 'naReason'; code: string; problem: string } | { kind: 'areaNa'; area: Area; problem: string };

/** What the gauge draws: the needle in the displayed band's colour, the label of the same band, and the cap marked. */
export type M3Gauge = {
  felIndex: number;
  targetIndex: number;
  band: BandName;
  uncappedBand: BandName;
  /** The worst cap that applies, and whether it binds (it is worse than the index's own band). */
  cap: { band: BandName; reason: string; binding: boolean } | null;
};

/** Method 2's figures, and what method 3 adds. */
export type M3Score = ScoreFigures & {
  method: 3;
  phase: Phase;
  gauge: M3Gauge;
  /** Every reason, Not-ready ones first. */
  gateReasons: M3GateReason[];
  review: { reviewer: string; date: string } | null;
  gateDate: string | null;
  /** FEL 2: the displayed band and the position against the target index ("Fair, 0.20 better than the FEL 2 target"). */
  targetPosition: string | null;
  conditions: M3Condition[];
  blockers: M3Blocker[];
  /** What the reviewer has still to mark: High- and Medium-weight answers scored 1–3 before review, and their N/A. */
  toReview: { marks: string[]; naDecisions: string[] };
  gaps: M3Gap[];
  questions: M3ScoredQuestion[];
};
