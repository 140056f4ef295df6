import type { HelpTopic } from '../types';

/** The portfolio screen: every active project of the client at a glance. */
export const portfolio = {
  id: 'portfolio',
  title: 'Portfolio',
  summary: 'Where every active project of the client stands, which gates are not ready, and whose actions are overdue.',
  blocks: [
    {
      kind: 'p',
      text:
        'Portfolio (in the menu) shows every active project of the active client on one screen. It is open to the Client Admin ' +
        'and Super Users of the client, and to the CEL and Admins working on it.',
    },
    { kind: 'heading', text: 'The project table' },
    {
      kind: 'list',
      items: [
        'FEL 2 and FEL 3: the FEL Index and band of the newest saved report of that phase. Only reports scored with the current method count; older reports keep their own figures.',
        'Target attainment and gate outcome come from the newest report of either phase, named with its phase (“FEL 3: Ready”). “No report” means the project has none yet.',
        'Progress counts the answered questions of the phase the project is in now.',
        'Open actions are the actions not marked done, in both phases; overdue ones are due before today.',
      ],
    },
    { kind: 'heading', text: 'Filters' },
    {
      kind: 'p',
      text:
        'Narrow the portfolio by project type, cost range, owner, phase and gate outcome; the table, the charts and the action list all follow. ' +
        'Projects created without screening answers are found under “Not given”. The filters are kept in the address, so a filtered view can be bookmarked.',
    },
    { kind: 'heading', text: 'Charts' },
    {
      kind: 'terms',
      items: [
        { term: 'FEL Index distribution', meaning: 'How many projects’ newest report of the phase falls in each one-point range of the FEL Index, with lines at the industry and best practical figures of that phase.' },
        { term: 'Projects per band', meaning: 'How many newest reports are in each band, per phase.' },
        { term: 'FEL 2 → FEL 3', meaning: 'For projects with a report of both phases, the FEL Index at FEL 2 beside the one at FEL 3 (lower is better; the two phases ask different questions).' },
        { term: 'Company average by quarter', meaning: 'The average FEL Index of the reports saved in each calendar quarter (each project’s newest of that quarter), per phase.' },
      ],
    },
    { kind: 'heading', text: 'Actions across projects' },
    {
      kind: 'p',
      text:
        'Every action of the listed projects with its question, owner, due date and status: overdue first, then open (undated last), then done. ' +
        'Download CSV saves the whole list, in the same order, for a spreadsheet.',
    },
  ],
} satisfies HelpTopic;
