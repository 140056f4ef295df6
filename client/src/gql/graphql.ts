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

/** The eight overrides to save; null or zero clears one. */
export type CompanyMetricsInput = {
  /** FEL 2 engineering, company average override. */
  eng2co?: number | null | undefined;
  /** FEL 3 engineering, company average override. */
  eng3co?: number | null | undefined;
  /** FEL 2 composite FEL Index, company average override. */
  fel2co?: number | null | undefined;
  /** FEL 3 composite FEL Index, company average override. */
  fel3co?: number | null | undefined;
  /** FEL 2 project execution planning, company average override. */
  pep2co?: number | null | undefined;
  /** FEL 3 project execution planning, company average override. */
  pep3co?: number | null | undefined;
  /** FEL 2 site, company average override. */
  site2co?: number | null | undefined;
  /** FEL 3 site, company average override. */
  site3co?: number | null | undefined;
};

/** The organization form (spec §5); the form's required fields answer "Required" when missing. */
export type CreateOrganizationInput = {
  /** License Created (1900-01-01 to 2099-12-31). Required. */
  licenseCreate?: string | null | undefined;
  /** License Expires, on or after License Created. Required. */
  licenseDue?: string | null | undefined;
  /** License Renewal (optional). */
  licenseRenew?: string | null | undefined;
  /** Required; unique regardless of case. */
  name: string;
  /** Notes (optional). */
  notes?: string | null | undefined;
  /** Plant Name(s): at least one; commas separate names. */
  plantNames: Array<string>;
  /** Subscription Level: 0 Trial, 2 Gold. Required. */
  subscription?: number | null | undefined;
};

/** Add user dialog (spec §5). */
export type CreateUserInput = {
  /** Client Engagement Leader; only for the provider's own organization. */
  celCheck?: boolean | null | undefined;
  /** Required, under 60 characters. */
  name: string;
  /** The organization's key. */
  organization: string | number;
  /** The numeric role; User (4) when omitted. */
  userType?: number | null | undefined;
  /** The email address, which is also the user name. */
  username: string;
};

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

/** Filter of the Organizations screen. */
export type OrganizationFilter = {
  /** Part of the name, any case. */
  name?: string | null | undefined;
};

/** How to order the organizations (name is the tie-breaker). */
export type OrganizationSort = {
  /** Largest (or latest, or Z) first. */
  descending: boolean;
  /** The column to sort by. */
  field: OrganizationSortField;
};

/** Spec §9 organization sorts. */
export type OrganizationSortField =
  /** When it was added. */
  | 'created'
  /** Licence expiry. */
  | 'licenseDue'
  /** Name, any case. */
  | 'name'
  /** Subscription level. */
  | 'subscription';

/** The 16 metrics to save; null or zero means none, negative values are refused. */
export type ProviderMetricsInput = {
  /** FEL 2 engineering, best practical. */
  eng2bp?: number | null | undefined;
  /** FEL 2 engineering, industry. */
  eng2in?: number | null | undefined;
  /** FEL 3 engineering, best practical. */
  eng3bp?: number | null | undefined;
  /** FEL 3 engineering, industry. */
  eng3in?: number | null | undefined;
  /** FEL 2 composite FEL Index, best practical. */
  fel2bp?: number | null | undefined;
  /** FEL 2 composite FEL Index, industry. */
  fel2in?: number | null | undefined;
  /** FEL 3 composite FEL Index, best practical. */
  fel3bp?: number | null | undefined;
  /** FEL 3 composite FEL Index, industry. */
  fel3in?: number | null | undefined;
  /** FEL 2 project execution planning, best practical. */
  pep2bp?: number | null | undefined;
  /** FEL 2 project execution planning, industry. */
  pep2in?: number | null | undefined;
  /** FEL 3 project execution planning, best practical. */
  pep3bp?: number | null | undefined;
  /** FEL 3 project execution planning, industry. */
  pep3in?: number | null | undefined;
  /** FEL 2 site, best practical. */
  site2bp?: number | null | undefined;
  /** FEL 2 site, industry. */
  site2in?: number | null | undefined;
  /** FEL 3 site, best practical. */
  site3bp?: number | null | undefined;
  /** FEL 3 site, industry. */
  site3in?: number | null | undefined;
};

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

export type SetUserActiveInput = {
  /** true activates (and approves a pending registration), false deactivates and ends its sessions. */
  active: boolean;
  key: string | number;
};

export type SignInInput = {
  password: string;
  /** The email address. */
  username: string;
};

/** The Site Settings screen. */
export type SiteSettingsInput = {
  /** Show the maintenance banner. */
  banner: boolean;
  /** The banner's colour. */
  color: BannerColor;
  /** The banner's text (at most 500 characters; required when the banner is on). */
  message?: string | null | undefined;
};

/** The organization form when editing. */
export type UpdateOrganizationInput = {
  /** The organization's key. */
  key: string | number;
  /** License Created. Required. */
  licenseCreate?: string | null | undefined;
  /** License Expires, on or after License Created. Required. */
  licenseDue?: string | null | undefined;
  /** The current licence key as the form shows it (replace it with regenerateLicenseKey). */
  licenseKey: string;
  /** License Renewal (optional). */
  licenseRenew?: string | null | undefined;
  /** Required; unique regardless of case. */
  name: string;
  /** Notes (optional). */
  notes?: string | null | undefined;
  /** Plant Name(s): at least one. */
  plantNames: Array<string>;
  /** The point of contact's key; null for none. */
  poc?: string | number | null | undefined;
  /** Subscription Level: 0 Trial, 2 Gold. Required. */
  subscription?: number | null | undefined;
};

/** Edit user dialog: the same fields as Add user, for an existing user. */
export type UpdateUserInput = {
  /** Client Engagement Leader; only for the provider's own organization. */
  celCheck?: boolean | null | undefined;
  /** The user's key. */
  key: string | number;
  /** Required, under 60 characters. */
  name: string;
  /** The organization's key. */
  organization: string | number;
  /** The numeric role; User (4) when omitted. */
  userType?: number | null | undefined;
  /** The email address, which is also the user name. */
  username: string;
};

/** Filters of the Users screen; text filters match any part, in any case. */
export type UserFilter = {
  /** Part of the email address. */
  email?: string | null | undefined;
  /** Part of the organization's name. */
  organization?: string | null | undefined;
  /** Only the users of this organization (its key). */
  organizationKey?: string | number | null | undefined;
};

/** How to order the users. */
export type UserSort = {
  /** Largest (or latest, or Z) first. */
  descending: boolean;
  /** The column to sort by. */
  field: UserSortField;
};

/** Spec §9 user sorts. */
export type UserSortField =
  /** When the user was added. */
  | 'created'
  /** Email, any case. */
  | 'email'
  /** Failed sign-ins in a row. */
  | 'failedLogins'
  /** Never signed in counts as the oldest. */
  | 'lastLogin'
  /** Name, any case. */
  | 'name'
  /** The organization's name. */
  | 'organization'
  /** By the role's label. */
  | 'role'
  /** Active, inactive or pending. */
  | 'status';

/** pending: registered, waiting for approval; active: may sign in; inactive: deactivated. */
export type UserStatus =
  | 'active'
  | 'inactive'
  | 'pending';

export type VerifySecondFactorInput = {
  /** The 6-digit code from the email. */
  code: string;
};

export type Session_ViewerFragment = { user: { key: string, name: string, username: string, userType: number, roleLabel: string }, organization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseRenew: string | null, licenseCreate: string, licenseTermMonths: number, licenseDaysLeft: number }, activeOrganization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseDaysLeft: number }, permissions: { viewerCanManageUsers: boolean, viewerCanSeeAdminScreens: boolean, viewerCanManageOrganizations: boolean, viewerCanManageProviderSettings: boolean, viewerCanSeeProviderMetrics: boolean, viewerCanImpersonate: boolean } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string | null, viewer: { user: { key: string, name: string, username: string, userType: number, roleLabel: string }, organization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseRenew: string | null, licenseCreate: string, licenseTermMonths: number, licenseDaysLeft: number }, activeOrganization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseDaysLeft: number }, permissions: { viewerCanManageUsers: boolean, viewerCanSeeAdminScreens: boolean, viewerCanManageOrganizations: boolean, viewerCanManageProviderSettings: boolean, viewerCanSeeProviderMetrics: boolean, viewerCanImpersonate: boolean } } | null, errors: Array<{ message: string }> } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { signedOut: boolean | null, errors: Array<{ message: string, code: ErrorCode }> } };

export type OrganizationCelsQueryVariables = Exact<{
  key: string | number;
  withCandidates: boolean;
}>;


export type OrganizationCelsQuery = { adminOrganization: { key: string, cels: Array<{ key: string, name: string, username: string }> } | null, celCandidates?: Array<{ key: string, name: string, username: string }> };

export type SetOrganizationCelsMutationVariables = Exact<{
  key: string | number;
  cels: Array<string | number> | string | number;
}>;


export type SetOrganizationCelsMutation = { setOrganizationCels: { organization: { key: string, cels: Array<{ key: string, name: string, username: string }> } | null, errors: Array<{ message: string }> } };

export type ClientsPage_OrganizationFragment = { key: string, name: string, licenseKey: string | null, created: string, licenseDue: string, subscription: number, subscriptionLabel: string, notes: string | null };

export type AdminOrganizationsQueryVariables = Exact<{
  filter?: OrganizationFilter | null | undefined;
  sort?: OrganizationSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminOrganizationsQuery = { adminOrganizations: { total: number, page: number, pageSize: number, nodes: Array<{ key: string, name: string, licenseKey: string | null, created: string, licenseDue: string, subscription: number, subscriptionLabel: string, notes: string | null }> } };

export type CompanyMetricsQueryVariables = Exact<{
  key: string | number;
}>;


export type CompanyMetricsQuery = { adminOrganization: { key: string, companyMetrics: { fel2co: number | null, fel3co: number | null, site2co: number | null, site3co: number | null, eng2co: number | null, eng3co: number | null, pep2co: number | null, pep3co: number | null } } | null };

export type SetCompanyMetricsMutationVariables = Exact<{
  key: string | number;
  metrics: CompanyMetricsInput;
}>;


export type SetCompanyMetricsMutation = { setCompanyMetrics: { organization: { key: string, companyMetrics: { fel2co: number | null, fel3co: number | null, site2co: number | null, site3co: number | null, eng2co: number | null, eng3co: number | null, pep2co: number | null, pep3co: number | null } } | null, errors: Array<{ field: string | null, message: string }> } };

export type OrganizationFormQueryVariables = Exact<{
  key: string | number;
}>;


export type OrganizationFormQuery = { adminOrganization: { key: string, name: string, licenseKey: string | null, licenseCreate: string, licenseDue: string, licenseRenew: string | null, subscription: number, plantNames: Array<string>, notes: string | null, poc: { key: string, name: string, username: string } | null } | null };

export type RegenerateLicenseKeyMutationVariables = Exact<{
  key: string | number;
}>;


export type RegenerateLicenseKeyMutation = { regenerateLicenseKey: { organization: { key: string, licenseKey: string | null } | null, errors: Array<{ message: string }> } };

export type CreateOrganizationMutationVariables = Exact<{
  input: CreateOrganizationInput;
}>;


export type CreateOrganizationMutation = { createOrganization: { warning: string | null, organization: { key: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type UpdateOrganizationMutationVariables = Exact<{
  input: UpdateOrganizationInput;
}>;


export type UpdateOrganizationMutation = { updateOrganization: { warning: string | null, organization: { key: string, name: string, licenseKey: string | null, licenseDue: string, subscription: number, subscriptionLabel: string, notes: string | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type PocCandidatesQueryVariables = Exact<{
  organization: string | number;
  search?: string | null | undefined;
}>;


export type PocCandidatesQuery = { pocCandidates: Array<{ key: string, name: string, username: string }> };

export type ProviderMetricsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProviderMetricsQuery = { providerMetrics: { fel2bp: number | null, fel2in: number | null, site2bp: number | null, site2in: number | null, eng2bp: number | null, eng2in: number | null, pep2bp: number | null, pep2in: number | null, fel3bp: number | null, fel3in: number | null, site3bp: number | null, site3in: number | null, eng3bp: number | null, eng3in: number | null, pep3bp: number | null, pep3in: number | null } };

export type UpdateProviderMetricsMutationVariables = Exact<{
  input: ProviderMetricsInput;
}>;


export type UpdateProviderMetricsMutation = { updateProviderMetrics: { metrics: { fel2bp: number | null, fel2in: number | null, site2bp: number | null, site2in: number | null, eng2bp: number | null, eng2in: number | null, pep2bp: number | null, pep2in: number | null, fel3bp: number | null, fel3in: number | null, site3bp: number | null, site3in: number | null, eng3bp: number | null, eng3in: number | null, pep3bp: number | null, pep3in: number | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ProviderMetricsCsvQueryVariables = Exact<{ [key: string]: never; }>;


export type ProviderMetricsCsvQuery = { providerMetricsCsv: { filename: string, content: string } };

export type AdminSiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteSettingsQuery = { siteSettings: { banner: boolean, message: string, color: BannerColor, year: number } };

export type UpdateSiteSettingsMutationVariables = Exact<{
  input: SiteSettingsInput;
}>;


export type UpdateSiteSettingsMutation = { updateSiteSettings: { siteSettings: { banner: boolean, message: string, color: BannerColor, year: number } | null, errors: Array<{ field: string | null, message: string }> } };

export type UserFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserFormOptionsQuery = { userFormOptions: { roleLabel: string, organizations: Array<{ key: string, name: string, isProvider: boolean, viewerAssignableRoles: Array<{ userType: number, label: string }> }> } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { warning: string | null, user: { key: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { user: { key: string, name: string, username: string, userType: number, roleLabel: string, celCheck: boolean, client: { key: string, name: string, isProvider: boolean } } | null, errors: Array<{ field: string | null, message: string }> } };

export type UserRow_UserFragment = { key: string, name: string, username: string, userType: number, roleLabel: string, status: UserStatus, lastLogin: string | null, celCheck: boolean, client: { key: string, name: string, isProvider: boolean } };

export type SetUserActiveMutationVariables = Exact<{
  input: SetUserActiveInput;
}>;


export type SetUserActiveMutation = { setUserActive: { warning: string | null, user: { key: string, status: UserStatus, active: boolean } | null, errors: Array<{ message: string }> } };

export type SendPasswordResetLinkMutationVariables = Exact<{
  key: string | number;
}>;


export type SendPasswordResetLinkMutation = { sendPasswordResetLink: { message: string | null, errors: Array<{ message: string }> } };

export type AdminUsersQueryVariables = Exact<{
  filter?: UserFilter | null | undefined;
  sort?: UserSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { total: number, page: number, pageSize: number, nodes: Array<{ key: string, name: string, username: string, userType: number, roleLabel: string, status: UserStatus, lastLogin: string | null, celCheck: boolean, client: { key: string, name: string, isProvider: boolean } }> } };

export type AdminUsersCsvQueryVariables = Exact<{
  filter?: UserFilter | null | undefined;
  sort?: UserSort | null | undefined;
}>;


export type AdminUsersCsvQuery = { adminUsersCsv: { filename: string, content: string } };

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


export type VerifySecondFactorMutation = { verifySecondFactor: { accessToken: string | null, viewer: { user: { key: string, name: string, username: string, userType: number, roleLabel: string }, organization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseRenew: string | null, licenseCreate: string, licenseTermMonths: number, licenseDaysLeft: number }, activeOrganization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseDaysLeft: number }, permissions: { viewerCanManageUsers: boolean, viewerCanSeeAdminScreens: boolean, viewerCanManageOrganizations: boolean, viewerCanManageProviderSettings: boolean, viewerCanSeeProviderMetrics: boolean, viewerCanImpersonate: boolean } } | null, errors: Array<{ message: string }> } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { twofa: boolean | null, accessToken: string | null, viewer: { user: { key: string, name: string, username: string, userType: number, roleLabel: string }, organization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseRenew: string | null, licenseCreate: string, licenseTermMonths: number, licenseDaysLeft: number }, activeOrganization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseDaysLeft: number }, permissions: { viewerCanManageUsers: boolean, viewerCanSeeAdminScreens: boolean, viewerCanManageOrganizations: boolean, viewerCanManageProviderSettings: boolean, viewerCanSeeProviderMetrics: boolean, viewerCanImpersonate: boolean } } | null, errors: Array<{ message: string }> } };

export type SendSecondFactorCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendSecondFactorCodeMutation = { sendSecondFactorCode: { sent: boolean | null, errors: Array<{ message: string }> } };

export type ClientSwitcherChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientSwitcherChoicesQuery = { impersonationChoices: Array<{ key: string, name: string }> };

export type SwitchClientMutationVariables = Exact<{
  input: SetClientImpersonationInput;
}>;


export type SwitchClientMutation = { setClientImpersonation: { viewer: { user: { key: string, name: string, username: string, userType: number, roleLabel: string }, organization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseRenew: string | null, licenseCreate: string, licenseTermMonths: number, licenseDaysLeft: number }, activeOrganization: { key: string, name: string, isProvider: boolean, licenseDue: string, licenseDaysLeft: number }, permissions: { viewerCanManageUsers: boolean, viewerCanSeeAdminScreens: boolean, viewerCanManageOrganizations: boolean, viewerCanManageProviderSettings: boolean, viewerCanSeeProviderMetrics: boolean, viewerCanImpersonate: boolean } } | null, errors: Array<{ message: string }> } };

export type ShellFooterQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellFooterQuery = { siteSettings: { year: number } };

export type MaintenanceBannerQueryVariables = Exact<{ [key: string]: never; }>;


export type MaintenanceBannerQuery = { siteSettings: { banner: boolean, message: string, color: BannerColor } };

export type ShellAppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellAppInfoQuery = { appInfo: { version: string, supportEmail: string, contactUrl: string, privacyUrl: string, termsUrl: string, supportUrl: string } };

export const Session_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeProviderMetrics"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<Session_ViewerFragment, unknown>;
export const ClientsPage_OrganizationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsPage_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"licenseKey"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<ClientsPage_OrganizationFragment, unknown>;
export const UserRow_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"celCheck"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}}]}}]}}]} as unknown as DocumentNode<UserRow_UserFragment, unknown>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeProviderMetrics"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const OrganizationCelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationCels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCandidates"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"cels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"celCandidates"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCandidates"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<OrganizationCelsQuery, OrganizationCelsQueryVariables>;
export const SetOrganizationCelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrganizationCels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cels"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrganizationCels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"cels"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cels"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"cels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetOrganizationCelsMutation, SetOrganizationCelsMutationVariables>;
export const AdminOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrganizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrganizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientsPage_organization"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsPage_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"licenseKey"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<AdminOrganizationsQuery, AdminOrganizationsQueryVariables>;
export const CompanyMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"companyMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fel2co"}},{"kind":"Field","name":{"kind":"Name","value":"fel3co"}},{"kind":"Field","name":{"kind":"Name","value":"site2co"}},{"kind":"Field","name":{"kind":"Name","value":"site3co"}},{"kind":"Field","name":{"kind":"Name","value":"eng2co"}},{"kind":"Field","name":{"kind":"Name","value":"eng3co"}},{"kind":"Field","name":{"kind":"Name","value":"pep2co"}},{"kind":"Field","name":{"kind":"Name","value":"pep3co"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyMetricsQuery, CompanyMetricsQueryVariables>;
export const SetCompanyMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metrics"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyMetricsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyMetrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"metrics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metrics"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"companyMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fel2co"}},{"kind":"Field","name":{"kind":"Name","value":"fel3co"}},{"kind":"Field","name":{"kind":"Name","value":"site2co"}},{"kind":"Field","name":{"kind":"Name","value":"site3co"}},{"kind":"Field","name":{"kind":"Name","value":"eng2co"}},{"kind":"Field","name":{"kind":"Name","value":"eng3co"}},{"kind":"Field","name":{"kind":"Name","value":"pep2co"}},{"kind":"Field","name":{"kind":"Name","value":"pep3co"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetCompanyMetricsMutation, SetCompanyMetricsMutationVariables>;
export const OrganizationFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"licenseKey"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"plantNames"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"poc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationFormQuery, OrganizationFormQueryVariables>;
export const RegenerateLicenseKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateLicenseKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateLicenseKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"licenseKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RegenerateLicenseKeyMutation, RegenerateLicenseKeyMutationVariables>;
export const CreateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateOrganizationMutation, CreateOrganizationMutationVariables>;
export const UpdateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"licenseKey"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const PocCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PocCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organization"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pocCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organization"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organization"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<PocCandidatesQuery, PocCandidatesQueryVariables>;
export const ProviderMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProviderMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fel2bp"}},{"kind":"Field","name":{"kind":"Name","value":"fel2in"}},{"kind":"Field","name":{"kind":"Name","value":"site2bp"}},{"kind":"Field","name":{"kind":"Name","value":"site2in"}},{"kind":"Field","name":{"kind":"Name","value":"eng2bp"}},{"kind":"Field","name":{"kind":"Name","value":"eng2in"}},{"kind":"Field","name":{"kind":"Name","value":"pep2bp"}},{"kind":"Field","name":{"kind":"Name","value":"pep2in"}},{"kind":"Field","name":{"kind":"Name","value":"fel3bp"}},{"kind":"Field","name":{"kind":"Name","value":"fel3in"}},{"kind":"Field","name":{"kind":"Name","value":"site3bp"}},{"kind":"Field","name":{"kind":"Name","value":"site3in"}},{"kind":"Field","name":{"kind":"Name","value":"eng3bp"}},{"kind":"Field","name":{"kind":"Name","value":"eng3in"}},{"kind":"Field","name":{"kind":"Name","value":"pep3bp"}},{"kind":"Field","name":{"kind":"Name","value":"pep3in"}}]}}]}}]} as unknown as DocumentNode<ProviderMetricsQuery, ProviderMetricsQueryVariables>;
export const UpdateProviderMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProviderMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderMetricsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProviderMetrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fel2bp"}},{"kind":"Field","name":{"kind":"Name","value":"fel2in"}},{"kind":"Field","name":{"kind":"Name","value":"site2bp"}},{"kind":"Field","name":{"kind":"Name","value":"site2in"}},{"kind":"Field","name":{"kind":"Name","value":"eng2bp"}},{"kind":"Field","name":{"kind":"Name","value":"eng2in"}},{"kind":"Field","name":{"kind":"Name","value":"pep2bp"}},{"kind":"Field","name":{"kind":"Name","value":"pep2in"}},{"kind":"Field","name":{"kind":"Name","value":"fel3bp"}},{"kind":"Field","name":{"kind":"Name","value":"fel3in"}},{"kind":"Field","name":{"kind":"Name","value":"site3bp"}},{"kind":"Field","name":{"kind":"Name","value":"site3in"}},{"kind":"Field","name":{"kind":"Name","value":"eng3bp"}},{"kind":"Field","name":{"kind":"Name","value":"eng3in"}},{"kind":"Field","name":{"kind":"Name","value":"pep3bp"}},{"kind":"Field","name":{"kind":"Name","value":"pep3in"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProviderMetricsMutation, UpdateProviderMetricsMutationVariables>;
export const ProviderMetricsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProviderMetricsCsv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerMetricsCsv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<ProviderMetricsCsvQuery, ProviderMetricsCsvQueryVariables>;
export const AdminSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banner"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]} as unknown as DocumentNode<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>;
export const UpdateSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banner"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSiteSettingsMutation, UpdateSiteSettingsMutationVariables>;
export const UserFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"organizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"viewerAssignableRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserFormOptionsQuery, UserFormOptionsQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"celCheck"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const SetUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetUserActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const SendPasswordResetLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordResetLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordResetLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendPasswordResetLinkMutation, SendPasswordResetLinkMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"celCheck"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUsersCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsersCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsersCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<AdminUsersCsvQuery, AdminUsersCsvQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ProviderLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProviderLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerUrl"}}]}}]}}]} as unknown as DocumentNode<ProviderLinkQuery, ProviderLinkQueryVariables>;
export const VerifySecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifySecondFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeProviderMetrics"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<VerifySecondFactorMutation, VerifySecondFactorMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twofa"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeProviderMetrics"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SendSecondFactorCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSecondFactorCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSecondFactorCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendSecondFactorCodeMutation, SendSecondFactorCodeMutationVariables>;
export const ClientSwitcherChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSwitcherChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonationChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClientSwitcherChoicesQuery, ClientSwitcherChoicesQueryVariables>;
export const SwitchClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetClientImpersonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientImpersonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeProviderMetrics"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<SwitchClientMutation, SwitchClientMutationVariables>;
export const ShellFooterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellFooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]} as unknown as DocumentNode<ShellFooterQuery, ShellFooterQueryVariables>;
export const MaintenanceBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MaintenanceBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banner"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<MaintenanceBannerQuery, MaintenanceBannerQueryVariables>;
export const ShellAppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellAppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supportUrl"}}]}}]}}]} as unknown as DocumentNode<ShellAppInfoQuery, ShellAppInfoQueryVariables>;