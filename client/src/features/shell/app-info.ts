import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ShellAppInfoQuery } from '../../gql/graphql';

const AppInfoDocument = graphql(`
  query ShellAppInfo {
    appInfo {
      version
      supportEmail
      contactUrl
      privacyUrl
      termsUrl
      supportUrl
    }
  }
`);

export type AppInfo = ShellAppInfoQuery['appInfo'];

/** The configured links and version (public, read once per page load); null until loaded. */
export function useAppInfo(): AppInfo | null {
  const { data } = useQuery(AppInfoDocument);
  return data?.appInfo ?? null;
}
