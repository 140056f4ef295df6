import type { HelpTopic } from '../types';

export const projects = {
  id: 'projects',
  title: 'Projects',
  summary: 'Creating, duplicating, renaming, transferring, deactivating and finalizing projects.',
  blocks: [
    {
      kind: 'p',
      text:
        'The project list at the top of the dashboard shows the projects you may see (see Overview, “Who can do what”) ' +
        'of the active client. Provider staff choose the client with the client switcher above the list.',
    },
    { kind: 'heading', text: 'Creating a project' },
    {
      kind: 'steps',
      items: [
        'Choose Create project.',
        'Answer the screening questions: estimated cost range, project type, and whether FEL 2 is in scope. ' +
          'You are warned when the cost is outside the small-project range this product is built for (about US$1M–20M).',
        'Give the project a name. It must be unique in your organization (upper and lower case count as the same).',
      ],
    },
    {
      kind: 'p',
      text:
        'When FEL 2 is not in scope — the scope is already chosen, for instance a like-for-like replacement — the ' +
        'project is assessed at FEL 3 only and has no FEL 2 tab.',
    },
    { kind: 'heading', text: 'Working with a project' },
    {
      kind: 'list',
      items: [
        'Duplicate: copies the details, the team and the FEL 2 and FEL 3 answers into a new project with a new, unique name. ' +
          'Use it for a similar project or for an alternative scope, rather than starting from blank.',
        'Rename: choose a name not already used in your organization.',
        'Transfer ownership: hand the project to another user of your organization (the owner for its own projects; a Client Admin, Super User or Admin for any).',
        'Deactivate / Reactivate: a deactivated project stays in the list, marked, and becomes read-only. Nothing is deleted; reactivate it to work on it again.',
        'Sites: the project’s sites come from your organization’s plants, plus their location.',
        'Actions: the actions you attach to answers are listed for the project by due date, so the team can follow them up.',
      ],
    },
    { kind: 'heading', text: 'Finalizing' },
    {
      kind: 'p',
      text:
        'Finalize marks the assessment as complete. It is permanent for you: every answer, team member and detail of the ' +
        'project becomes read-only, and you cannot undo it. You are asked to confirm first. Only a Client Admin of your ' +
        'organization, or a provider Admin, can unfinalize a project. Finalize once the last report is created and reviewed.',
    },
    {
      kind: 'p',
      text:
        'Separately, when every FEL 3 question is answered, the team can mark FEL 3 complete; this records the status of the ' +
        'phase without locking anything.',
    },
  ],
} satisfies HelpTopic;
