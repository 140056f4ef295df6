import { type FragmentType, getFragmentData, graphql } from '../gql';
import type { Session_ViewerFragment } from '../gql/graphql';
import { postGraphQL } from './graphql-fetch';
import { tokenStore } from './token-store';

/** What the whole app knows about the signed-in viewer (the shell extends it through this fragment). */
export const SessionViewerFragment = graphql(`
  fragment Session_viewer on Viewer {
    user {
      key
      name
      username
      userType
      roleLabel
    }
    organization {
      key
      name
      isProvider
      licenseDue
      licenseRenew
      licenseCreate
      licenseTermMonths
      licenseDaysLeft
    }
    activeOrganization {
      key
      name
      isProvider
      licenseDue
      licenseDaysLeft
    }
    permissions {
      viewerCanManageUsers
      viewerCanSeeAdminScreens
      viewerCanManageOrganizations
      viewerCanManageProviderSettings
      viewerCanSeeProviderMetrics
      viewerCanImpersonate
      viewerCanManageApiTokens
      viewerCanManageSso
      viewerCanUseGraphQLExplorer
      viewerCanSeePortfolio
      viewerCanSeeOutcomePool
    }
  }
`);

export type SessionViewer = Session_ViewerFragment;
/** The viewer as a sign-in payload carries it (masked): `useSession().completeSignIn` reads it. */
export type SessionViewerRef = FragmentType<typeof SessionViewerFragment>;

const RefreshSessionMutation = graphql(`
  mutation RefreshSession {
    refreshSession {
      accessToken
      viewer {
        ...Session_viewer
      }
      errors {
        message
      }
    }
  }
`);

let inFlight: Promise<SessionViewer | null> | null = null;

/**
 * Exchanges the refresh cookie for a new access token (one request at a time, however many callers ask).
 * Resolves to the viewer, or null when the session has ended (the caller then ends it: `renewSession`, or the
 * session provider's `sessionEnded`, which clears the tokens).
 */
export function refreshAccessToken(): Promise<SessionViewer | null> {
  inFlight ??= postGraphQL(RefreshSessionMutation, {})
    .then((result) => {
      const payload = result.data?.refreshSession;
      if (payload?.accessToken && payload.viewer) {
        tokenStore.set(payload.accessToken);
        return getFragmentData(SessionViewerFragment, payload.viewer);
      }
      return null;
    })
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
