import type { HelpTopic } from '../types';

export const secondFactors = {
  id: 'second-factors',
  title: 'Second factors',
  summary: 'Passkeys, authenticator apps, recovery codes, the emailed code, and what your organization’s policy asks of you.',
  blocks: [
    {
      kind: 'p',
      text:
        'A second factor proves it is you after your password. Set them up under your name (the person icon at the top right), My account, Security. ' +
        'Changing them needs a sign-in within the last 5 minutes: if it has been longer, sign out and in again.',
    },
    { kind: 'heading', text: 'Adding a passkey' },
    {
      kind: 'steps',
      items: [
        'On the Security tab, type a name for the new passkey (for example “Work laptop”) and choose “Add a passkey”.',
        'Your browser asks for your device’s PIN, fingerprint or face, or a security key: confirm.',
        'The passkey is listed by its name. Add one per device you use. The pencil beside a name renames it (Enter saves, Escape cancels). The bin asks first: removing a passkey is permanent (Cancel keeps it), and you get an email saying so.',
        'At sign-in, “Use passkey” on the “Verify your account” screen, or “Sign in with a passkey” on the sign-in card, which needs no password.',
      ],
    },
    { kind: 'heading', text: 'Adding an authenticator app' },
    {
      kind: 'steps',
      items: [
        'On the Security tab, choose “Set up an authenticator app”.',
        'Scan the QR code with the app on your phone (or type the key shown under it).',
        'Type the 6-digit code the app shows and choose Confirm. Each code works once; a new one appears every 30 seconds.',
        '“Remove authenticator app” asks first: removing it is permanent, and you get an email saying so. Cancel keeps it.',
      ],
    },
    { kind: 'heading', text: 'Recovery codes' },
    {
      kind: 'list',
      items: [
        'Your first passkey or app comes with 10 recovery codes, shown once: print them or keep them in a password manager.',
        'Each code signs you in once when you have lost your device; using one sends you an email.',
        '“Make new recovery codes” asks first, then replaces the whole set: the old codes stop working at once, and the new ones are shown once.',
        'Lost your devices and your codes? A provider Admin can reset your second factors; you are told by email.',
      ],
    },
    { kind: 'heading', text: 'Your organization’s policy' },
    {
      kind: 'list',
      items: [
        'A Client Admin (or a provider Admin) sets it on the Single sign-on screen, card “Second factors”.',
        '“Require a second factor for all users”: everyone of the organization passes a second factor after the password; the emailed 6-digit code counts.',
        '“Refuse the emailed code”: only a passkey or an authenticator app counts. Someone without one sets up an authenticator app when they next sign in, before reaching the dashboard.',
      ],
    },
  ],
} satisfies HelpTopic;
