import type { HelpTopic } from '../types';

export const signIn = {
  id: 'sign-in',
  title: 'Sign In/Out',
  summary: 'Signing in, passkeys, authenticator apps, recovery codes, the emailed code, passwords, new accounts and signing out.',
  blocks: [
    { kind: 'heading', text: 'Signing in' },
    {
      kind: 'list',
      items: [
        'Enter the email address of your account and your password, then press Enter or Sign in.',
        'Provider staff, and everyone in an organization that requires it, then get a 6-digit code by email. Type it on ' +
          'the “Verify your account” screen. A code is valid for 10 minutes, works once, and allows 5 tries.',
        'No email? Check the spam folder, then use RESEND CODE (at most once every 30 seconds: the button counts the seconds down). A new code replaces the previous one.',
        'After 5 wrong passwords in a row, sign-in for that email is locked for 15 minutes. Resetting your password ends the lock.',
        'If your organization’s licence has expired, sign-in says so and gives the date; see License & Expiration.',
      ],
    },
    { kind: 'heading', text: 'Passkeys, authenticator apps and recovery codes' },
    {
      kind: 'list',
      items: [
        'Under your name, My account, Security: add a passkey (your device’s PIN, fingerprint or face; name each one), set up an authenticator app (scan the QR code, type the code it shows), and see your recovery codes. The topic Second factors goes through each step.',
        'The first passkey or app comes with 10 recovery codes, shown once: keep them safe. Each signs you in once when you lose your device; “Make new recovery codes” replaces the whole set, after asking (the old codes stop working at once).',
        'With a passkey or an app, the “Verify your account” screen offers it first; other ways (a recovery code, an emailed code) are listed below it. “Sign in with a passkey” on the sign-in card signs you in without a password.',
        'Changing your second factors needs a sign-in within the last 5 minutes: if it has been longer, sign out and in again. Removing one, or using a recovery code, sends you an email.',
        'Your organization may require a second factor and may refuse emailed codes; you then set up an authenticator app when you next sign in. Lost everything? A provider Admin can reset your second factors.',
      ],
    },
    { kind: 'heading', text: 'Passwords' },
    {
      kind: 'list',
      items: [
        'A password has at least 12 characters, including at least one symbol (for example ! # - or %). A short phrase is easier to remember than a jumble.',
        'Forgot it? Choose “Reset password” on the sign-in screen and enter the email you signed up with. The emailed link is valid for 3 days and works once; a used or expired link says so as soon as it opens, with a link to ask for a new one.',
        'For your protection the screen answers the same whether or not an account exists for the email you typed.',
      ],
    },
    { kind: 'heading', text: 'New accounts' },
    {
      kind: 'steps',
      items: [
        'Ask your organization’s point of contact for the licence key (upper or lower case both work).',
        'Choose “Sign up”, and enter your full name, your company email address and the licence key.',
        'Your point of contact (or the provider) approves the account. You then receive an email with a link to set your password.',
      ],
    },
    { kind: 'heading', text: 'Staying signed in and signing out' },
    {
      kind: 'list',
      items: [
        'You stay signed in while you work, and across page reloads in the same browser.',
        'Your session ends when you sign out, when your password changes, when an administrator deactivates your account, or when your organization’s licence expires.',
        'To change your name or password, open your profile and choose “My account”: a new password needs your current one, and then you sign in again with the new one.',
        'To sign out, open your profile (the person icon at the top right) and choose Sign out. This ends the session on the server, not only in this tab.',
        'If signing out fails, the message at the bottom says why and you stay signed in, so you can try again.',
        'On a shared computer, always sign out and close the browser.',
      ],
    },
  ],
} satisfies HelpTopic;
