import type { HelpTopic } from '../types';

export const printing = {
  id: 'printing',
  title: 'Printing',
  summary: 'Printing the 8-page report, and printing or downloading the questions and answers.',
  blocks: [
    { kind: 'heading', text: 'The report' },
    {
      kind: 'steps',
      items: [
        'Open the report and choose Print (or press Ctrl+P, or ⌘P on a Mac).',
        'Pick a printer, or “Save as PDF” to send it by email.',
        'Paper size A4 or Letter; margins Default; scale 100 % (Default).',
        'Turn on “Background graphics” so the charts and the band colours print.',
      ],
    },
    {
      kind: 'p',
      text:
        'The report is laid out for exactly 8 pages. The top bar, help, banners and footer are not printed. If you get more ' +
        'than 8 pages, check that the scale is 100 % and that “Headers and footers” is off.',
    },
    {
      kind: 'p',
      text: 'A saved report can also be downloaded as a ready-made PDF: choose “PDF A4” or “PDF Letter” above the report.',
    },
    { kind: 'heading', text: 'Questions and answers' },
    {
      kind: 'list',
      items: [
        'Print a phase’s questions and answers for a clean paper copy: handy to hand out before a session so everyone can read the level descriptions.',
        'Download them as CSV to work in a spreadsheet: code, area, question, level and its text, N/A reason, comment, evidence, action, owner, due date, revisit, answered by and when.',
      ],
    },
  ],
} satisfies HelpTopic;
