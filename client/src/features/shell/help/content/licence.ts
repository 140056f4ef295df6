import type { HelpTopic } from '../types';

export const licence = {
  id: 'licence',
  title: 'License & Expiration',
  summary: 'Your licence term and expiration, the reminders before it ends, and licence keys.',
  blocks: [
    {
      kind: 'p',
      text:
        'Your organization licenses FEL Assess for a term. Open your profile (the person icon at the top right) to see the ' +
        'License Term — in months, from the last renewal (or the start) to the due date — and the Expiration, as month and year.',
    },
    { kind: 'heading', text: 'Reminders' },
    {
      kind: 'list',
      items: [
        'A banner reminds everyone in your organization 60, 45, 30 and 15 days before the due date, with the number of days left.',
        'Closing a reminder hides it until the due date, so you will see the next one when it comes.',
        'In the last 10 days the reminder comes back at every visit, even after you close it.',
      ],
    },
    { kind: 'heading', text: 'When the licence expires' },
    {
      kind: 'list',
      items: [
        'The due date itself is still valid. From the next day nobody in your organization can sign in; the sign-in screen gives the date.',
        'Nothing is deleted: your projects and reports are there again as soon as the licence is renewed.',
        'Renewal is arranged by your organization’s point of contact with the provider, whose administrators then update the dates.',
      ],
    },
    { kind: 'heading', text: 'Licence key and subscription' },
    {
      kind: 'list',
      items: [
        'The licence key lets new colleagues register (see Sign In/Out). Your point of contact has it.',
        'When the provider generates a new key, the old one stops working for new registrations at once. Existing accounts are not affected.',
        'Subscriptions are Trial or Gold (“Gold License - $10 - 20M projects”).',
      ],
    },
  ],
} satisfies HelpTopic;
