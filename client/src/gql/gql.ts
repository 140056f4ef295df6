/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment Session_viewer on Viewer {\n    user {\n      key\n      name\n      username\n      userType\n      roleLabel\n    }\n    organization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseRenew\n      licenseCreate\n      licenseTermMonths\n      licenseDaysLeft\n    }\n    activeOrganization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseDaysLeft\n    }\n    permissions {\n      viewerCanManageUsers\n      viewerCanSeeAdminScreens\n      viewerCanManageOrganizations\n      viewerCanManageProviderSettings\n      viewerCanImpersonate\n    }\n  }\n": typeof types.Session_ViewerFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n      errors {\n        message\n        code\n      }\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      key\n      errors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query ProviderLink {\n    appInfo {\n      providerUrl\n    }\n  }\n": typeof types.ProviderLinkDocument,
    "\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.VerifySecondFactorDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      twofa\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SendSecondFactorCode {\n    sendSecondFactorCode {\n      sent\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SendSecondFactorCodeDocument,
    "\n  query ClientSwitcherChoices {\n    impersonationChoices {\n      key\n      name\n    }\n  }\n": typeof types.ClientSwitcherChoicesDocument,
    "\n  mutation SwitchClient($input: SetClientImpersonationInput!) {\n    setClientImpersonation(input: $input) {\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.SwitchClientDocument,
    "\n  query ShellFooter {\n    siteSettings {\n      year\n    }\n  }\n": typeof types.ShellFooterDocument,
    "\n  query MaintenanceBanner {\n    siteSettings {\n      banner\n      message\n      color\n    }\n  }\n": typeof types.MaintenanceBannerDocument,
    "\n  query ShellAppInfo {\n    appInfo {\n      version\n      supportEmail\n      contactUrl\n      privacyUrl\n      termsUrl\n      supportUrl\n    }\n  }\n": typeof types.ShellAppInfoDocument,
};
const documents: Documents = {
    "\n  fragment Session_viewer on Viewer {\n    user {\n      key\n      name\n      username\n      userType\n      roleLabel\n    }\n    organization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseRenew\n      licenseCreate\n      licenseTermMonths\n      licenseDaysLeft\n    }\n    activeOrganization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseDaysLeft\n    }\n    permissions {\n      viewerCanManageUsers\n      viewerCanSeeAdminScreens\n      viewerCanManageOrganizations\n      viewerCanManageProviderSettings\n      viewerCanImpersonate\n    }\n  }\n": types.Session_ViewerFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n      errors {\n        message\n        code\n      }\n    }\n  }\n": types.SignOutDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      key\n      errors {\n        field\n        message\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query ProviderLink {\n    appInfo {\n      providerUrl\n    }\n  }\n": types.ProviderLinkDocument,
    "\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.VerifySecondFactorDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      twofa\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SendSecondFactorCode {\n    sendSecondFactorCode {\n      sent\n      errors {\n        message\n      }\n    }\n  }\n": types.SendSecondFactorCodeDocument,
    "\n  query ClientSwitcherChoices {\n    impersonationChoices {\n      key\n      name\n    }\n  }\n": types.ClientSwitcherChoicesDocument,
    "\n  mutation SwitchClient($input: SetClientImpersonationInput!) {\n    setClientImpersonation(input: $input) {\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n": types.SwitchClientDocument,
    "\n  query ShellFooter {\n    siteSettings {\n      year\n    }\n  }\n": types.ShellFooterDocument,
    "\n  query MaintenanceBanner {\n    siteSettings {\n      banner\n      message\n      color\n    }\n  }\n": types.MaintenanceBannerDocument,
    "\n  query ShellAppInfo {\n    appInfo {\n      version\n      supportEmail\n      contactUrl\n      privacyUrl\n      termsUrl\n      supportUrl\n    }\n  }\n": types.ShellAppInfoDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Session_viewer on Viewer {\n    user {\n      key\n      name\n      username\n      userType\n      roleLabel\n    }\n    organization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseRenew\n      licenseCreate\n      licenseTermMonths\n      licenseDaysLeft\n    }\n    activeOrganization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseDaysLeft\n    }\n    permissions {\n      viewerCanManageUsers\n      viewerCanSeeAdminScreens\n      viewerCanManageOrganizations\n      viewerCanManageProviderSettings\n      viewerCanImpersonate\n    }\n  }\n"): (typeof documents)["\n  fragment Session_viewer on Viewer {\n    user {\n      key\n      name\n      username\n      userType\n      roleLabel\n    }\n    organization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseRenew\n      licenseCreate\n      licenseTermMonths\n      licenseDaysLeft\n    }\n    activeOrganization {\n      key\n      name\n      isProvider\n      licenseDue\n      licenseDaysLeft\n    }\n    permissions {\n      viewerCanManageUsers\n      viewerCanSeeAdminScreens\n      viewerCanManageOrganizations\n      viewerCanManageProviderSettings\n      viewerCanImpersonate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      signedOut\n      errors {\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      signedOut\n      errors {\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      key\n      errors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      key\n      errors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderLink {\n    appInfo {\n      providerUrl\n    }\n  }\n"): (typeof documents)["\n  query ProviderLink {\n    appInfo {\n      providerUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      twofa\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      twofa\n      accessToken\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSecondFactorCode {\n    sendSecondFactorCode {\n      sent\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendSecondFactorCode {\n    sendSecondFactorCode {\n      sent\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientSwitcherChoices {\n    impersonationChoices {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query ClientSwitcherChoices {\n    impersonationChoices {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchClient($input: SetClientImpersonationInput!) {\n    setClientImpersonation(input: $input) {\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchClient($input: SetClientImpersonationInput!) {\n    setClientImpersonation(input: $input) {\n      viewer {\n        ...Session_viewer\n      }\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellFooter {\n    siteSettings {\n      year\n    }\n  }\n"): (typeof documents)["\n  query ShellFooter {\n    siteSettings {\n      year\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MaintenanceBanner {\n    siteSettings {\n      banner\n      message\n      color\n    }\n  }\n"): (typeof documents)["\n  query MaintenanceBanner {\n    siteSettings {\n      banner\n      message\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellAppInfo {\n    appInfo {\n      version\n      supportEmail\n      contactUrl\n      privacyUrl\n      termsUrl\n      supportUrl\n    }\n  }\n"): (typeof documents)["\n  query ShellAppInfo {\n    appInfo {\n      version\n      supportEmail\n      contactUrl\n      privacyUrl\n      termsUrl\n      supportUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;