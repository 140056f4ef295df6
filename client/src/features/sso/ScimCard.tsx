import { useMutation } from '@apollo/client/react';
import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { graphql } from '../../gql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDayTime, formatInstant } from '../../ui/dates';
import { CopyValue } from './CopyValue';
import { type SsoSettings, SsoSettingsQuery, type Tell } from './sso-documents';

// The organization's SCIM token (docs/sso.md): an API token of scope scim, one at a time. The card says whether
// one exists (made when and by whom, last used), makes a new one (asked first when it replaces one: the old one
// stops at once), shown once with a Copy button, and revokes it (asked first) through revokeScimToken, which ends it
// on the API tokens' one revocation path.

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

const RevokeScimTokenMutation = graphql(`
  mutation RevokeScimTokenOnScreen($input: SsoOrganizationInput!) {
    revokeScimToken(input: $input) {
      revoked
      errors {
        message
      }
    }
  }
`);

const NO_ANSWER = 'no answer from the server.';

export function ScimCard({ c, tell }: { c: SsoSettings; tell: Tell }) {
  const refetch = { refetchQueries: [SsoSettingsQuery], awaitRefetchQueries: true };
  const [create, creating] = useMutation(ScimTokenMutation, refetch);
  const [revoke, revoking] = useMutation(RevokeScimTokenMutation, refetch);
  const [secret, setSecret] = useState<string | null>(null);
  const [asked, setAsked] = useState<'replace' | 'revoke' | null>(null);
  const input = { variables: { input: { organization: c.organization } } };
  const token = c.scimToken;
  // Once revoked, its button is gone: the focus goes on to "New SCIM token" rather than to the page's start.
  const revoked = useRef(false);
  const newButton = useRef<HTMLButtonElement>(null);

  async function onCreate() {
    const result = await create(input).catch(() => null);
    setAsked(null);
    const made = result?.data?.createScimToken;
    setSecret(made?.token ?? null);
    tell(made?.errors ?? [{ message: `No token made: ${NO_ANSWER}` }], 'A new SCIM token was made: copy it now, it is not shown again.');
  }

  async function onRevoke() {
    const result = await revoke(input).catch(() => null);
    setAsked(null);
    const done = result?.data?.revokeScimToken;
    if (done && done.errors.length === 0) setSecret(null);
    revoked.current = done?.errors.length === 0;
    tell(done?.errors ?? [{ message: `Not revoked: ${NO_ANSWER}` }], done?.revoked ? 'The SCIM token was revoked.' : 'There was no SCIM token to revoke.');
  }

  return (
    <Card>
      <H2>SCIM provisioning</H2>
      <p>
        Base URL <code>{c.redirectUri.replace(/\/sso\/oidc\/callback$/, '/scim/v2')}</code>. A new token replaces the previous one.
      </p>
      <p>
        {token
          ? `A SCIM token is active: made ${formatDayTime(token.createdAt)} by ${token.createdByName}, last used ${formatInstant(token.lastUsedAt)}.`
          : 'No SCIM token: the identity provider cannot provision accounts until one is made.'}
      </p>
      {secret && (
        <Callout intent="warning">
          <CopyValue id="sso-scim-token" label="SCIM token" value={secret} helperText="Shown only this once: copy it now and enter it at the identity provider." />
        </Callout>
      )}
      <Button ref={newButton} text="New SCIM token" loading={creating.loading && asked === null} onClick={() => (token ? setAsked('replace') : void onCreate())} />{' '}
      {token && <Button intent="danger" icon="trash" text="Revoke SCIM token" onClick={() => setAsked('revoke')} />}
      <ConfirmDialog
        isOpen={asked === 'replace'}
        title="Replace the SCIM token?"
        intent="warning"
        icon="refresh"
        cancelText="Cancel"
        confirmText="Make a new token"
        loading={creating.loading}
        onCancel={() => setAsked(null)}
        onConfirm={() => void onCreate()}
      >
        <p>The current SCIM token stops working at once: the identity provider’s provisioning stops until the new token is entered there.</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={asked === 'revoke'}
        title="Revoke the SCIM token?"
        intent="danger"
        icon="trash"
        cancelText="Cancel"
        confirmText="Revoke token"
        loading={revoking.loading}
        onCancel={() => setAsked(null)}
        onConfirm={() => void onRevoke()}
        onClosed={() => {
          if (revoked.current) newButton.current?.focus();
          revoked.current = false;
        }}
      >
        <p>The token stops working at once: the identity provider’s provisioning stops until a new token is made and entered there. This cannot be undone.</p>
      </ConfirmDialog>
    </Card>
  );
}
