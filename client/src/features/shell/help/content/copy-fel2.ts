import type { HelpTopic } from '../types';

/** The context help shown next to the "copy FEL 2 answers to FEL 3" command. */
export const copyFel2 = {
  id: 'copy-fel2',
  title: 'Copying FEL 2 answers to FEL 3',
  summary: 'What the copy does, what it overwrites, and what to check afterwards.',
  blocks: [
    {
      kind: 'p',
      text:
        'Many FEL 3 questions continue a FEL 2 question: the same deliverable, expected to be further along. Copying brings ' +
        'each such FEL 2 answer into its FEL 3 question, so the team updates its answers rather than starting from blank.',
    },
    { kind: 'heading', text: 'What happens' },
    {
      kind: 'list',
      items: [
        'Every FEL 3 question that continues a FEL 2 question receives that FEL 2 answer’s level, comment and evidence, flagged to revisit (“Copied from FEL 2: confirm against the FEL 3 anchors”). Clearing the flag records who confirmed the level.',
        'Actions are not copied (FEL 2 actions do not close FEL 3 gaps), and N/A is copied only where the FEL 3 question allows N/A.',
        'The FEL 3 answers of those questions are overwritten. You are asked to confirm first; the copy cannot be undone as a whole, but each answer’s History keeps the version it replaced, which you can restore.',
        'FEL 3 questions that are new at FEL 3 have no FEL 2 answer to receive: answer them yourself.',
        'The FEL 2 answers and reports are not changed.',
        'Afterwards every FEL 3 answer stays editable.',
      ],
    },
    { kind: 'heading', text: 'Then check every copied answer' },
    {
      kind: 'list',
      items: [
        'Every FEL 3 target is level 1. A FEL 2 answer that met its FEL 2 target — say Preliminary — now shows a gap until the deliverable is complete.',
        'FEL 3 level descriptions ask for more than FEL 2 ones: read them again before keeping a copied level.',
        'Update the evidence to the current revision of each document: copied evidence counts only once edited, and a level 1 or 2 without evidence that counts is not credited.',
      ],
    },
    {
      kind: 'note',
      text: 'Copying needs the right to edit the project, and is not possible once the project is finalized or while it is deactivated.',
    },
  ],
} satisfies HelpTopic;
