import { refreshAccessToken } from './session-api';
import { tokenStore } from './token-store';

// The one way a request of this client recovers from an expired access token: exchange the refresh
// cookie once (however many requests ask together), or, when the session is over, end it in one place
// (the session provider's handler clears the tokens, the Apollo cache and the signed-in state).
// Apollo's link chain (apollo.ts) and plain fetches (PDF downloads, the GraphQL explorer) both use it.

type SessionEndedHandler = () => void;
let onSessionEnded: SessionEndedHandler = () => undefined;

/** The session provider registers what happens when the server says the session is over. */
export function setSessionEndedHandler(handler: SessionEndedHandler): void {
  onSessionEnded = handler;
}

/** Refreshes the access token; when that fails the session ends. Resolves to whether a new token is there. */
export async function renewSession(): Promise<boolean> {
  const viewer = await refreshAccessToken();
  if (!viewer) onSessionEnded();
  return viewer !== null;
}

/** The authorization header of the next request: the access token, else a pending second-factor token. */
export function bearerToken(): string | null {
  return tokenStore.get() ?? tokenStore.getSecondFactor();
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Whether GraphQL errors (of a result or a response body) include one with code UNAUTHENTICATED. */
export function hasUnauthenticated(errors: unknown): boolean {
  return Array.isArray(errors) && errors.some((e: unknown) => isRecord(e) && isRecord(e.extensions) && e.extensions.code === 'UNAUTHENTICATED');
}

/** The answer says the access token is not (or no longer) accepted: HTTP 401, or a GraphQL UNAUTHENTICATED error. */
async function saysUnauthenticated(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  try {
    const body: unknown = await response.clone().json();
    return isRecord(body) && hasUnauthenticated(body.errors);
  } catch {
    return false;
  }
}

const withToken = (init: RequestInit | undefined): RequestInit => {
  const token = bearerToken();
  const headers = new Headers(init?.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers, credentials: 'same-origin' };
};

/** fetch with the bearer token; an expired access token is renewed once and the request retried. */
export async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const hadToken = tokenStore.get() !== null;
  const response = await fetch(input, withToken(init));
  if (!hadToken || !(await saysUnauthenticated(response))) return response;
  return (await renewSession()) ? fetch(input, withToken(init)) : response;
}
