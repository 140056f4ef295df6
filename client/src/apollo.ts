import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap, of } from 'rxjs';
import { bearerToken, hasUnauthenticated, renewSession } from './auth/session-renewal';
import { tokenStore } from './auth/token-store';
import { typePolicies } from './cache-policies';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The request carried an access token (not a second-factor token, not none): only then is a refresh worth trying. */
    sentAccessToken?: boolean;
  }
}

/**
 * Puts the current token on every operation (read again when an operation is retried after a refresh).
 * No operation sets headers of its own, so the authorization header is the only one.
 */
const tokenLink = new SetContextLink(() => {
  const token = bearerToken();
  return { headers: token ? { authorization: `Bearer ${token}` } : {}, sentAccessToken: tokenStore.get() !== null };
});

/** An UNAUTHENTICATED answer to a request that carried an access token: renew the session once and retry. */
const refreshLink = new ErrorLink(({ error, result, operation, forward }) => {
  if (!result || !CombinedGraphQLErrors.is(error) || !hasUnauthenticated(error.errors)) return;
  if (operation.getContext().sentAccessToken !== true) return;
  return from(renewSession()).pipe(mergeMap((renewed) => (renewed ? forward(operation) : of(result))));
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([refreshLink, tokenLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
  cache: new InMemoryCache({ typePolicies }),
});
