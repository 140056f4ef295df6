import { useMutation } from '@apollo/client/react';
import { Button, Card, FormGroup, H2, InputGroup, Tag } from '@blueprintjs/core';
import { type FormEvent, useRef, useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { graphql } from '../../gql';
import { type SsoSettings, SsoSettingsQuery, type Tell, text } from './sso-documents';

// The email domains the organization claimed: an address in a verified one is offered "Continue with … SSO".
// A domain is given up after a question (its addresses then sign in with their passwords again).

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

const RemoveMutation = graphql(`
  mutation RemoveSsoDomainOnScreen($input: RemoveSsoDomainInput!) {
    removeSsoDomain(input: $input) {
      configuration {
        ...SsoSettingsPage_configuration
      }
      errors {
        message
      }
    }
  }
`);

export function DomainsCard({ c, tell }: { c: SsoSettings; tell: Tell }) {
  const [claim] = useMutation(ClaimMutation, { refetchQueries: [SsoSettingsQuery], awaitRefetchQueries: true });
  const [remove, removing] = useMutation(RemoveMutation, { refetchQueries: [SsoSettingsQuery], awaitRefetchQueries: true });
  // The domain asked about stays named while the question fades out.
  const [asking, setAsking] = useState(false);
  const [named, setNamed] = useState('');
  // A removed domain's button is gone: the focus goes on to the claim field rather than to the page's start.
  const removed = useRef(false);
  const claimField = useRef<HTMLInputElement>(null);

  async function onRemove(domain: string) {
    const result = await remove({ variables: { input: { organization: c.organization, domain } } }).catch(() => null);
    removed.current = result?.data?.removeSsoDomain.errors.length === 0;
    setAsking(false);
    tell(result?.data?.removeSsoDomain.errors ?? [{ message: 'Not removed: no answer from the server.' }], `${domain} was removed.`);
  }

  async function onClaim(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = text(event.currentTarget, 'domainEmail');
    const result = await claim({ variables: { input: { organization: c.organization, email } } }).catch(() => null);
    tell(result?.data?.claimSsoDomain.errors ?? [{ message: 'Not claimed: no answer from the server.' }], `A link to verify the domain was mailed to ${email}.`);
  }

  return (
    <Card>
      <H2>Email domains</H2>
      {c.domains.length === 0 ? (
        <p>No domain is claimed yet: claim one below so that its addresses are offered sign-in through the identity provider.</p>
      ) : (
        <ul>
          {c.domains.map((d) => (
            <li key={d.domain}>
              {d.domain} <Tag intent={d.verified ? 'success' : 'warning'}>{d.verified ? 'Verified' : 'Waiting for the mailed link'}</Tag>{' '}
              <Button
                variant="minimal"
                intent="danger"
                icon="trash"
                size="small"
                text="Remove"
                aria-label={`Remove ${d.domain}`}
                onClick={() => {
                  setNamed(d.domain);
                  setAsking(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void onClaim(event)} noValidate>
        <FormGroup label="Claim the domain of an address" labelFor="sso-domain-email" helperText="The address gets a link that verifies the domain.">
          <InputGroup id="sso-domain-email" name="domainEmail" type="email" inputRef={claimField} />
        </FormGroup>
        <Button type="submit" text="Claim domain" />
      </form>
      <ConfirmDialog
        isOpen={asking}
        title={`Remove ${named}?`}
        intent="danger"
        icon="trash"
        cancelText="Cancel"
        confirmText="Remove domain"
        loading={removing.loading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void onRemove(named)}
        onClosed={() => {
          if (removed.current) claimField.current?.focus();
          removed.current = false;
        }}
      >
        <p>
          Addresses in {named} are no longer offered sign-in through {c.organizationName}’s identity provider. To use single sign-on for them again,
          claim the domain again and open the mailed link.
        </p>
        {c.enforced && <p>Single sign-on is enforced: your organization’s users with these addresses cannot sign in at all until then (passwords are refused).</p>}
      </ConfirmDialog>
    </Card>
  );
}
