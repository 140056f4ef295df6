import type { HelpTopic } from '../types';

export const register = {
  id: 'register',
  title: 'The deliverables register and evidence',
  summary: 'Which documents count as evidence, linking them from an answer, and why a claim can be scored as 4.',
  blocks: [
    {
      kind: 'p',
      text:
        'Each project keeps a register of its documents: number, title, discipline, revision, revision date and, if you like, an https link into your own document ' +
        'system. FEL Assess stores references only, never the files. Open it from the Register tab of the project.',
    },
    { kind: 'heading', text: 'When a document counts as evidence' },
    {
      kind: 'list',
      items: [
        'Its number has at least 3 characters, one of them a digit (letter case and spaces do not make another document).',
        'It has a revision (such as B, IFC or 3) or a revision date that is not in the future.',
        'At FEL 3, a document linked by “Copy FEL 2 to FEL 3” counts only once it has a new revision dated after the copy; the answer may also rest on another document that counts.',
        'A deliverable that does not apply to the project is answered by registering the memo that says so, and linking it.',
      ],
    },
    { kind: 'heading', text: 'Linking evidence to an answer' },
    {
      kind: 'steps',
      items: [
        'On the question card, choose a document of the register under “Evidence” and press Link (this works offline too: the link is saved with the answer when the connection returns).',
        'Or press “Add a document…” to register a new document and link it at once (this needs the connection).',
        'Each linked document shows whether it counts; hover the tag to read why not.',
      ],
    },
    { kind: 'heading', text: 'Scored as 4' },
    {
      kind: 'p',
      text:
        'A level 1 or 2 without a linked document that counts is scored as 4 (Not started) everywhere: the index, gaps, red flags and the gate. The card says so ' +
        'at once, the phase bar counts such claims, and the report prints the claimed level beside the scored one. A claim without evidence never helps.',
    },
    {
      kind: 'note',
      text: 'A level 3 (Started / Assumed) needs a comment of at least 20 characters saying what was started or assumed; until then the question is not answered.',
    },
  ],
} satisfies HelpTopic;
