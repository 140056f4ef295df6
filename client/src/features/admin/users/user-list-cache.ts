import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';

/** What a status change answers for each user it changed (one or many): the cached rows update in place. */
export const UserStatusFragment = graphql(`
  fragment UserStatus_user on User {
    key
    status
    active
  }
`);

/**
 * After users change status or a user is added: the changed users already came back in the mutation's payload,
 * but which users a page holds (a filter on pending, a sort by status) and the pending-approval count of the
 * navigation are the server's to answer. Both are dropped from the cache, so the screens showing them ask again.
 */
export function useForgetUserLists() {
  const client = useApolloClient();
  return useCallback(() => {
    const { cache } = client;
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminUsers' });
    cache.evict({ id: cache.identify({ __typename: 'Viewer' }), fieldName: 'pendingApprovals' });
    cache.gc();
  }, [client]);
}
