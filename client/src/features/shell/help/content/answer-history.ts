import type { HelpTopic } from '../types';

/** The context help of a question card's History panel. */
export const answerHistory = {
  id: 'answer-history',
  title: 'The history of an answer',
  summary: 'Who changed an answer, when and what, and how to bring back an earlier version.',
  blocks: [
    {
      kind: 'p',
      text:
        'Every change of an answer is kept: its level, N/A and the reason, the comment, the evidence, the action and the ' +
        'revisit flag, with who made the change and when. Open History on a question card to see them, newest first.',
    },
    { kind: 'heading', text: 'What the history shows' },
    {
      kind: 'list',
      items: [
        'Each entry says how the answer changed — saved, restored, copied from FEL 2, came with a duplicated project, or cleared — who did it, when, and the answer’s version after it.',
        '“Changed” names the parts of the answer that entry altered; below it, the answer as it stood after the change.',
        'Everyone who may see the project may read the history, also after the project is finalized.',
      ],
    },
    { kind: 'heading', text: 'Restoring an earlier version' },
    {
      kind: 'list',
      items: [
        '“Restore this version” saves that entry’s level, N/A, comment, evidence, action and flag again, as a new change in your name; nothing in the history is removed.',
        'If someone else saved the answer since you opened it, the restore is refused and their answer is shown, as for any save. Look at it, then restore again if it still applies.',
        'Restoring needs the right to edit the project, and is not possible once the project is finalized or deactivated. The usual rules apply, for instance a justified N/A.',
      ],
    },
  ],
} as const satisfies HelpTopic;
