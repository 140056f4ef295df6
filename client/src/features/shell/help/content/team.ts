import type { HelpTopic } from '../types';

export const team = {
  id: 'team',
  title: 'Creating a Team',
  summary: 'Who should answer, and how to record the team of each phase.',
  blocks: [
    {
      kind: 'p',
      text:
        'An assessment is only as good as the people who answer it. Answer as a team, in one working session, with the ' +
        'people who own the deliverables the questions ask about — not alone at a desk.',
    },
    { kind: 'heading', text: 'Recording the team' },
    {
      kind: 'list',
      items: [
        'Each phase (FEL 2, FEL 3) has its own team list; people change between phases.',
        'For each member enter the name, email, function on the project (for example “Operations lead”) and company.',
        'Add, edit or remove members at any time until the project is finalized.',
        'The team is printed on the last page of the report, so readers know whose judgement the answers reflect.',
        'Users and Power Users can open and edit the projects whose team they are on, unless their account is restricted to the projects they own.',
      ],
    },
    { kind: 'heading', text: 'Who to invite' },
    {
      kind: 'list',
      items: [
        'The owner’s project manager (who usually leads the session).',
        'Operations or production, who will run the asset.',
        'Maintenance.',
        'The process or lead discipline engineer, and the engineering contractor’s lead if one is engaged.',
        'Health, safety and environment.',
        'Procurement or contracts, and project controls (cost and schedule).',
        'At FEL 3, add construction and commissioning.',
      ],
    },
    {
      kind: 'note',
      text:
        'Four to eight people is a good size for a small project. One person drives the screen; everyone reads the level ' +
        'descriptions before choosing; disagreements go into the comment, with the worse level chosen until the evidence settles it.',
    },
  ],
} satisfies HelpTopic;
