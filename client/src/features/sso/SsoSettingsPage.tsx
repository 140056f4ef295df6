import { useQuery } from '@apollo/client/react';
import { Button, Callout, H1, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import '../admin/admin.css';
import { useHelp } from '../shell/help/help-context';
import { AccountsCard } from './AccountsCard';
import { DomainsCard } from './DomainsCard';
import { IdentityProviderCard } from './IdentityProviderCard';
import { ScimCard } from './ScimCard';
import { SecondFactorPolicyCard } from './SecondFactorPolicyCard';
import { type Notice, SsoSettingsQuery, ssoSettingsOf, type Tell } from './sso-documents';
import { TestAndEnableCard } from './TestAndEnableCard';

// The Single sign-on screen (docs/sso.md), a card per concern: the identity provider (OIDC or SAML; secrets and
// certificates write-only) with what to enter there; new accounts and the group→role table; a test sign-in that runs
// the whole flow and shows the claims, then on and enforced; the email domains; the SCIM token; the second factors.

export function SsoSettingsPage() {
  // The settings are not normalized (no key): each change reads them again.
  const { data, loading, error } = useQuery(SsoSettingsQuery);
  const [message, setMessage] = useState<Notice | null>(null);
  const help = useHelp();

  // A refetch after a change keeps the cards (and what they show, e.g. a refused row's message) on the screen.
  if (loading && !data) return <Spinner aria-label="Loading single sign-on" />;
  const c = ssoSettingsOf(data?.ssoConfiguration);
  if (error || !c) return <Callout intent="danger">{error?.message ?? 'Single sign-on could not be loaded.'}</Callout>;
  const tell: Tell = (errors, done) =>
    setMessage(errors && errors.length > 0 ? { intent: 'danger', text: errors.map((e) => e.message).join(' ') } : { intent: 'success', text: done });

  return (
    <div className="fel-page fel-admin">
      <div className="fel-admin-header">
        <H1 className="fel-page-title">Single sign-on</H1>
        <Button icon="help" text="Help on single sign-on" variant="minimal" onClick={() => help.open('single-sign-on')} />
      </div>
      <p>{c.organizationName} signs in through its identity provider, with OpenID Connect (OIDC) or SAML 2.0.</p>
      {message && (
        <Callout intent={message.intent} role={message.intent === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </Callout>
      )}
      <IdentityProviderCard c={c} tell={tell} />
      <AccountsCard key={`${c.jitMode} ${c.defaultRole} ${JSON.stringify(c.groupRoles)}`} c={c} tell={tell} />
      <TestAndEnableCard c={c} tell={tell} />
      <DomainsCard c={c} tell={tell} />
      <ScimCard c={c} tell={tell} />
      <SecondFactorPolicyCard />
    </div>
  );
}
