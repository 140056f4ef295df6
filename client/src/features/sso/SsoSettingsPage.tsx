import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, H1, H2, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { getFragmentData, graphql } from '../../gql';
import type { SsoJitMode } from '../../gql/graphql';
import { formatInstant } from '../../ui/dates';
import '../admin/admin.css';
import { SecondFactorPolicyCard } from './SecondFactorPolicyCard';

// The Single sign-on screen (docs/sso.md): the identity provider (secret write-only), a test sign-in that runs the
// whole flow at the provider and comes back with the claims, then on and enforced; the email domains; the SCIM token.

export const SsoSettingsFields = graphql(`
  fragment SsoSettingsPage_configuration on SsoConfiguration {
    organization
    organizationName
    configured
    issuer
    clientId
    clientSecretSet
    emailClaim
    nameClaim
    groupsClaim
    jitMode
    enabled
    enforced
    testedAt
    testClaims {
      name
      value
    }
    groupRoles {
      group
      role
    }
    domains {
      domain
      verified
    }
    redirectUri
  }
`);

const SsoSettingsQuery = graphql(`
  query SsoSettings {
    ssoConfiguration {
      ...SsoSettingsPage_configuration
    }
  }
`);

const SaveMutation = graphql(`
  mutation SaveSsoSettings($input: SaveSsoConfigurationInput!) {
    saveSsoConfiguration(input: $input) {
      configuration {
        ...SsoSettingsPage_configuration
      }
      errors {
        field
        message
      }
    }
  }
`);

const TestMutation = graphql(`
  mutation StartSsoTestSignIn($input: SsoOrganizationInput!) {
    startSsoTest(input: $input) {
      url
      errors {
        message
      }
    }
  }
`);

const EnableMutation = graphql(`
  mutation SetSsoEnabledOnScreen($input: SetSsoEnabledInput!) {
    setSsoEnabled(input: $input) {
      configuration {
        ...SsoSettingsPage_configuration
      }
      errors {
        message
      }
    }
  }
`);

const EnforceMutation = graphql(`
  mutation SetSsoEnforcedOnScreen($input: SetSsoEnforcedInput!) {
    setSsoEnforced(input: $input) {
      configuration {
        ...SsoSettingsPage_configuration
      }
      errors {
        message
      }
    }
  }
`);

const ClaimMutation = graphql(`
  mutation ClaimSsoDomainOnScreen($input: ClaimSsoDomainInput!) {
    claimSsoDomain(input: $input) {
      configuration {
        ...SsoSettingsPage_configuration
      }
      errors {
        message
      }
    }
  }
`);

const ScimTokenMutation = graphql(`
  mutation CreateScimTokenOnScreen($input: SsoOrganizationInput!) {
    createScimToken(input: $input) {
      token
      errors {
        message
      }
    }
  }
`);

const text = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();

export function SsoSettingsPage() {
  const { data, loading, error } = useQuery(SsoSettingsQuery);
  // The settings are not normalized (no key): each change reads them again.
  const again = { refetchQueries: [SsoSettingsQuery], awaitRefetchQueries: true };
  const [save, saving] = useMutation(SaveMutation, again);
  const [startTest] = useMutation(TestMutation);
  const [setEnabled] = useMutation(EnableMutation, again);
  const [setEnforced] = useMutation(EnforceMutation, again);
  const [claim] = useMutation(ClaimMutation, again);
  const [newScimToken] = useMutation(ScimTokenMutation);
  const [message, setMessage] = useState<{ intent: 'danger' | 'success'; text: string } | null>(null);
  const [scimToken, setScimToken] = useState<string | null>(null);

  if (loading) return <Spinner aria-label="Loading single sign-on" />;
  const c = getFragmentData(SsoSettingsFields, data?.ssoConfiguration);
  if (error || !c) return <Callout intent="danger">{error?.message ?? 'Single sign-on could not be loaded.'}</Callout>;
  const organization = c.organization;
  const shown = (errors: readonly { message: string }[] | undefined, done: string) =>
    setMessage(errors && errors.length > 0 ? { intent: 'danger', text: errors.map((e) => e.message).join(' ') } : { intent: 'success', text: done });

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const secret = text(form, 'clientSecret');
    const jitMode: SsoJitMode = text(form, 'jitMode') === 'pending' ? 'pending' : 'defaultRole';
    const input = {
      organization,
      issuer: text(form, 'issuer'),
      clientId: text(form, 'clientId'),
      ...(secret ? { clientSecret: secret } : {}),
      emailClaim: text(form, 'emailClaim'),
      nameClaim: text(form, 'nameClaim'),
      groupsClaim: text(form, 'groupsClaim'),
      jitMode,
      groupRoles: c?.groupRoles.map((g) => ({ group: g.group, role: g.role })) ?? [],
    };
    const result = await save({ variables: { input } }).catch(() => null);
    shown(result?.data?.saveSsoConfiguration.errors ?? [{ message: 'Not saved: no answer from the server.' }], 'Saved. Run a test sign-in before turning single sign-on on.');
  }

  async function onTest() {
    const result = await startTest({ variables: { input: { organization } } }).catch(() => null);
    const url = result?.data?.startSsoTest.url;
    if (url) window.location.assign(url);
    else shown(result?.data?.startSsoTest.errors ?? [{ message: 'The test could not be started.' }], '');
  }

  async function onClaim(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = text(event.currentTarget, 'domainEmail');
    const result = await claim({ variables: { input: { organization, email } } }).catch(() => null);
    shown(result?.data?.claimSsoDomain.errors ?? [{ message: 'Not claimed: no answer from the server.' }], `A link to verify the domain was mailed to ${email}.`);
  }

  return (
    <div className="fel-page fel-admin">
      <H1 className="fel-page-title">Single sign-on</H1>
      <p>
        {c.organizationName} signs in through its identity provider (OpenID Connect). Register the redirect URI <code>{c.redirectUri}</code> at the provider.
      </p>
      {message && (
        <Callout intent={message.intent} role={message.intent === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </Callout>
      )}
      <Card>
        <H2>Identity provider</H2>
        <form onSubmit={(event) => void onSave(event)} noValidate>
          <FormGroup label="Issuer" labelFor="sso-issuer" helperText="Its discovery document is {issuer}/.well-known/openid-configuration">
            <InputGroup id="sso-issuer" name="issuer" defaultValue={c.issuer} />
          </FormGroup>
          <FormGroup label="Client id" labelFor="sso-client-id">
            <InputGroup id="sso-client-id" name="clientId" defaultValue={c.clientId} />
          </FormGroup>
          <FormGroup label="Client secret" labelFor="sso-client-secret" helperText={c.clientSecretSet ? 'A secret is saved; leave empty to keep it.' : 'Never shown again once saved.'}>
            <InputGroup id="sso-client-secret" name="clientSecret" type="password" autoComplete="off" />
          </FormGroup>
          <FormGroup label="Email claim" labelFor="sso-email-claim">
            <InputGroup id="sso-email-claim" name="emailClaim" defaultValue={c.emailClaim} />
          </FormGroup>
          <FormGroup label="Name claim" labelFor="sso-name-claim">
            <InputGroup id="sso-name-claim" name="nameClaim" defaultValue={c.nameClaim} />
          </FormGroup>
          <FormGroup label="Groups claim" labelFor="sso-groups-claim">
            <InputGroup id="sso-groups-claim" name="groupsClaim" defaultValue={c.groupsClaim} />
          </FormGroup>
          <FormGroup label="New accounts" labelFor="sso-jit">
            <HTMLSelect id="sso-jit" name="jitMode" defaultValue={c.jitMode === 'pending' ? 'pending' : 'defaultRole'}>
              <option value="defaultRole">Active, with the default role</option>
              <option value="pending">Pending approval</option>
            </HTMLSelect>
          </FormGroup>
          <p>Group mappings: {c.groupRoles.length === 0 ? 'none' : c.groupRoles.map((g) => g.group).join(', ')} (set through the API, docs/sso.md).</p>
          <Button type="submit" intent="primary" text="Save" loading={saving.loading} />
        </form>
      </Card>
      <Card>
        <H2>Test and turn on</H2>
        <p>{c.testedAt ? `Last successful test sign-in: ${formatInstant(c.testedAt)}.` : 'Not tested with the current settings.'}</p>
        {c.testClaims.length > 0 && (
          <HTMLTable compact aria-label="Claims of the last test sign-in">
            <tbody>
              {c.testClaims.map((claim) => (
                <tr key={claim.name}>
                  <td>{claim.name}</td>
                  <td>{claim.value}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        <div className="fel-form-actions">
          <Button text="Test sign-in" disabled={!c.configured} onClick={() => void onTest()} />
          <Button
            text={c.enabled ? 'Turn single sign-on off' : 'Turn single sign-on on'}
            disabled={!c.configured}
            onClick={() => void setEnabled({ variables: { input: { organization, enabled: !c.enabled } } }).then((r) => shown(r.data?.setSsoEnabled.errors, c.enabled ? 'Single sign-on is off.' : 'Single sign-on is on.'))}
          />
          <Button
            text={c.enforced ? 'Stop enforcing' : 'Enforce single sign-on'}
            disabled={!c.enabled}
            onClick={() => void setEnforced({ variables: { input: { organization, enforced: !c.enforced } } }).then((r) => shown(r.data?.setSsoEnforced.errors, c.enforced ? 'Passwords work again.' : 'Single sign-on is enforced.'))}
          />
        </div>
      </Card>
      <Card>
        <H2>Email domains</H2>
        <ul>
          {c.domains.map((d) => (
            <li key={d.domain}>
              {d.domain} <Tag intent={d.verified ? 'success' : 'warning'}>{d.verified ? 'Verified' : 'Waiting for the mailed link'}</Tag>
            </li>
          ))}
        </ul>
        <form onSubmit={(event) => void onClaim(event)} noValidate>
          <FormGroup label="Claim the domain of an address" labelFor="sso-domain-email" helperText="The address gets a link that verifies the domain.">
            <InputGroup id="sso-domain-email" name="domainEmail" type="email" />
          </FormGroup>
          <Button type="submit" text="Claim domain" />
        </form>
      </Card>
      <Card>
        <H2>SCIM provisioning</H2>
        <p>
          Base URL <code>{c.redirectUri.replace(/\/sso\/oidc\/callback$/, '/scim/v2')}</code>. A new token replaces the previous one.
        </p>
        {scimToken && (
          <Callout intent="warning" role="status">
            Copy the token now; it is not shown again: <code>{scimToken}</code>
          </Callout>
        )}
        <Button
          text="New SCIM token"
          onClick={() => void newScimToken({ variables: { input: { organization } } }).then((r) => setScimToken(r.data?.createScimToken.token ?? null))}
        />
      </Card>
      <SecondFactorPolicyCard />
    </div>
  );
}
