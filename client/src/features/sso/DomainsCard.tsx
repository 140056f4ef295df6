import { useMutation } from '@apollo/client/react';
import { Button, Card, FormGroup, H2, InputGroup, Tag } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { graphql } from '../../gql';
import { type SsoSettings, SsoSettingsQuery, type Tell, text } from './sso-documents';

// The email domains the organization claimed: an address in a verified one is offered "Continue with … SSO".

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

export function DomainsCard({ c, tell }: { c: SsoSettings; tell: Tell }) {
  const [claim] = useMutation(ClaimMutation, { refetchQueries: [SsoSettingsQuery], awaitRefetchQueries: true });

  async function onClaim(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = text(event.currentTarget, 'domainEmail');
    const result = await claim({ variables: { input: { organization: c.organization, email } } }).catch(() => null);
    tell(result?.data?.claimSsoDomain.errors ?? [{ message: 'Not claimed: no answer from the server.' }], `A link to verify the domain was mailed to ${email}.`);
  }

  return (
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
  );
}
