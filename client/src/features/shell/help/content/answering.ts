import type { HelpTopic } from '../types';

export const answering = {
  id: 'answering',
  title: 'Answering Project Questions',
  summary: 'What each answer level means, N/A, evidence, actions, revisit flags and saving.',
  blocks: [
    {
      kind: 'p',
      text:
        'Each phase has three areas — Site, Engineering and Execution planning — of about 12 to 15 questions each. A question ' +
        'shows what is asked, guidance on the evidence to look for, its weight (High 3, Medium 2 or Low 1), the target ' +
        'level for this phase, and what each level means for that particular deliverable.',
    },
    {
      kind: 'table',
      caption: 'Answer levels',
      head: ['Level', 'Meaning'],
      rows: [
        ['1 Definitive / Complete', 'The deliverable is complete, reviewed and approved; it would only change through a formal change.'],
        ['2 Preliminary', 'Substantial work is done and the main decisions are made; details remain open.'],
        ['3 Started / Assumed', 'Work has begun, or the answer rests on assumptions that nobody has checked yet.'],
        ['4 Not started / Unknown', 'Nothing has been done, or nobody present knows.'],
        ['N/A', 'The question does not apply to this project. Offered only where the question allows it (never on a gate-critical question or one it rests on); a justification of at least 20 characters is required, and the independent reviewer accepts or rejects it at review. N/A answers are left out of the score.'],
      ],
    },
    { kind: 'heading', text: 'Choosing a level' },
    {
      kind: 'list',
      items: [
        'Read the four level descriptions of the question: they say what “Preliminary” means for that deliverable.',
        'Pick the best level whose description is entirely true today and that you could show evidence for.',
        'Torn between two levels? Choose the worse one. An optimistic answer hides the gap the report is meant to show.',
        'Use N/A only when the subject truly does not arise (no tie-ins on a greenfield site, for instance), never for “we have not done it yet” — that is level 4.',
      ],
    },
    { kind: 'heading', text: 'What you can record with an answer' },
    {
      kind: 'list',
      items: [
        'Comment: why you chose the level, what is missing, where the team disagreed.',
        'Evidence: documents of the project’s register linked to the answer (see “The deliverables register and evidence”). A level 1 or 2 without a document that counts is scored as 4.',
        'Actions: what will close the gap, an owner picked from the project team or your organization, a due date, and whether it is done. A gap may have several; one complete action closes it for the gate (see Reports).',
        'A level 3 asks for its comment: what was started or assumed, in at least 20 characters.',
        'Revisit flag: marks a question to come back to.',
        'History: every change of the answer with who made it and when; an earlier version can be restored (see “The history of an answer”).',
      ],
    },
    { kind: 'heading', text: 'Marks and progress' },
    {
      kind: 'list',
      items: [
        'A green check means the question is answered (a level, or N/A with a justification) and not flagged.',
        'A yellow exclamation means the question is flagged to revisit. The flag does not stop the report, but clear it once the answer is settled.',
        'Progress is shown per area and per phase. A phase is fully answered when every question has a level or a justified N/A; only then can its report be created.',
        'The question navigator above the questions counts the questions still unanswered, flagged, or short of their target level (gaps); its buttons “Next unanswered”, “Next flagged” and “Next gap” take you to the next one, ready for the keyboard.',
      ],
    },
    { kind: 'heading', text: 'Saving' },
    {
      kind: 'p',
      text:
        'Answers save as you work; there is no save button to forget. An indicator shows saving, saved, or a failure being ' +
        'retried; the green check appears once the server has the answer. Without a connection, your changes are kept in this ' +
        'browser (even if you reload or close the tab) and saved as soon as the connection returns; a banner says you are offline, ' +
        'and the app asks before you leave the project or sign out with answers not yet saved. If someone else changed the same ' +
        'answer in the meantime, you are told instead of silently overwriting their work.',
    },
    { kind: 'heading', text: 'Working together' },
    {
      kind: 'p',
      text:
        'When several people answer the same project, answers saved by the others appear on your page within a second, without ' +
        'a reload (a question you are still editing keeps your change). Next to the phase summary, round badges with initials show ' +
        'who else has this phase open now; point at one to see the name and the question that person is on. A question someone ' +
        'else is on carries their name (“… is on this question”). A person disappears when they leave the project, or about 40 ' +
        'seconds after their page stops answering.',
    },
    { kind: 'heading', text: 'From FEL 2 to FEL 3' },
    {
      kind: 'p',
      text:
        'At the start of FEL 3 you can copy the FEL 2 answers to FEL 3 and update them instead of starting again. The copy ' +
        'overwrites the FEL 3 answers it fills; the help shown next to the copy command explains the details.',
    },
  ],
} satisfies HelpTopic;
