import { useMutation } from '@apollo/client/react';
import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql } from '../../gql';

// The organization's SCIM token (docs/sso.md), moved here from the page unchanged: a new token replaces the
// previous one and is shown once.

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

export function ScimCard({ organization, redirectUri }: { organization: string; redirectUri: string }) {
  const [newScimToken] = useMutation(ScimTokenMutation);
  const [scimToken, setScimToken] = useState<string | null>(null);
  return (
    <Card>
      <H2>SCIM provisioning</H2>
      <p>
        Base URL <code>{redirectUri.replace(/\/sso\/oidc\/callback$/, '/scim/v2')}</code>. A new token replaces the previous one.
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
  );
}
