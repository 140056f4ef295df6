import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';

// The sign-in card's single sign-on steps, loaded only once an address is typed (the sign-in page's weight
// counts before anyone can sign in): does the address's organization sign in through its identity provider,
// and the URL that sends the browser there.

const SsoSignInOptionQuery = graphql(`
  query SsoSignInOption($email: String!) {
    ssoSignInOption(email: $email) {
      organizationName
      enforced
    }
  }
`);

const StartSsoSignInMutation = graphql(`
  mutation StartSsoSignIn($input: StartSsoSignInInput!) {
    startSsoSignIn(input: $input) {
      url
      errors {
        message
      }
    }
  }
`);

export type SsoOption = { organizationName: string; enforced: boolean };

/** The SSO choice for an address, or null when it signs in with its password. */
export async function ssoOptionFor(client: ApolloClient, email: string): Promise<SsoOption | null> {
  const result = await client.query({ query: SsoSignInOptionQuery, variables: { email }, fetchPolicy: 'network-only' });
  return result.data?.ssoSignInOption ?? null;
}

/** The identity provider's URL for the address, or the message that says why there is none. */
export async function startSsoSignIn(client: ApolloClient, email: string): Promise<{ url: string } | { error: string }> {
  const result = await client.mutate({ mutation: StartSsoSignInMutation, variables: { input: { email } } });
  const payload = result.data?.startSsoSignIn;
  if (payload?.url) return { url: payload.url };
  return { error: payload?.errors[0]?.message ?? 'Single sign-on could not be started. Try again.' };
}
