import { useMutation } from '@apollo/client/react';
import { Button, Card, H2, HTMLTable } from '@blueprintjs/core';
import { graphql } from '../../gql';
import { formatInstant } from '../../ui/dates';
import { type SsoSettings, SsoSettingsQuery, type Tell } from './sso-documents';

// The test sign-in runs the whole flow at the identity provider (OIDC: back through the redirect URI's page; SAML:
// the identity provider posts to the ACS, which sends the browser back here) and keeps the claims it received; then
// single sign-on can be turned on and, by the admin who tested it, enforced.

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

export function TestAndEnableCard({ c, tell }: { c: SsoSettings; tell: Tell }) {
  const again = { refetchQueries: [SsoSettingsQuery], awaitRefetchQueries: true };
  const [startTest] = useMutation(TestMutation);
  const [setEnabled] = useMutation(EnableMutation, again);
  const [setEnforced] = useMutation(EnforceMutation, again);
  const organization = c.organization;

  async function onTest() {
    const result = await startTest({ variables: { input: { organization } } }).catch(() => null);
    const url = result?.data?.startSsoTest.url;
    if (url) window.location.assign(url);
    else tell(result?.data?.startSsoTest.errors ?? [{ message: 'The test could not be started.' }], '');
  }

  return (
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
          onClick={() =>
            void setEnabled({ variables: { input: { organization, enabled: !c.enabled } } }).then((r) =>
              tell(r.data?.setSsoEnabled.errors, c.enabled ? 'Single sign-on is off.' : 'Single sign-on is on.'),
            )
          }
        />
        <Button
          text={c.enforced ? 'Stop enforcing' : 'Enforce single sign-on'}
          disabled={!c.enabled}
          onClick={() =>
            void setEnforced({ variables: { input: { organization, enforced: !c.enforced } } }).then((r) =>
              tell(r.data?.setSsoEnforced.errors, c.enforced ? 'Passwords work again.' : 'Single sign-on is enforced.'),
            )
          }
        />
      </div>
    </Card>
  );
}
