import type { HelpTopic } from '../types';

export const overview = {
  id: 'overview',
  title: 'Overview',
  summary: 'What FEL Assess measures, the two phases, and a typical assessment.',
  blocks: [
    {
      kind: 'p',
      text:
        'FEL Assess measures how well a small capital project (roughly US$1M–20M) is defined before it is funded. ' +
        'Your project team answers about 40 questions per phase on the site, the engineering and the execution plan. ' +
        'FEL Assess scores the answers into an FEL Index, compares it with your company average, industry and best ' +
        'practical values, and prints an 8-page report with the gaps that matter most and what to do about them.',
    },
    {
      kind: 'p',
      text:
        'Front-End Loading (FEL) is the owner’s work before a project is authorized. Projects that are well defined at ' +
        'authorization cost less, finish sooner and start up better; the FEL Index tells you, in one number, how far ' +
        'your definition has come and where it is thin.',
    },
    { kind: 'heading', text: 'The two phases assessed' },
    {
      kind: 'list',
      items: [
        'FEL 2 — scope development (also called “select”). It ends when one scope alternative has been chosen. ' +
          'Many deliverables only need to be preliminary here, so FEL 2 targets differ per question.',
        'FEL 3 — project planning (also called “define” or FEED). It ends at authorization, with a frozen design basis, ' +
          'an execution plan and an estimate of about ±10–20 %. Every FEL 3 target is level 1 (complete).',
        'A project whose FEL 2 is not in scope (decided by the screening questions when it is created) is assessed ' +
          'at FEL 3 only.',
      ],
    },
    { kind: 'heading', text: 'The three areas of every phase' },
    {
      kind: 'list',
      items: [
        'Site factors — location, plot space, existing facilities, surveys and soils, permits, utilities, tie-ins, ' +
          'access and logistics, labour.',
        'Engineering definition — design basis, selected concept, process flow and balances, equipment, P&IDs, ' +
          'electrical and controls, civil, process safety, estimate.',
        'Project execution planning (PEP) — objectives, owner team, contracting, schedule and shutdown window, ' +
          'funding and gates, risks, procurement, construction, commissioning and handover.',
      ],
    },
    { kind: 'heading', text: 'A typical assessment' },
    {
      kind: 'steps',
      items: [
        'Create the project: the screening questions decide whether FEL 2 is in scope (see Projects).',
        'List the team of the phase: the people who will answer together (see Creating a Team).',
        'Answer the questions of each area in one working session of about 1–1.5 hours (see Answering Project Questions).',
        'When every question has a level, or N/A with a reason, create the report and review the gaps (see Reports).',
        'Close the gaps, reassess, and at FEL 3 copy the FEL 2 answers across as a starting point.',
        'Finalize the project when the assessment is complete; it then becomes read-only.',
      ],
    },
    { kind: 'heading', text: 'Finding your way' },
    {
      kind: 'list',
      items: [
        'The logo at the top left always returns to the project list.',
        'The question-mark icon opens this help; the person icon shows your organization, your licence and Sign out.',
        'Administrators also see links to Users, Organizations, IPA metrics and Settings, as their role allows.',
        'Messages appear at the bottom of the screen: confirmations and warnings disappear after 6 seconds, errors stay until you close them.',
        'Everything works with the keyboard: Tab moves between controls, Enter or Space activates, Escape closes a panel or dialog. Press ? (outside a text field), or choose “Keyboard shortcuts” in the profile menu, for the list of every shortcut. In this help, type a word into “Search help” to find the topics that mention it.',
      ],
    },
    {
      kind: 'table',
      caption: 'Who can do what',
      head: ['Role', 'Projects seen', 'May also'],
      rows: [
        ['User', 'Projects it owns or is on the team of', 'Create projects; edit its own and its team’s projects'],
        ['Power User', 'All projects of its organization', 'Create projects; edit its own and its team’s projects'],
        ['Super User', 'All projects of its organization', 'Edit all of them; transfer ownership'],
        ['Client Admin', 'All projects of its organization', 'Edit all; manage the organization’s users; unfinalize'],
        ['IPA User (provider)', 'Projects of the clients it is engagement leader (CEL) of', 'Read only; switch between its clients'],
        ['Admin (provider)', 'All projects of the client it has chosen', 'Everything: clients, licences, users, metrics, site settings'],
      ],
    },
    {
      kind: 'note',
      text:
        'An account restricted to “projects it owns” sees only those, whatever teams it is on. A client’s point of ' +
        'contact has the Client Admin’s rights over the client’s users and approves new registrations.',
    },
  ],
} satisfies HelpTopic;
