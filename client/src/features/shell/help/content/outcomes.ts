import type { HelpTopic } from '../types';

/** Gate decisions, close-outs and whether the FEL Index predicted them (DOMAIN.md §3b). */
export const outcomes = {
  id: 'outcomes',
  title: 'Outcomes',
  summary: 'Record what the committee decided and what the project then cost and took, and see whether better FEL Indices overran less.',
  blocks: [
    {
      kind: 'p',
      text:
        'A project’s Outcomes tab keeps the funding committee’s decisions and the project’s close-out. Those who may edit the project record them, ' +
        'also after it is finalized or deactivated; everyone who may see the project reads them.',
    },
    { kind: 'heading', text: 'What to record, in order' },
    {
      kind: 'steps',
      items: [
        'Once a report of the phase is signed off by its independent reviewer, record the committee’s decision on it: the decision and date, the authorized budget (base, contingency, escalation) with its currency, the estimate class and its stated range, the planned dates, scope and contract. A deferral and a later approval are two decisions.',
        'When the project reaches mechanical completion (or is cancelled), record the close-out: the actual cost and its basis, approved scope changes, the actual dates, and what was learned. Start-up attainment may be added later.',
        'Mark the close-out final once its cost is final. Only final close-outs enter the statistics; the screen asks you to confirm the first time.',
      ],
    },
    { kind: 'heading', text: 'The figures' },
    {
      kind: 'terms',
      items: [
        { term: 'Cost growth', meaning: 'f × (A − S) ÷ B − 1: the actual cost less approved scope changes against the budget. As spent, B includes escalation and f is 1; converted to the estimate base date, B leaves escalation out and f is the factor you enter. The basis is printed beside the figure.' },
        { term: 'Schedule slip', meaning: 'The actual time from authorization to mechanical completion against the planned time, minus 1. A deferral moves both authorizations, so it is not slip.' },
        { term: 'Not computed', meaning: 'When the budget B is zero or less, or the actual cost less scope changes is zero or less. A cancelled project is listed with its spend and joins no statistic.' },
        { term: 'Second look', meaning: 'Cost growth below −50 %, or scope changes above half of the budget: the figure counts, but check it.' },
      ],
    },
    { kind: 'heading', text: 'The Outcomes view (Portfolio → Outcomes)' },
    {
      kind: 'list',
      items: [
        'Charts: each closed project’s FEL Index at the gate against its cost growth and its slip, coloured by band, with the band boundaries. Orange lines are published figures of another index (CII’s PDRI), for scale only.',
        'Per band: how many projects, the median and, from 8 projects, the interquartile range. Bands use the FEL Index alone, before any cap.',
        'Spearman’s ρ: whether a worse index goes with a worse outcome (+1: always; 0: no relation), with its 90 % interval. Hidden below 5 projects; “indicative” below 15 or while the interval includes 0.',
        'The band order check: whether the medians rise from band to band (bands with 5 or more projects), and how likely that order would be by chance (1 in 2, 6, 24 … for 2, 3, 4 bands).',
        'Figures are kept apart per scoring method and gate phase; filters (gate, project type, cost range, scope type) apply before every threshold. Download CSV saves every project’s figures.',
      ],
    },
    { kind: 'heading', text: 'The provider’s pool' },
    {
      kind: 'p',
      text:
        'Your Client Admin or point of contact may share your organization’s outcomes, without its name, with the provider (the switch on the Outcomes view); a provider Admin may only switch it off. ' +
        'The provider sees a pooled figure only when it rests on at least 10 projects of at least 3 organizations, none supplying more than half, and never sees a project or an organization’s name. Demo data never joins the pool.',
    },
  ],
} satisfies HelpTopic;
