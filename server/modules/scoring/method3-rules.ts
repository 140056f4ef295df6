import { indexRules, LEVELS_RULE, two } from './method2-rules.ts';
import { verdictDate } from './method3-verdict.ts';
import { METHOD3, type Method3Constants } from './scoring.constants.ts';

// The method page of a method 3 report (DOMAIN.md §3a, §4 page 8), generated from the constants, so what the
// funding committee reads is what the code computed.

/** Every rule and constant of method 3, one sentence each, ending with who reviewed the self-assessment. */
export function method3Rules(review: { reviewer: string; date: string } | null, c: Method3Constants = METHOD3): string[] {
  const g = c.gate;
  const { fel2, fel3 } = c.caps;
  const fel2Limit = `target index + ${two(g.fel2IndexMargin)} (FEL 2)`;
  return [
    LEVELS_RULE,
    `Evidence is a register entry that counts: a document number of at least ${c.entryMinNumberLength} characters including a digit, and a revision or a revision date not in the future. At FEL 3 an entry linked by copy from FEL 2 counts once it has a new revision dated after the copy. Changes of spaces or letter case change nothing. Free text counts only when it reads as a document number with a revision or a date ("DOC-001 rev B", "P&ID-100 2026-03-01"); anything else is a note.`,
    `Unsupported: a level 1 or 2 of any weight without an entry that counts, or an answer the independent reviewer marked "not seen", is scored as ${c.unsupportedScoredAs} everywhere below, and printed with the level claimed. "Supports level N" scores N, printed "reviewed to N"; a rejected N/A is scored ${c.unsupportedScoredAs}.`,
    `A level 3 (Started / Assumed) counts as answered with a comment of at least ${c.level3MinComment} characters saying what was started or assumed.`,
    'Consistency: an answer better than its worst prerequisite’s scored level minus one is scored at that level; a claim better than that is an inconsistency, listed once under the prerequisite its cascade starts from.',
    ...indexRules(c),
    `Red flag: a High-weight question scored 4, or scored 3 where its target is 1; a Medium-weight question scored 4 where its target is 1; a gate-critical question of any weight scored ${c.gateCriticalRedFlagGap} or more levels worse than its target.`,
    `Caps: at FEL 3 a red flag on a High-weight question caps the band at ${fel3.redFlag}, and a High-weight gap, a Medium-weight gap of ${c.mediumDeepGap}+ levels or a red flag on a Medium- or Low-weight question at ${fel3.highGap}; at FEL 2 at ${fel2.redFlag} and ${fel2.highGap}. The gauge shows the capped band and marks the cap.`,
    `Complete action: says what will be done (at least ${c.action.minTextLength} characters), has an owner picked from the project team or the organization’s users, is due on a date not passed and on or before the planned gate date, and is not marked done while its gap remains ("done, gap still open"). A gap may have several actions; one complete action suffices. Actions are judged at sign-off.`,
    'Planned gate date: required for any outcome better than Not ready, not earlier than the submission for review, and printed in the verdict.',
    `Ready: no red flag; no High-weight gap; no gap on a gate-critical question; every Medium-weight gap of one level with a complete action; attainment ≥ ${g.readyAttainment} %; no open revisit flag; no inconsistency; no N/A replacing a level given earlier in this phase.`,
    `Ready with conditions: no red flag; no open revisit flag on a High-weight question; attainment ≥ ${g.conditionalAttainment} %; at most ${g.maxDeepGaps} deep gaps (High-weight gaps, each of one level and none gate-critical, and Medium-weight gaps of ${c.mediumDeepGap}+ levels); every High- and Medium-weight gap and every gate-critical gap with a complete action. The conditions are those actions, the open revisit flags, the inconsistencies and the N/A answers that replaced a level.`,
    `Index limits, kept from method 2 as backstops: Ready needs a FEL Index ≤ ${fel2Limit} or ≤ ${two(g.fel3ReadyMax)} (FEL 3); Ready with conditions ≤ ${fel2Limit} or ≤ ${two(g.fel3ConditionalMax)} (FEL 3).`,
    'Not ready: otherwise. Until the independent reviewer signs off, the outcome reads "pending independent review".',
    'Evidence coverage = the share of rated weight whose answer has an entry that counts and was not marked "not seen". Pessimistic index = the FEL Index with every revisit-flagged, "reviewed to N" or copied-and-unrevised answer one level worse (never beyond 4), consistency applied again.',
    `N/A: only where the question allows it, never on a gate-critical question nor on any question in its prerequisite chain, with a justification of at least ${c.na.minReasonLength} characters; the independent reviewer accepts or rejects every N/A on a High- or Medium-weight question. An area more than ${c.na.maxAreaWeightShare.numerator}/${c.na.maxAreaWeightShare.denominator} N/A by weight cannot be scored.`,
    `Company figures: the latest signed-off report of each of the organization’s other active projects of the same phase and method; the median from ${c.benchmarks.medianMinProjects} projects, the interquartile range from ${c.benchmarks.iqrMinProjects}.`,
    review ? `Self-assessed by the project team; reviewed by ${review.reviewer} on ${verdictDate(review.date)}.` : 'Self-assessed by the project team; not yet independently reviewed.',
  ];
}
