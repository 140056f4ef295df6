import type { HelpTopic } from '../types';

export const support = {
  id: 'support',
  title: 'Technical Support',
  summary: 'What to try first, how to reach support, and what to tell them.',
  blocks: [
    { kind: 'heading', text: 'Try this first' },
    {
      kind: 'steps',
      items: [
        'Look at the top of the page: a green, yellow or red banner announces information, planned maintenance or a known problem.',
        'Reload the page.',
        'Sign out (profile icon, Sign out), close the browser, open it again and sign in.',
        'Check with your point of contact that your organization’s licence is current (see License & Expiration).',
        'Try a current version of Chrome, Edge, Firefox or Safari.',
      ],
    },
    { kind: 'heading', text: 'Contact' },
    { kind: 'contact' },
    { kind: 'heading', text: 'What to tell us' },
    {
      kind: 'list',
      items: [
        'Your name, email and organization.',
        'The address of the page (copy it from the browser’s address bar).',
        'What you did, what you expected, and what happened instead.',
        'The exact words of any message. Error messages stay at the bottom of the screen until you close them, so you can copy them.',
        'When it happened, and which browser you use. A screenshot helps.',
      ],
    },
    {
      kind: 'note',
      text: 'Never send your password. Support will never ask for it.',
    },
  ],
} satisfies HelpTopic;
