import { useApolloClient, useFragment } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { getFragmentData, graphql } from '../gql';
import { type GraphQLResponse, postGraphQL } from './graphql-fetch';
import type { SignOutMutation as SignOutResult } from '../gql/graphql';
import { refreshAccessToken, SessionViewerFragment, type SessionViewer, type SessionViewerRef } from './session-api';
import { setSessionEndedHandler } from './session-renewal';
import { tokenStore } from './token-store';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'second-factor' }
  | { status: 'signed-in'; viewer: SessionViewer };

type SessionApi = {
  state: SessionState;
  /** After sign-in (or second factor): keep the token and viewer. */
  completeSignIn(accessToken: string, viewer: SessionViewerRef): void;
  /** After a password sign-in that needs a second factor. */
  startSecondFactor(token: string): void;
  /** Re-reads the viewer (after profile changes). */
  reload(): Promise<void>;
  /** Replaces the viewer with one the server just returned (e.g. after switching the active client). */
  updateViewer(viewer: SessionViewerRef): void;
  /**
   * Ends the session on the server; resolves to null once signed out, or to the text to show when that
   * failed (the session then stays, so the user can try again).
   */
  signOut(): Promise<string | null>;
  /** The server said the session ended: forget it locally. */
  sessionEnded(): void;
};

const SessionContext = createContext<SessionApi | null>(null);

/** Where the cache keeps the viewer (one per session: `Viewer` has no key fields). */
const VIEWER_ID = 'Viewer:{}';

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      signedOut
      errors {
        message
        code
      }
    }
  }
`);

/** Spec §2 "Startup behaviour": refresh the session first, then load the user and the client. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [state, setState] = useState<SessionState>(() =>
    tokenStore.getSecondFactor() ? { status: 'second-factor' } : { status: 'loading' },
  );

  /**
   * The viewer goes into the Apollo cache, where its user and organizations normalize: a mutation that returns one
   * of them (one's own name saved in My account) updates the top bar too.
   */
  const signedIn = useCallback(
    (viewer: SessionViewer) => {
      client.writeFragment({ fragment: SessionViewerFragment, id: VIEWER_ID, data: viewer });
      setState({ status: 'signed-in', viewer });
    },
    [client],
  );

  useEffect(() => {
    let cancelled = false;
    if (tokenStore.getSecondFactor()) return;
    void refreshAccessToken().then((viewer) => {
      if (cancelled) return;
      if (viewer) signedIn(viewer);
      else setState({ status: 'signed-out' });
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn]);

  const sessionEnded = useCallback(() => {
    tokenStore.set(null);
    tokenStore.setSecondFactor(null);
    void client.clearStore();
    setState({ status: 'signed-out' });
  }, [client]);

  useEffect(() => setSessionEndedHandler(sessionEnded), [sessionEnded]);

  const api = useMemo<SessionApi>(
    () => ({
      state,
      completeSignIn(accessToken, viewer) {
        tokenStore.setSecondFactor(null);
        tokenStore.set(accessToken);
        signedIn(getFragmentData(SessionViewerFragment, viewer));
      },
      startSecondFactor(token) {
        tokenStore.set(null);
        tokenStore.setSecondFactor(token);
        setState({ status: 'second-factor' });
      },
      async reload() {
        const viewer = await refreshAccessToken();
        if (viewer) signedIn(viewer);
        else sessionEnded();
      },
      updateViewer(viewer) {
        if (state.status === 'signed-in') signedIn(getFragmentData(SessionViewerFragment, viewer));
      },
      async signOut() {
        let result: GraphQLResponse<SignOutResult>;
        try {
          result = await postGraphQL(SignOutMutation, {}, tokenStore.get());
        } catch (error) {
          return `Sign out failed: ${error instanceof Error ? error.message : 'no answer from the server'}`;
        }
        const thrown = result.errors?.[0];
        const refused = result.data?.signOut.errors[0];
        // A session the server already ended is as good as signed out.
        const failure =
          thrown && thrown.extensions?.code !== 'UNAUTHENTICATED' ? thrown.message : refused && refused.code !== 'UNAUTHENTICATED' ? refused.message : null;
        if (failure) return `Sign out failed: ${failure}`;
        sessionEnded();
        return null;
      },
      sessionEnded,
    }),
    [state, sessionEnded, signedIn],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession outside SessionProvider');
  return api;
}

/** The signed-in viewer as the cache has it now; only for screens under the signed-in routes. */
export function useViewer(): SessionViewer {
  const { state } = useSession();
  const cached = useFragment({ fragment: SessionViewerFragment, from: VIEWER_ID });
  if (state.status !== 'signed-in') throw new Error('useViewer outside a signed-in route');
  // While the store is being reset (switching clients) the cache is briefly empty: the session's copy stands in.
  return cached.complete ? cached.data : state.viewer;
}
