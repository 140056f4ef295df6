import { PRODUCT_NAME } from '../../common/product.ts';

export type Rendered = { subject: string; text: string; html: string };

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Wraps paragraphs (and an optional link button) into the plain-text and HTML parts of one message. */
function render(subject: string, paragraphs: string[], link?: { label: string; url: string }): Rendered {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), '', `— ${PRODUCT_NAME}`].join('\n\n');
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.url)}" style="background:#1c6e42;color:#fff;padding:10px 16px;border-radius:3px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#5f6b7c">${escapeHtml(link.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1c2127">${body}${button}<p style="color:#5f6b7c">— ${escapeHtml(PRODUCT_NAME)}</p></body></html>`;
  return { subject, text, html };
}

/** The emailed second-factor code: in the body only (a subject shows in notifications, lock screens and mail logs). */
export function secondFactorCodeMail(name: string, code: string): Rendered {
  return render(`${PRODUCT_NAME} verification code`, [
    `Hello ${name},`,
    `Your verification code is ${code}. It is valid for 10 minutes and can be used once.`,
    'If you did not try to sign in, change your password and tell your administrator.',
  ]);
}

/** A notice about the account's second factors (server/mail/security-templates.ts). */
export const secondFactorNoticeMail = (subject: string, paragraphs: string[]): Rendered => render(subject, paragraphs);

/** The password reset link. */
export function passwordResetMail(name: string, url: string): Rendered {
  return render(
    `Reset your ${PRODUCT_NAME} password`,
    [`Hello ${name},`, 'Someone asked to reset the password of your account. The link is valid for 3 days and works once.', 'If it was not you, ignore this email: your password stays as it is.'],
    { label: 'Choose a new password', url },
  );
}

/** Notice to a POC and the provider admins that someone registered with the organization's licence key. */
export function registrationNoticeMail(p: { name: string; email: string; organization: string; reviewUrl: string }): Rendered {
  return render(
    `New registration waiting for approval: ${p.name} (${p.organization})`,
    [
      `${p.name} <${p.email}> registered for ${p.organization} with its licence key.`,
      'The account stays pending until an administrator of the organization or of the provider activates it on the Users screen.',
    ],
    { label: 'Review users', url: p.reviewUrl },
  );
}

/** To an organization's approvers: a first single sign-on created a user pending approval (the organization's choice). */
export function ssoPendingUserMail(p: { name: string; email: string; organization: string; reviewUrl: string }): Rendered {
  return render(
    `New single sign-on user waiting for approval: ${p.name} (${p.organization})`,
    [
      `${p.name} <${p.email}> signed in for the first time through ${p.organization}'s single sign-on.`,
      'Your organization creates such accounts pending approval: the user cannot work until you activate the account on the Users screen.',
    ],
    { label: 'Review users', url: p.reviewUrl },
  );
}

/** Sent to an existing account when someone registers with its email (at most once a day): nothing was created. */
export function registrationAttemptMail(p: { name: string; signInUrl: string }): Rendered {
  return render(
    `Someone tried to register for ${PRODUCT_NAME} with your email`,
    [
      `Hello ${p.name},`,
      `Someone tried to register for ${PRODUCT_NAME} with your email address. You already have an account, so nothing was created or changed.`,
      'If it was you: sign in with your email, or use "Forgot password" on the sign-in page. If it was not you, you need not do anything.',
    ],
    { label: 'Sign in', url: p.signInUrl },
  );
}

/** The provider Admins' digest of registrations waiting for approval (one mail an hour at most). */
export function registrationDigestMail(p: { pending: { name: string; email: string; organization: string }[]; more: number; reviewUrl: string }): Rendered {
  const lines = p.pending.map((r) => `${r.name} <${r.email}> for ${r.organization}`);
  return render(
    `Registrations waiting for approval: ${p.pending.length + p.more}`,
    [
      'These people registered with a licence key and wait for approval by their organization\'s point of contact or a provider Admin:',
      ...lines,
      ...(p.more > 0 ? [`and ${p.more} more.`] : []),
    ],
    { label: 'Review users', url: p.reviewUrl },
  );
}

/** Sent when a pending account is approved: the account details and a link to set the password. */
export function accountApprovedMail(p: { name: string; email: string; organization: string; url: string }): Rendered {
  return render(
    `Your ${PRODUCT_NAME} account is approved`,
    [
      `Hello ${p.name},`,
      `Your account for ${p.organization} is approved. Your user name is ${p.email}.`,
      'Create your password with the link below (valid for 3 days). Then sign in with your email and that password.',
    ],
    { label: 'Create your password', url: p.url },
  );
}

/** Sent when a provider Admin or a user manager creates an account: the user name and a set-password link. */
export function accountCreatedMail(p: { name: string; email: string; organization: string; url: string }): Rendered {
  return render(
    `Your ${PRODUCT_NAME} account`,
    [
      `Hello ${p.name},`,
      `An account for ${p.organization} was created for you. Your user name is ${p.email}.`,
      'Create your password with the link below (valid for 3 days). Then sign in with your email and that password.',
    ],
    { label: 'Create your password', url: p.url },
  );
}

/** Sent to a new point of contact: what the role means. */
export function pointOfContactMail(p: { name: string; organization: string; usersUrl: string }): Rendered {
  return render(
    `You are the ${PRODUCT_NAME} point of contact for ${p.organization}`,
    [
      `Hello ${p.name},`,
      `You are now the point of contact for ${p.organization}. You approve the people who register with your organization's licence key and manage its users.`,
    ],
    { label: 'Manage users', url: p.usersUrl },
  );
}

/** The link that verifies an organization's claim to an email domain (single sign-on). */
export function ssoDomainVerificationMail(p: { domain: string; organization: string; url: string }): Rendered {
  return render(
    `Verify ${p.domain} for single sign-on`,
    [
      `${p.organization} claimed the email domain ${p.domain} for single sign-on in ${PRODUCT_NAME}.`,
      `Once verified, people with an address at ${p.domain} sign in through ${p.organization}'s identity provider. If you did not expect this, ignore this mail: nothing changes until the link is opened.`,
    ],
    { label: 'Verify the domain', url: p.url },
  );
}
