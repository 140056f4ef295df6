import type { BaseQuestion } from './types.ts';

// Questions bank 2026.2 adds (DOMAIN.md §7, method 2): what a practitioner missed in 2026.1.
// Codes continue each area's numbering, so answers to 2026.1 codes keep their meaning.

export const FEL2_PEP_ADDED: readonly BaseQuestion[] = [
  {
    code: 'F2-PEP-14',
    phase: 'fel2',
    area: 'pep',
    title: 'Business case and economics',
    text: 'Is there a business case for the selected alternative (what the project earns or saves, or the risk it removes, against its cost) that the business sponsor accepts as the basis for spending on FEL 3?',
    guidance: "Look for the economic evaluation: the Class 4 estimate, the benefits (margin, savings, avoided losses, compliance), a simple return measure the company uses (NPV, IRR or payback), the key assumptions and a sensitivity to cost and schedule. For a compliance or sustaining project, the business case is the consequence of not doing it. Traps: benefits counted that depend on another project; the estimate used is older than the selected concept; nobody in the business has checked the numbers.",
    weight: 3,
    target: 2,
    levels: {
      1: 'An economic evaluation of the selected alternative, on the current estimate, with sensitivities, is approved by the business sponsor and finance.',
      2: 'An economic evaluation of the selected alternative exists on the current estimate; the sponsor or finance has not yet accepted it, or sensitivities are missing.',
      3: 'The benefits are described in words or from an early estimate; no evaluation of the selected alternative.',
      4: 'Nobody has written down why the project is worth its cost.',
    },
    nextDeliverable: "Business case by the project manager with finance: benefits, Class 4 cost, return measure, key assumptions and sensitivities, accepted by the business sponsor.",
  },
  {
    code: 'F2-PEP-15',
    phase: 'fel2',
    area: 'pep',
    title: 'Schedule basis',
    text: 'Is the basis of the milestone schedule written down: which durations come from where (vendor quotes, similar projects, the shutdown calendar), what was assumed, and what is excluded?',
    guidance: "Look for a schedule basis note beside the milestone schedule: sources of the main durations (engineering, long-lead deliveries, permits, construction, the shutdown), working calendar, assumptions on approvals and resources, and exclusions. Traps: durations copied from the last project of a different size; permit or delivery times assumed without asking; the shutdown date taken as fixed when operations has not confirmed it.",
    weight: 2,
    target: 2,
    levels: {
      1: 'A schedule basis gives the source of every main duration, the calendar, assumptions and exclusions, reviewed by planning and operations.',
      2: 'The main durations have a stated source (quotes, comparable projects); assumptions or exclusions are not complete.',
      3: 'The milestone dates are estimates of the team without recorded sources.',
      4: 'There is no basis for the dates, or no dates.',
    },
    nextDeliverable: 'Schedule basis note by the project engineer: source of each main duration, calendar, assumptions, exclusions; reviewed by planning and operations.',
  },
  {
    code: 'F2-PEP-16',
    phase: 'fel2',
    area: 'pep',
    title: 'Independent gate review',
    text: "Will someone outside the project team review the FEL 2 deliverables (the selected concept, the estimate, the schedule and the risks) before the gate, and is that review planned with a date and a reviewer?",
    guidance: "Look for the review plan: who reviews (a peer from another site, the company's project office, an outside specialist), what they receive, when, and how findings are closed. The reviewer should not work on the project. Traps: the review is the sponsor reading the summary; the review is planned for after the funding request is written; findings are not tracked to closure.",
    weight: 2,
    target: 2,
    levels: {
      1: 'An independent review of the FEL 2 deliverables is done; its findings are recorded and closed or have owners and dates.',
      2: 'The review is planned with a named independent reviewer, a date before the gate and the list of deliverables to review.',
      3: 'A review is intended, but no reviewer or date is set.',
      4: 'No review by anyone outside the team is planned.',
    },
    nextDeliverable: 'Gate review plan by the project manager: independent reviewer, deliverables, date before the gate, how findings are closed.',
  },
];

export const FEL3_ENG_ADDED: readonly BaseQuestion[] = [
  {
    code: 'F3-ENG-15',
    phase: 'fel3',
    area: 'eng',
    title: 'Demolition and decommissioning scope',
    text: 'Is the equipment, piping and structure to be removed or made safe defined as scope: what is removed, how it is isolated, cleaned and disposed of, and who does it?',
    guidance: "Look for a demolition scope: a marked-up plot plan or P&IDs of what is removed, isolation and decontamination steps, hazardous materials surveys (asbestos, lead paint, residues), disposal routes and the contractor's scope. Traps: old lines assumed empty; hazardous materials found during removal; demolition left to 'the contractor will handle it' with no quantities in the estimate. N/A when nothing is removed or taken out of service.",
    weight: 1,
    target: 1,
    levels: {
      1: 'Everything to be removed or made safe is marked up, surveyed for hazardous materials, with isolation, cleaning and disposal steps, quantities in the estimate and an owner.',
      2: 'The items to be removed are listed; surveys, disposal or quantities are incomplete.',
      3: 'Some removal is expected, but it is not listed.',
      4: 'Nobody has checked what has to be removed.',
    },
    nextDeliverable: 'Demolition scope by the project engineer: marked-up drawings, hazardous materials survey, isolation, cleaning and disposal steps, quantities.',
  },
];

export const FEL3_PEP_ADDED: readonly BaseQuestion[] = [
  {
    code: 'F3-PEP-15',
    phase: 'fel3',
    area: 'pep',
    title: 'Scope freeze and change control',
    text: 'Is the scope frozen for execution, and is there a change procedure that says who may approve a change, how its cost and schedule effect are assessed, and how it is recorded?',
    guidance: "Look for the scope freeze record (the design basis, the scope of work and the deliverables at a stated revision, signed off) and the change procedure: request form, impact assessment, approval levels, a change log. Traps: 'frozen' while operations still asks for additions; the change procedure is the contractor's, not the owner's; small changes approved verbally and never added up.",
    weight: 3,
    target: 1,
    levels: {
      1: 'The scope is frozen at a stated revision, signed off by the sponsor and operations; a change procedure with approval levels and a change log is in use.',
      2: 'The scope is frozen in fact; the change procedure is written but not yet agreed, or approval levels are missing.',
      3: 'Scope changes are still being discussed; no change procedure.',
      4: 'The scope is still open: additions and changes are still being proposed and accepted.',
    },
    nextDeliverable: 'Scope freeze record and change procedure by the project manager: frozen revision, sign-offs, approval levels, change log.',
  },
  {
    code: 'F3-PEP-16',
    phase: 'fel3',
    area: 'pep',
    title: 'Schedule risk and contingency',
    text: 'Has the schedule been examined for risk (what could delay completion and by how much), and does it hold a schedule contingency sized from that?',
    guidance: "Look for a schedule risk review: the critical and near-critical paths, the risks on them (deliveries, permits, shutdown timing, weather, resources), a range on the completion date (a quantitative analysis or a structured review), and the float or contingency kept. Traps: contingency hidden in every activity; a completion date promised to the business without the range; the shutdown date at risk with no fallback.",
    weight: 2,
    target: 1,
    levels: {
      1: 'A schedule risk analysis gives a range on completion; a schedule contingency is set from it and the sponsor accepts the date with that range.',
      2: 'Schedule risks are identified on the critical path with their effect; no range or contingency set from them yet.',
      3: 'Schedule risks are known to the team but not assessed.',
      4: 'No one has looked at what could delay the project.',
    },
    nextDeliverable: 'Schedule risk review by the project planner: critical-path risks, completion range, schedule contingency accepted by the sponsor.',
  },
  {
    code: 'F3-PEP-17',
    phase: 'fel3',
    area: 'pep',
    title: 'Stakeholder and owner-team alignment',
    text: 'Do the sponsor, operations, maintenance, engineering and the owner team agree on the objectives, the scope and the plan as they now stand, and has that agreement been checked recently?',
    guidance: "Look for an alignment record: a workshop or review with the stakeholders on the frozen scope, the execution plan and the objectives, open disagreements listed with owners. Traps: operations agreed to the FEL 2 concept but has not seen the FEL 3 design; a new sponsor since FEL 2; the maintenance department learns of the project at handover.",
    weight: 2,
    target: 1,
    levels: {
      1: 'The stakeholders reviewed the objectives, scope and plan together in FEL 3; agreement and any open points are recorded with owners.',
      2: 'Most stakeholders have reviewed the scope and plan; one function (for example maintenance) has not, or open points have no owners.',
      3: 'Alignment is assumed from FEL 2 or from separate conversations.',
      4: 'Stakeholders disagree on objectives or scope, or have not been asked.',
    },
    nextDeliverable: 'Alignment review by the project manager with the sponsor, operations, maintenance and engineering: objectives, scope and plan agreed, open points owned.',
  },
  {
    code: 'F3-PEP-18',
    phase: 'fel3',
    area: 'pep',
    title: 'Independent gate review',
    text: "Has someone outside the project team reviewed the FEL 3 deliverables (design basis, estimate, schedule, execution plan, risks) before the funding decision, and are the findings closed?",
    guidance: "Look for the review report: reviewer (not on the team), deliverables reviewed at which revision, findings and their closure. Traps: the reviewer is the design contractor; the review happened before the estimate was finished; findings are closed by the team saying so without evidence.",
    weight: 2,
    target: 1,
    levels: {
      1: 'An independent review of the FEL 3 deliverables is done; every finding is closed or accepted by the sponsor with a reason.',
      2: 'The independent review is done; some findings are still open with owners and dates.',
      3: 'A review is planned but not done, or the reviewer is not independent.',
      4: 'No independent review is planned.',
    },
    nextDeliverable: 'Independent gate review by a reviewer outside the team: report on the FEL 3 deliverables with findings closed before the funding request.',
  },
];
