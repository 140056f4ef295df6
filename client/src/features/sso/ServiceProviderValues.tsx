import { H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { CopyValue } from './CopyValue';
import type { SsoSettings } from './sso-documents';

/** What the identity provider's administrator enters there: the redirect URI (OIDC) or the SAML service provider's values. */
export function ServiceProviderValues({ c, protocol }: { c: SsoSettings; protocol: 'oidc' | 'saml' }) {
  if (protocol === 'oidc') {
    return (
      <Values>
        <CopyValue id="sso-redirect-uri" label="Redirect URI" value={c.redirectUri} helperText="Also called callback or sign-in redirect URI." />
      </Values>
    );
  }
  return (
    <Values>
      <CopyValue id="sso-sp-entity-id" label="SP entity id" value={c.samlEntityId} helperText="Also called Identifier or Audience URI." />
      <CopyValue id="sso-acs-url" label="ACS URL" value={c.samlAcsUrl} helperText="Also called Reply URL or Single sign-on URL (HTTP-POST)." />
      <CopyValue id="sso-sp-metadata-url" label="SP metadata URL" value={c.samlMetadataUrl} helperText="For identity providers that read the values from a URL." />
    </Values>
  );
}

function Values({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="sso-sp-values" className="fel-section">
      <H3 id="sso-sp-values">Enter at your identity provider</H3>
      {children}
    </section>
  );
}
