import type { BaseQuestion } from './types.ts';

// What bank 2026.3 (method 3, DOMAIN.md §3a) changes in 2026.2's questions, reviewed like code. Beyond these
// texts, 2026.3 refuses N/A on every question in a gate-critical question's prerequisite chain; index.ts
// derives that from the prerequisites (prerequisite-chain.ts) instead of listing it, so a new prerequisite
// cannot leave a hole. Scope freeze and change control (F3-PEP-15) stays gate-critical, as in 2026.2.
//
// The guidance never suggests N/A where N/A is refused: a deliverable that does not apply is answered by
// registering the memo that says so, which counts like any register entry.

export const CHANGES_2026_3: Readonly<Record<string, Pick<BaseQuestion, 'guidance'>>> = {
  // 2026.2 said "N/A for projects with no process streams"; F3-ENG-02 is in the chain of the HAZOP and the estimate.
  'F3-ENG-02': {
    guidance:
      "Check the issue status of the PFDs and the balance, and spot-check that stream data match the equipment data sheets and line sizes. Evidence: revisions issued for design, the checker's initials. Traps: the balance was updated after the HAZOP, but the data sheets were not; a start-up or minimum case that sizes a pump or heater was never run. A project with no process streams registers the memo that says so (for example the design basis section stating it, with its revision) and links it to a level 1 answer.",
  },
  // 2026.2 said "N/A only when the project handles no flammable or toxic materials"; hazards are never N/A.
  'F3-SITE-06': {
    guidance:
      "Look for hazardous area classification drawings (zones where flammable gas, vapor or dust can be present, which decide the type of electrical equipment allowed) and the facility siting assessment, both approved by process safety, with their results reflected in the plot plan and electrical specifications. Traps: classification drawn once and not updated after the layout changed; temporary buildings for construction and later use not assessed; electrical equipment bought before the classification is final. A project that handles no flammable or toxic materials and is not near units that do registers process safety's memo that says so and links it to a level 1 answer.",
  },
};
