import { useMutation } from '@apollo/client/react';
import { Button, Card, Checkbox, FormGroup, H2, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { SaveMutation, savedInput, type SsoSettings, SsoSettingsQuery, type Tell, text } from './sso-documents';
import { ServiceProviderValues } from './ServiceProviderValues';

// The identity provider (docs/sso.md): OpenID Connect (issuer, client id, write-only secret) or SAML 2.0 (the IdP's
// metadata, or its entity id, SSO URL and write-only certificate), the claims or attributes read, and what to enter
// at the provider, each with a copy button.

type Protocol = 'oidc' | 'saml';

const clear = (form: HTMLFormElement, name: string) => {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = '';
};

export function IdentityProviderCard({ c, tell }: { c: SsoSettings; tell: Tell }) {
  const [protocol, setProtocol] = useState<Protocol>(c.protocol === 'saml' ? 'saml' : 'oidc');
  const [save, { loading }] = useMutation(SaveMutation, { refetchQueries: [SsoSettingsQuery], awaitRefetchQueries: true });
  const saml = protocol === 'saml';
  const same = c.protocol === protocol;

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const claims = { emailClaim: text(form, 'emailClaim'), nameClaim: text(form, 'nameClaim'), groupsClaim: text(form, 'groupsClaim') };
    const secret = text(form, 'clientSecret');
    const metadata = text(form, 'idpMetadataXml');
    const certificate = text(form, 'samlIdpCertificate');
    const provider = saml
      ? {
          protocol,
          issuer: text(form, 'issuer'),
          samlSsoUrl: text(form, 'samlSsoUrl'),
          samlAllowIdpInitiated: new FormData(form).get('samlAllowIdpInitiated') === 'on',
          ...(metadata ? { idpMetadataXml: metadata } : {}),
          ...(certificate ? { samlIdpCertificate: certificate } : {}),
        }
      : { protocol, issuer: text(form, 'issuer'), clientId: text(form, 'clientId'), ...(secret ? { clientSecret: secret } : {}) };
    const input = { ...savedInput(c), ...provider, ...claims };
    const result = await save({ variables: { input } }).catch(() => null);
    const errors = result?.data?.saveSsoConfiguration.errors ?? [{ message: 'Not saved: no answer from the server.' }];
    tell(errors, 'Saved. Run a test sign-in before turning single sign-on on.');
    // Write-only: what was pasted is not kept on the screen once saved.
    if (errors.length === 0) for (const name of ['clientSecret', 'samlIdpCertificate', 'idpMetadataXml']) clear(form, name);
  }

  const claim = saml ? 'attribute' : 'claim';
  return (
    <Card>
      <H2>Identity provider</H2>
      <RadioGroup label="Protocol" inline selectedValue={protocol} onChange={(e) => setProtocol(e.currentTarget.value === 'saml' ? 'saml' : 'oidc')}>
        <Radio label="OIDC" value="oidc" />
        <Radio label="SAML" value="saml" />
      </RadioGroup>
      <ServiceProviderValues c={c} protocol={protocol} />
      {/* A key per protocol: switching starts from the saved values of that protocol (or empty fields). */}
      <form key={protocol} onSubmit={(event) => void onSave(event)} noValidate aria-label={saml ? 'SAML identity provider' : 'OpenID Connect identity provider'}>
        {saml ? (
          <>
            <FormGroup label="IdP metadata XML" labelFor="sso-idp-metadata" helperText="Paste the identity provider's federation metadata, or fill in the three fields below instead.">
              <TextArea id="sso-idp-metadata" name="idpMetadataXml" fill rows={4} spellCheck={false} />
            </FormGroup>
            <FormGroup label="IdP entity id" labelFor="sso-idp-entity-id" helperText="Also called Issuer or Identifier.">
              <InputGroup id="sso-idp-entity-id" name="issuer" defaultValue={same ? c.issuer : ''} />
            </FormGroup>
            <FormGroup label="IdP SSO URL" labelFor="sso-idp-sso-url" helperText="The identity provider's sign-in address (HTTP-Redirect binding).">
              <InputGroup id="sso-idp-sso-url" name="samlSsoUrl" defaultValue={same ? c.samlSsoUrl : ''} />
            </FormGroup>
            <FormGroup
              label="IdP certificate"
              labelFor="sso-idp-certificate"
              helperText={same && c.samlIdpCertificateSet ? 'A certificate is saved; leave empty to keep it.' : 'The signing certificate, PEM (-----BEGIN CERTIFICATE-----). Never shown again once saved.'}
            >
              <TextArea id="sso-idp-certificate" name="samlIdpCertificate" fill rows={4} spellCheck={false} />
            </FormGroup>
            <Checkbox name="samlAllowIdpInitiated" label="Allow IdP-initiated sign-in" defaultChecked={same && c.samlAllowIdpInitiated} />
          </>
        ) : (
          <>
            <FormGroup label="Issuer" labelFor="sso-issuer" helperText="Its discovery document is {issuer}/.well-known/openid-configuration">
              <InputGroup id="sso-issuer" name="issuer" defaultValue={same ? c.issuer : ''} />
            </FormGroup>
            <FormGroup label="Client id" labelFor="sso-client-id">
              <InputGroup id="sso-client-id" name="clientId" defaultValue={same ? c.clientId : ''} />
            </FormGroup>
            <FormGroup label="Client secret" labelFor="sso-client-secret" helperText={same && c.clientSecretSet ? 'A secret is saved; leave empty to keep it.' : 'Never shown again once saved.'}>
              <InputGroup id="sso-client-secret" name="clientSecret" type="password" autoComplete="off" />
            </FormGroup>
          </>
        )}
        <FormGroup label={`Email ${claim}`} labelFor="sso-email-claim">
          <InputGroup id="sso-email-claim" name="emailClaim" defaultValue={c.emailClaim} />
        </FormGroup>
        <FormGroup label={`Name ${claim}`} labelFor="sso-name-claim">
          <InputGroup id="sso-name-claim" name="nameClaim" defaultValue={c.nameClaim} />
        </FormGroup>
        <FormGroup label={`Groups ${claim}`} labelFor="sso-groups-claim">
          <InputGroup id="sso-groups-claim" name="groupsClaim" defaultValue={c.groupsClaim} />
        </FormGroup>
        <Button type="submit" intent="primary" text="Save" loading={loading} />
      </form>
    </Card>
  );
}
