import type { HelpTopic } from '../types';

export const singleSignOn = {
  id: 'single-sign-on',
  title: 'Single sign-on',
  summary: 'Signing your organization in through its identity provider (OIDC or SAML), new accounts and groups, domains, enforcement and SCIM.',
  blocks: [
    {
      kind: 'p',
      text:
        'A Client Admin (or a provider Admin) sets it up under the person icon at the top right, Single sign-on. Your people then sign in with their company account: ' +
        'for an address in a verified domain the sign-in card shows “Continue with {organization} SSO” instead of the password field.',
    },
    { kind: 'heading', text: 'Setting it up' },
    {
      kind: 'steps',
      items: [
        'Card “Identity provider”: choose the protocol, OIDC or SAML (the arrow keys move between them).',
        'Copy the values under “Enter at your identity provider” (each has a Copy button) into your identity provider: for OIDC the redirect URI; for SAML the SP entity id, the ACS URL and, where the provider reads metadata from an address, the SP metadata URL.',
        'OIDC: enter the issuer, client id and client secret. SAML: paste the IdP metadata XML, or enter the IdP entity id, IdP SSO URL and IdP certificate (PEM). Leave “Allow IdP-initiated sign-in” off unless your provider’s app launcher needs it.',
        'Check the names of the email, name and groups claims (SAML: attributes), then Save. The client secret and the certificate are never shown again; leave them empty to keep the saved ones.',
        'Card “Email domains”: claim your domain with an address in it and open the link mailed to it.',
        'Card “Test and turn on”: “Test sign-in” takes you through your identity provider and back, and lists the claims received. Then “Turn single sign-on on”.',
      ],
    },
    { kind: 'heading', text: 'New accounts and groups' },
    {
      kind: 'list',
      items: [
        'A first sign-in of someone unknown in a verified domain creates an active user with the default role, or a user pending approval: your choice.',
        'Group mappings give members of a group a role at each sign-in; the highest mapped role wins. Add a row, type the group as your provider sends it, choose the role; the bin removes a row; then “Save new accounts and groups”.',
        'Only client roles can be given (Client Admin, User, Super User, Power User). A user deactivated here never comes back through single sign-on.',
      ],
    },
    { kind: 'heading', text: 'Enforcing it' },
    {
      kind: 'list',
      items: [
        '“Enforce single sign-on” (only after your own successful test sign-in) refuses passwords and password resets for your organization’s users. API tokens keep working.',
        'If your identity provider fails, “Stop enforcing” (or ask your provider’s Admin to): passwords work again at once.',
      ],
    },
    { kind: 'heading', text: 'Domains and the SCIM token' },
    {
      kind: 'list',
      items: [
        'Card “Email domains”: “Remove” next to a domain gives it up, after a question. Its addresses are then no longer offered sign-in through your identity provider; while single sign-on is enforced, its users cannot sign in at all (passwords are refused). Claim it again to bring single sign-on back for them.',
        'Card “SCIM provisioning” says whether a SCIM token exists, when it was made and when it was last used. “New SCIM token” gives the token your identity provider uses to deactivate leavers at once; it is shown only once, with a Copy button. When a token exists it asks first: the old one stops working at once.',
        '“Revoke SCIM token” ends the token, after a question: your identity provider’s provisioning stops until you make a new token and enter it there. The token is also listed, and can be revoked, under API tokens.',
      ],
    },
    { kind: 'note', text: 'Step-by-step settings for Entra ID, Okta and Google Workspace are in the product’s administrator guide (Single sign-on).' },
  ],
} satisfies HelpTopic;
