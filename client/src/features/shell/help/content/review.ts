import type { HelpTopic } from '../types';

export const review = {
  id: 'review',
  title: 'Independent review of a report',
  summary: 'Submitting a draft report for review, marking answers as the reviewer, signing off or returning it.',
  blocks: [
    {
      kind: 'p',
      text:
        'A report made under method 3 is a draft until an independent reviewer signs it off. Every page of a draft prints “Draft — not independently reviewed — ' +
        'not a gate recommendation”, its outcome reads “pending independent review”, and it counts in no company figure.',
    },
    { kind: 'heading', text: 'Submitting a draft (the preparer)' },
    {
      kind: 'steps',
      items: [
        'On the report screen, press “Submit for review”.',
        'Pick the reviewer. FEL Assess lists only people who may review it: an active person of the organization or its CEL who is not the preparer, not the owner, never on the project team, has saved no answer of the phase, and is not an API token.',
        'Press Submit. The answers are frozen as they are now, and the reviewer gets an email and a count under “Reviews waiting”.',
      ],
    },
    { kind: 'heading', text: 'Reviewing (the reviewer)' },
    {
      kind: 'list',
      items: [
        'Open “Reviews waiting” in the navigation and pick the report.',
        'Each High- and Medium-weight answer scored 1–3 shows its documents and comment. Mark it “Supports the claim”, “Supports level N” (scored N, printed “reviewed to N”) or “Not seen” (scored 4).',
        'Accept or reject every N/A on a High- or Medium-weight question: a rejected N/A is scored 4.',
        'Each mark is saved at once and the figures recompute, labelled pending.',
        'Sign off with a statement once everything listed is marked, or return the draft with comments.',
      ],
    },
    { kind: 'heading', text: 'A returned draft' },
    {
      kind: 'p',
      text:
        'Revise the answers and submit it again: it goes to the same reviewer, and the earlier marks stay, except on an answer that gained a new or revised document that counts. ' +
        'Eligibility is checked again at sign-off: a reviewer put on the team since cannot sign off.',
    },
    { kind: 'note', text: 'Page 8 of the report prints the review: who, when, the statement and every mark.' },
  ],
} satisfies HelpTopic;
