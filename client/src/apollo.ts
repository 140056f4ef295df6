import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { refreshAccessToken } from './auth/session-api';
import { tokenStore } from './auth/token-store';

type SessionEndedHandler = () => void;
let onSessionEnded: SessionEndedHandler = () => undefined;

/** The session provider registers what happens when the server says the session is over. */
export function setSessionEndedHandler(handler: SessionEndedHandler) {
  onSessionEnded = handler;
}

const withToken = (init: RequestInit | undefined): RequestInit => {
  const token = tokenStore.get() ?? tokenStore.getSecondFactor();
  const headers = new Headers(init?.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers, credentials: 'same-origin' };
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The response carries a GraphQL error with code UNAUTHENTICATED. */
async function saysUnauthenticated(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
    return errors.some((e: unknown) => isRecord(e) && isRecord(e.extensions) && e.extensions.code === 'UNAUTHENTICATED');
  } catch {
    return false;
  }
}

/** fetch with the bearer token; an expired access token is refreshed once and the request retried. */
export async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const hadToken = tokenStore.get() !== null;
  const response = await fetch(input, withToken(init));
  if (!hadToken || !(await saysUnauthenticated(response))) return response;
  const viewer = await refreshAccessToken();
  if (!viewer) {
    onSessionEnded();
    return response;
  }
  return fetch(input, withToken(init));
}

export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', fetch: authFetch }),
  cache: new InMemoryCache({
    typePolicies: {
      User: { keyFields: ['key'] },
      Organization: { keyFields: ['key'] },
      Viewer: { keyFields: [] },
      ViewerPermissions: { keyFields: [] },
      SiteSettings: { keyFields: [] },
      AppInfo: { keyFields: [] },
      Project: { keyFields: ['key'] },
      ProjectUser: { keyFields: ['key'] },
      TeamMember: { keyFields: ['key'] },
      ProjectSite: { keyFields: ['key'] },
      ApiToken: { keyFields: ['key'] },
    },
  }),
});
