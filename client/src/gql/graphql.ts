/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Banner colour: none, green (Info), yellow (Maintenance) or red (Alert). */
export type BannerColor =
  | 'green'
  | 'none'
  | 'red'
  | 'yellow';

/** Why an operation failed. The same codes drive the HTTP status of the legacy /api layer. */
export type ErrorCode =
  | 'ACCOUNT_INACTIVE'
  | 'ACCOUNT_LOCKED'
  | 'BAD_INPUT'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'INTERNAL'
  | 'LICENCE_EXPIRED'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'SECOND_FACTOR_REQUIRED'
  | 'UNAUTHENTICATED';

export type RegisterInput = {
  /** The organization's current licence key. */
  licensekey: string;
  /** Full name, fewer than 100 characters. */
  name: string;
  /** Company email address. */
  username: string;
};

export type RequestPasswordResetInput = {
  /** The email used to sign up. */
  username: string;
};

export type ResetPasswordInput = {
  password: string;
  /** The token part of the emailed link. */
  token: string;
  /** The user part of the emailed link. */
  uidb64: string;
};

export type SetClientImpersonationInput = {
  /**
   * The key of the client to work on. Null (or the viewer's own organization's key) returns the viewer to its
   * own organization.
   */
  clientImpersonation?: string | number | null | undefined;
};

export type SignInInput = {
  password: string;
  /** The email address. */
  username: string;
};

export type VerifySecondFactorInput = {
  /** The 6-digit code from the email. */
  code: string;
};

export type Session_ViewerFragment = { user: { key: string, name: string, username: string, userType: number, roleLabel: string }, organization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseRenew: string | null, licenseCreate: string, licenseTermMonths: number, licenseDaysLeft: number }, activeOrganization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseDaysLeft: number }, permissions: { viewerCanManageUsers: boolean, viewerCanSeeAdminScreens: boolean, viewerCanManageOrganizations: boolean, viewerCanManageProviderSettings: boolean, viewerCanImpersonate: boolean } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string | null, viewer: { user: { key: string, name: string, username: string, userType: number, roleLabel: string }, organization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseRenew: string | null, licenseCreate: string, licenseTermMonths: number, licenseDaysLeft: number }, activeOrganization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseDaysLeft: number }, permissions: { viewerCanManageUsers: boolean, viewerCanSeeAdminScreens: boolean, viewerCanManageOrganizations: boolean, viewerCanManageProviderSettings: boolean, viewerCanImpersonate: boolean } } | null, errors: Array<{ message: string }> } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { signedOut: boolean | null, errors: Array<{ message: string, code: ErrorCode }> } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { ok: boolean | null, errors: Array<{ message: string }> } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { message: string | null, errors: Array<{ message: string }> } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { key: string | null, errors: Array<{ field: string | null, message: string }> } };

export type ProviderLinkQueryVariables = Exact<{ [key: string]: never; }>;


export type ProviderLinkQuery = { appInfo: { providerUrl: string } };

export type VerifySecondFactorMutationVariables = Exact<{
  input: VerifySecondFactorInput;
}>;


export type VerifySecondFactorMutation = { verifySecondFactor: { accessToken: string | null, viewer: { user: { key: string, name: string, username: string, userType: number, roleLabel: string }, organization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseRenew: string | null, licenseCreate: string, licenseTermMonths: number, licenseDaysLeft: number }, activeOrganization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseDaysLeft: number }, permissions: { viewerCanManageUsers: boolean, viewerCanSeeAdminScreens: boolean, viewerCanManageOrganizations: boolean, viewerCanManageProviderSettings: boolean, viewerCanImpersonate: boolean } } | null, errors: Array<{ message: string }> } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { twofa: boolean | null, accessToken: string | null, viewer: { user: { key: string, name: string, username: string, userType: number, roleLabel: string }, organization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseRenew: string | null, licenseCreate: string, licenseTermMonths: number, licenseDaysLeft: number }, activeOrganization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseDaysLeft: number }, permissions: { viewerCanManageUsers: boolean, viewerCanSeeAdminScreens: boolean, viewerCanManageOrganizations: boolean, viewerCanManageProviderSettings: boolean, viewerCanImpersonate: boolean } } | null, errors: Array<{ message: string }> } };

export type SendSecondFactorCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendSecondFactorCodeMutation = { sendSecondFactorCode: { sent: boolean | null, errors: Array<{ message: string }> } };

export type ClientSwitcherChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientSwitcherChoicesQuery = { impersonationChoices: Array<{ key: string, name: string }> };

export type SwitchClientMutationVariables = Exact<{
  input: SetClientImpersonationInput;
}>;


export type SwitchClientMutation = { setClientImpersonation: { viewer: { user: { key: string, name: string, username: string, userType: number, roleLabel: string }, organization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseRenew: string | null, licenseCreate: string, licenseTermMonths: number, licenseDaysLeft: number }, activeOrganization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseDaysLeft: number }, permissions: { viewerCanManageUsers: boolean, viewerCanSeeAdminScreens: boolean, viewerCanManageOrganizations: boolean, viewerCanManageProviderSettings: boolean, viewerCanImpersonate: boolean } } | null, errors: Array<{ message: string }> } };

export type ShellFooterQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellFooterQuery = { siteSettings: { year: number } };

export type MaintenanceBannerQueryVariables = Exact<{ [key: string]: never; }>;


export type MaintenanceBannerQuery = { siteSettings: { banner: boolean, message: string, color: BannerColor } };

export type ShellAppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellAppInfoQuery = { appInfo: { version: string, supportEmail: string, contactUrl: string, privacyUrl: string, termsUrl: string, supportUrl: string } };

export const Session_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<Session_ViewerFragment, unknown>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ProviderLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProviderLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerUrl"}}]}}]}}]} as unknown as DocumentNode<ProviderLinkQuery, ProviderLinkQueryVariables>;
export const VerifySecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifySecondFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<VerifySecondFactorMutation, VerifySecondFactorMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twofa"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SendSecondFactorCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSecondFactorCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSecondFactorCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendSecondFactorCodeMutation, SendSecondFactorCodeMutationVariables>;
export const ClientSwitcherChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSwitcherChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonationChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClientSwitcherChoicesQuery, ClientSwitcherChoicesQueryVariables>;
export const SwitchClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetClientImpersonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientImpersonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<SwitchClientMutation, SwitchClientMutationVariables>;
export const ShellFooterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellFooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]} as unknown as DocumentNode<ShellFooterQuery, ShellFooterQueryVariables>;
export const MaintenanceBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MaintenanceBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banner"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<MaintenanceBannerQuery, MaintenanceBannerQueryVariables>;
export const ShellAppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellAppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supportUrl"}}]}}]}}]} as unknown as DocumentNode<ShellAppInfoQuery, ShellAppInfoQueryVariables>;