import type { Governance, Level, Weight } from './types.ts';

// Bank 2026.2's governance of every question (DOMAIN.md §2–3), one row per code, reviewed like code:
//   na   N/A may be chosen. Never on gate-critical, safety and hazards, schedule or execution-plan questions.
//   gate gate-critical: objectives and business case, the estimate, contingency, the execution plan's
//        approval, the business sign-off, site selection at FEL 2, process safety (HAZID/HAZOP).
//   pre  prerequisites in the same phase: an answer better than its worst prerequisite's scored level
//        minus one is scored at that level. The bank's own targets obey the same rule (a unit test).

const row = (na: boolean, gate = false, pre: readonly string[] = []): Governance => ({ naAllowed: na, gateCritical: gate, prerequisites: pre });
const ALLOW = row(true);
const NO_NA = row(false);
const CRITICAL = row(false, true);

export const GOVERNANCE_2026_2: Readonly<Record<string, Governance>> = {
  'F2-SITE-01': CRITICAL, // location basis: site selection at FEL 2
  'F2-SITE-02': ALLOW,
  'F2-SITE-03': ALLOW, // greenfield: no existing facilities
  'F2-SITE-04': ALLOW,
  'F2-SITE-05': ALLOW,
  'F2-SITE-06': ALLOW,
  'F2-SITE-07': ALLOW,
  'F2-SITE-08': NO_NA, // site hazards: safety
  'F2-SITE-09': ALLOW,
  'F2-SITE-10': ALLOW,
  'F2-SITE-11': ALLOW,
  'F2-SITE-12': ALLOW,
  'F2-SITE-13': ALLOW,
  'F2-SITE-14': ALLOW,
  'F2-ENG-01': ALLOW,
  'F2-ENG-02': ALLOW,
  'F2-ENG-03': ALLOW,
  'F2-ENG-04': ALLOW,
  'F2-ENG-05': row(true, false, ['F2-ENG-04']),
  'F2-ENG-06': ALLOW,
  'F2-ENG-07': row(true, false, ['F2-ENG-04']),
  'F2-ENG-08': ALLOW,
  'F2-ENG-09': ALLOW,
  'F2-ENG-10': CRITICAL, // process-safety screening
  'F2-ENG-11': ALLOW,
  'F2-ENG-12': ALLOW,
  'F2-ENG-13': row(false, true, ['F2-ENG-02', 'F2-ENG-06', 'F2-SITE-01']), // Class 4 estimate
  'F2-ENG-14': ALLOW,
  'F2-PEP-01': CRITICAL, // objectives
  'F2-PEP-02': ALLOW,
  'F2-PEP-03': ALLOW,
  'F2-PEP-04': row(false, false, ['F2-PEP-15']), // milestone schedule rests on its basis
  'F2-PEP-05': ALLOW, // no shutdown needed
  'F2-PEP-06': ALLOW,
  'F2-PEP-07': ALLOW,
  'F2-PEP-08': ALLOW,
  'F2-PEP-09': ALLOW,
  'F2-PEP-10': ALLOW,
  'F2-PEP-11': NO_NA, // the FEL 3 work plan: execution planning
  'F2-PEP-12': ALLOW,
  'F2-PEP-13': row(false, true, ['F2-ENG-13', 'F2-PEP-07']), // cost and contingency basis
  'F2-PEP-14': row(false, true, ['F2-ENG-13', 'F2-PEP-01']), // business case
  'F2-PEP-15': NO_NA, // schedule basis
  'F2-PEP-16': NO_NA, // independent gate review
  'F3-SITE-01': ALLOW,
  'F3-SITE-02': ALLOW,
  'F3-SITE-03': ALLOW,
  'F3-SITE-04': ALLOW,
  'F3-SITE-05': ALLOW,
  'F3-SITE-06': NO_NA, // hazardous areas: safety
  'F3-SITE-07': ALLOW,
  'F3-SITE-08': ALLOW,
  'F3-SITE-09': ALLOW,
  'F3-SITE-10': ALLOW,
  'F3-SITE-11': ALLOW,
  'F3-SITE-12': ALLOW,
  'F3-SITE-13': ALLOW,
  'F3-SITE-14': ALLOW,
  'F3-ENG-01': ALLOW,
  'F3-ENG-02': row(true, false, ['F3-ENG-01']),
  'F3-ENG-03': row(true, false, ['F3-ENG-02']),
  'F3-ENG-04': row(false, true, ['F3-ENG-03']), // HAZOP and LOPA closed: process safety
  'F3-ENG-05': ALLOW,
  'F3-ENG-06': ALLOW,
  'F3-ENG-07': ALLOW,
  'F3-ENG-08': ALLOW,
  'F3-ENG-09': ALLOW,
  'F3-ENG-10': ALLOW,
  'F3-ENG-11': row(true, false, ['F3-ENG-03', 'F3-ENG-06']),
  'F3-ENG-12': ALLOW,
  'F3-ENG-13': ALLOW,
  'F3-ENG-14': row(false, true, ['F3-ENG-03', 'F3-ENG-05', 'F3-ENG-11']), // Class 3 estimate
  'F3-ENG-15': ALLOW, // demolition: N/A when nothing is removed
  'F3-PEP-01': row(false, true, ['F3-PEP-02', 'F3-PEP-03']), // execution plan approved
  'F3-PEP-02': ALLOW,
  'F3-PEP-03': NO_NA, // resource-loaded schedule
  'F3-PEP-04': ALLOW, // no shutdown needed
  'F3-PEP-05': row(false, true, ['F3-PEP-07', 'F3-ENG-14']), // contingency from risk analysis
  'F3-PEP-06': ALLOW,
  'F3-PEP-07': ALLOW,
  'F3-PEP-08': ALLOW,
  'F3-PEP-09': ALLOW,
  'F3-PEP-10': NO_NA, // HSE plan: safety
  'F3-PEP-11': ALLOW,
  'F3-PEP-12': ALLOW,
  'F3-PEP-13': ALLOW,
  'F3-PEP-14': row(false, true, ['F3-PEP-01', 'F3-PEP-05', 'F3-ENG-14']), // business sign-off
  'F3-PEP-15': row(false, true, ['F3-ENG-01']), // scope freeze and change control
  'F3-PEP-16': row(false, false, ['F3-PEP-03']), // schedule risk and contingency
  'F3-PEP-17': ALLOW,
  'F3-PEP-18': NO_NA, // independent gate review
};

/** What bank 2026.2 changed in questions 2026.1 already had (targets and weights; texts are unchanged). */
export const CHANGES_2026_2: Readonly<Record<string, { target?: Level; weight?: Weight }>> = {
  'F2-SITE-03': { target: 2 }, // existing facilities
  'F2-SITE-08': { target: 2 }, // site hazards
  'F2-SITE-10': { target: 2 }, // tie-ins
  'F3-PEP-05': { weight: 3 }, // FEL 3 contingency
};
