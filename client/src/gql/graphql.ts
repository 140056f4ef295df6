/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** State of an action that closes a gap. */
export type ActionStatus =
  | 'done'
  | 'open';

export type AddProjectSiteInput = {
  /** The project's key. */
  key: string | number;
  location?: string | null | undefined;
  /** One of the organization's plant names. */
  plantName: string;
};

export type AddTeamMemberInput = {
  company?: string | null | undefined;
  email?: string | null | undefined;
  function?: string | null | undefined;
  /** The project's key. */
  key: string | number;
  name: string;
  phase: Phase;
};

/** An area of the questionnaire and of the FEL Index: site factors, engineering definition, project execution planning. */
export type Area =
  | 'eng'
  | 'pep'
  | 'site';

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
  /** Every user of the organization passes an emailed second factor at sign-in (omitted on an edit: unchanged). */
  requiresSecondFactor?: boolean | null | undefined;
  /** Subscription Level: 0 Trial, 2 Gold. Required. */
  subscription?: number | null | undefined;
};

export type CreateProjectInput = {
  /** A value of projectScreening.costRanges. */
  costRange: string;
  description?: string | null | undefined;
  /** Whether FEL 2 is in scope (screening). */
  fel20: boolean;
  /** Unique in the organization (case-insensitive), at most 100 characters. */
  name: string;
  /** A value of projectScreening.projectTypes. */
  projectType: string;
};

/** Add user dialog (spec §5). */
export type CreateUserInput = {
  /** Client Engagement Leader; only for the provider's own organization. */
  celCheck?: boolean | null | undefined;
  /** Required, under 60 characters. */
  name: string;
  /** The organization's key. */
  organization: string | number;
  /** Project owner only: a User or Power User sees only the projects it owns (omitted on an edit: unchanged). */
  poOnly?: boolean | null | undefined;
  /** The numeric role; User (4) when omitted. */
  userType?: number | null | undefined;
  /** The email address, which is also the user name. */
  username: string;
};

export type DuplicateProjectInput = {
  /** Whether FEL 2 is in the copy's scope (default: as the original). */
  fel20?: boolean | null | undefined;
  /** The project to copy. */
  key: string | number;
  /** The copy's name: new and unique in the organization. */
  name: string;
};

export type EditProjectSiteInput = {
  /** The site's key. */
  id: string | number;
  /** The project's key. */
  key: string | number;
  location?: string | null | undefined;
  plantName?: string | null | undefined;
};

export type EditTeamMemberInput = {
  company?: string | null | undefined;
  email?: string | null | undefined;
  function?: string | null | undefined;
  /** The team member's key. */
  id: string | number;
  /** The project's key. */
  key: string | number;
  name?: string | null | undefined;
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
  | 'UNAUTHENTICATED'
  /** A part the request needs (e.g. the PDF renderer) is not working now; try again later. */
  | 'UNAVAILABLE';

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

/** A phase of front-end loading: fel2 (scope development, ends with one alternative chosen) or fel3 (project planning, ends at authorization). */
export type Phase =
  | 'fel2'
  | 'fel3';

/** Filters of the dashboard list. */
export type ProjectFilter = {
  /** Only projects the viewer owns or is a team member of. */
  mine?: boolean | null | undefined;
  /** Only projects whose current phase is this one (FEL 3 once FEL 2 is out of scope or FEL 3 has started). */
  phase?: Phase | null | undefined;
  /** Part of the project's name, case-insensitive. */
  search?: string | null | undefined;
  /** Active, deactivated or all projects (default active). */
  status?: ProjectStatusFilter | null | undefined;
};

export type ProjectKeyInput = {
  key: string | number;
};

/** Which projects the dashboard lists by state. */
export type ProjectStatusFilter =
  /** Active projects only (the default). */
  | 'active'
  /** Both. */
  | 'all'
  /** Deactivated projects only. */
  | 'inactive';

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

export type RemoveItemInput = {
  /** The item's key (team member or site). */
  id: string | number;
  /** The project's key. */
  key: string | number;
};

export type RenameProjectInput = {
  key: string | number;
  /** The new name, unique in the organization. */
  name: string;
  /** The version the viewer edited; a stale version is refused with CONFLICT. */
  version?: number | null | undefined;
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

export type SaveAnswerInput = {
  actionDue?: string | null | undefined;
  actionOwner?: string | null | undefined;
  actionStatus?: ActionStatus | null | undefined;
  actionText?: string | null | undefined;
  /** The question's code. */
  code: string;
  comment?: string | null | undefined;
  evidence?: string | null | undefined;
  /** The project's key. */
  key: string | number;
  /** 1–4, or null to clear the level. Omitted fields keep their value. */
  level?: number | null | undefined;
  na?: boolean | null | undefined;
  naReason?: string | null | undefined;
  phase: Phase;
  revisit?: boolean | null | undefined;
  /** The version of the answer the viewer edited (0 when it had none). A stale version is refused with CONFLICT. */
  version: number;
};

export type SetClientImpersonationInput = {
  /**
   * The key of the client to work on. Null (or the viewer's own organization's key) returns the viewer to its
   * own organization.
   */
  clientImpersonation?: string | number | null | undefined;
};

export type SetFel3StatusInput = {
  key: string | number;
  /** 2 marks FEL 3 complete (only when fully answered); 1 reopens it. */
  statusfel3: number;
};

export type SetProjectActiveInput = {
  /** false deactivates (read-only, still listed), true reactivates. */
  isActive: boolean;
  key: string | number;
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

export type TransferProjectInput = {
  key: string | number;
  /** The key (or email) of an active user of the project's organization. */
  projectOwner: string;
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
  /** Every user of the organization passes an emailed second factor at sign-in (omitted: unchanged). */
  requiresSecondFactor?: boolean | null | undefined;
  /** Subscription Level: 0 Trial, 2 Gold. Required. */
  subscription?: number | null | undefined;
};

export type UpdateProjectDetailsInput = {
  costRange?: string | null | undefined;
  description?: string | null | undefined;
  key: string | number;
  projectType?: string | null | undefined;
  /** The version the viewer edited; a stale version is refused with CONFLICT. */
  version?: number | null | undefined;
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
  /** Project owner only: a User or Power User sees only the projects it owns (omitted on an edit: unchanged). */
  poOnly?: boolean | null | undefined;
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


export type OrganizationFormQuery = { adminOrganization: { key: string, name: string, licenseKey: string | null, licenseCreate: string, licenseDue: string, licenseRenew: string | null, subscription: number, plantNames: Array<string>, notes: string | null, requiresSecondFactor: boolean, poc: { key: string, name: string, username: string } | null } | null };

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


export type UpdateUserMutation = { updateUser: { user: { key: string, name: string, username: string, userType: number, roleLabel: string, celCheck: boolean, poOnly: boolean, client: { key: string, name: string, isProvider: boolean } } | null, errors: Array<{ field: string | null, message: string }> } };

export type UserRow_UserFragment = { key: string, name: string, username: string, userType: number, roleLabel: string, status: UserStatus, lastLogin: string | null, celCheck: boolean, poOnly: boolean, client: { key: string, name: string, isProvider: boolean } };

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


export type AdminUsersQuery = { adminUsers: { total: number, page: number, pageSize: number, nodes: Array<{ key: string, name: string, username: string, userType: number, roleLabel: string, status: UserStatus, lastLogin: string | null, celCheck: boolean, poOnly: boolean, client: { key: string, name: string, isProvider: boolean } }> } };

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

export type AreaProgressBars_ProjectFragment = { key: string, progress: Array<{ phase: Phase, area: Area, label: string, answered: number, total: number, flagged: number }> };

export type ProjectScreeningQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectScreeningQuery = { viewer: { activeOrganization: { key: string, name: string }, permissions: { viewerCanCreateProject: boolean } } | null, projectScreening: { smallProjectWarning: string, costRanges: Array<{ value: string, label: string, outsideSmallProjectRange: boolean }>, projectTypes: Array<{ value: string, label: string }> } };

export type CreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type CreateProjectMutation = { createProject: { warning: string | null, project: { key: string, name: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ProjectListQueryVariables = Exact<{
  filter?: ProjectFilter | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ProjectListQuery = { viewer: { permissions: { viewerCanCreateProject: boolean } } | null, projects: { total: number, nodes: Array<{ key: string, name: string, isActive: boolean, isValid: boolean, currentPhase: Phase, fel2Index: number | null, fel3Index: number | null, owner: { key: string, name: string }, progress: Array<{ phase: Phase, area: Area, label: string, answered: number, total: number, flagged: number }> }> } };

export type ProjectWorkspaceQueryVariables = Exact<{
  key: string | number;
}>;


export type ProjectWorkspaceQuery = { project: { key: string, name: string, fel20: boolean, phases: Array<Phase>, currentPhase: Phase, isActive: boolean, isValid: boolean, version: number, viewerCanEdit: boolean, viewerCanFinalize: boolean, viewerCanUnfinalize: boolean, viewerCanChangeActive: boolean, viewerCanTransfer: boolean, viewerCanDuplicate: boolean, viewerCanCopyFel2ToFel3: boolean, description: string, costRange: string, costRangeLabel: string | null, projectType: string, projectTypeLabel: string | null, outsideSmallProjectRange: boolean, statusfel3: number, createdAt: string, finalizedAt: string | null, owner: { key: string, name: string }, client: { key: string, name: string, plantNames: Array<string> }, progress: Array<{ phase: Phase, area: Area, label: string, answered: number, total: number, flagged: number }>, sites: Array<{ key: string, plantName: string, location: string }> } };

export type ProjectActionsQueryVariables = Exact<{
  key: string | number;
  status?: ActionStatus | null | undefined;
}>;


export type ProjectActionsQuery = { project: { key: string, actions: Array<{ phase: Phase, questionCode: string, questionTitle: string, text: string, owner: string, due: string | null, status: ActionStatus }> } };

export type DetailsTab_ProjectFragment = { key: string, description: string, costRange: string, costRangeLabel: string | null, projectType: string, projectTypeLabel: string | null, outsideSmallProjectRange: boolean, fel20: boolean, statusfel3: number, version: number, createdAt: string, finalizedAt: string | null, viewerCanEdit: boolean, progress: Array<{ phase: Phase, area: Area, label: string, answered: number, total: number, flagged: number }>, client: { key: string, plantNames: Array<string> }, sites: Array<{ key: string, plantName: string, location: string }> };

export type DetailsOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DetailsOptionsQuery = { projectScreening: { smallProjectWarning: string, costRanges: Array<{ value: string, label: string }>, projectTypes: Array<{ value: string, label: string }> } };

export type UpdateProjectDetailsMutationVariables = Exact<{
  input: UpdateProjectDetailsInput;
}>;


export type UpdateProjectDetailsMutation = { updateProjectDetails: { project: { key: string, description: string, costRange: string, costRangeLabel: string | null, projectType: string, projectTypeLabel: string | null, outsideSmallProjectRange: boolean, version: number } | null, errors: Array<{ field: string | null, message: string }> } };

export type PhaseQuestionnaireQueryVariables = Exact<{
  key: string | number;
  phase: Phase;
}>;


export type PhaseQuestionnaireQuery = { project: { key: string, name: string, isValid: boolean, isActive: boolean, statusfel3: number, viewerCanEdit: boolean, questionnaire: { phase: Phase, label: string, bankVersion: string, areas: Array<{ area: Area, label: string, items: Array<{ question: { code: string, title: string, text: string, guidance: string, weightLabel: string, target: number, fel2Code: string | null, nextDeliverable: string, levels: Array<{ level: number, label: string, anchor: string }> }, answer: { level: number | null, na: boolean, naReason: string, comment: string, evidence: string, revisit: boolean, version: number, answeredAt: string | null, answeredBy: { key: string, name: string } | null, action: { text: string, owner: string, due: string | null, status: ActionStatus } | null } | null }> }> }, progress: Array<{ phase: Phase, area: Area, label: string, answered: number, total: number, flagged: number }> } };

export type PhaseCsvQueryVariables = Exact<{
  key: string | number;
  phase: Phase;
}>;


export type PhaseCsvQuery = { project: { key: string, csv: { filename: string, content: string } } };

export type SetFel3StatusMutationVariables = Exact<{
  input: SetFel3StatusInput;
}>;


export type SetFel3StatusMutation = { setFel3Status: { project: { key: string, statusfel3: number } | null, errors: Array<{ message: string }> } };

export type RenameProjectMutationVariables = Exact<{
  input: RenameProjectInput;
}>;


export type RenameProjectMutation = { renameProject: { project: { key: string, name: string, version: number } | null, errors: Array<{ field: string | null, message: string }> } };

export type OwnerCandidatesQueryVariables = Exact<{
  key: string | number;
}>;


export type OwnerCandidatesQuery = { ownerCandidates: Array<{ key: string, name: string, username: string }> };

export type TransferProjectMutationVariables = Exact<{
  input: TransferProjectInput;
}>;


export type TransferProjectMutation = { transferProject: { project: { key: string, owner: { key: string, name: string } } | null, errors: Array<{ field: string | null, message: string }> } };

export type DuplicateProjectMutationVariables = Exact<{
  input: DuplicateProjectInput;
}>;


export type DuplicateProjectMutation = { duplicateProject: { project: { key: string, name: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ProjectHeader_ProjectFragment = { key: string, name: string, fel20: boolean, isActive: boolean, isValid: boolean, version: number, viewerCanEdit: boolean, viewerCanFinalize: boolean, viewerCanUnfinalize: boolean, viewerCanChangeActive: boolean, viewerCanTransfer: boolean, viewerCanDuplicate: boolean, viewerCanCopyFel2ToFel3: boolean, owner: { key: string, name: string }, client: { key: string, name: string } };

export type FinalizeProjectMutationVariables = Exact<{
  input: ProjectKeyInput;
}>;


export type FinalizeProjectMutation = { finalizeProject: { project: { key: string, isValid: boolean } | null, errors: Array<{ message: string }> } };

export type UnfinalizeProjectMutationVariables = Exact<{
  input: ProjectKeyInput;
}>;


export type UnfinalizeProjectMutation = { unfinalizeProject: { project: { key: string, isValid: boolean } | null, errors: Array<{ message: string }> } };

export type SetProjectActiveMutationVariables = Exact<{
  input: SetProjectActiveInput;
}>;


export type SetProjectActiveMutation = { setProjectActive: { project: { key: string, isActive: boolean } | null, errors: Array<{ message: string }> } };

export type CopyFel2ToFel3MutationVariables = Exact<{
  input: ProjectKeyInput;
}>;


export type CopyFel2ToFel3Mutation = { copyFel2ToFel3: { copied: number | null, project: { key: string, statusfel3: number } | null, errors: Array<{ message: string }> } };

export type QuestionCard_AnswerFragment = { level: number | null, na: boolean, naReason: string, comment: string, evidence: string, revisit: boolean, version: number, answeredAt: string | null, answeredBy: { key: string, name: string } | null, action: { text: string, owner: string, due: string | null, status: ActionStatus } | null };

export type QuestionCard_ItemFragment = { question: { code: string, title: string, text: string, guidance: string, weightLabel: string, target: number, fel2Code: string | null, nextDeliverable: string, levels: Array<{ level: number, label: string, anchor: string }> }, answer: { level: number | null, na: boolean, naReason: string, comment: string, evidence: string, revisit: boolean, version: number, answeredAt: string | null, answeredBy: { key: string, name: string } | null, action: { text: string, owner: string, due: string | null, status: ActionStatus } | null } | null };

export type SitesSection_ProjectFragment = { key: string, viewerCanEdit: boolean, client: { key: string, plantNames: Array<string> }, sites: Array<{ key: string, plantName: string, location: string }> };

export type AddProjectSiteMutationVariables = Exact<{
  input: AddProjectSiteInput;
}>;


export type AddProjectSiteMutation = { addProjectSite: { site: { key: string, plantName: string, location: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type EditProjectSiteMutationVariables = Exact<{
  input: EditProjectSiteInput;
}>;


export type EditProjectSiteMutation = { editProjectSite: { site: { key: string, plantName: string, location: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type RemoveProjectSiteMutationVariables = Exact<{
  input: RemoveItemInput;
}>;


export type RemoveProjectSiteMutation = { removeProjectSite: { site: { key: string } | null, errors: Array<{ message: string }> } };

export type ProjectTeamQueryVariables = Exact<{
  key: string | number;
}>;


export type ProjectTeamQuery = { project: { key: string, phases: Array<Phase>, viewerCanEdit: boolean, team: Array<{ key: string, phase: Phase, name: string, email: string, function: string, company: string }> } };

export type AddTeamMemberMutationVariables = Exact<{
  input: AddTeamMemberInput;
}>;


export type AddTeamMemberMutation = { addTeamMember: { teamMember: { key: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type EditTeamMemberMutationVariables = Exact<{
  input: EditTeamMemberInput;
}>;


export type EditTeamMemberMutation = { editTeamMember: { teamMember: { key: string, name: string, email: string, function: string, company: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type RemoveTeamMemberMutationVariables = Exact<{
  input: RemoveItemInput;
}>;


export type RemoveTeamMemberMutation = { removeTeamMember: { teamMember: { key: string } | null, errors: Array<{ message: string }> } };

export type SaveAnswerMutationVariables = Exact<{
  input: SaveAnswerInput;
}>;


export type SaveAnswerMutation = { saveAnswer: { answer: { level: number | null, na: boolean, naReason: string, comment: string, evidence: string, revisit: boolean, version: number, answeredAt: string | null, answeredBy: { key: string, name: string } | null, action: { text: string, owner: string, due: string | null, status: ActionStatus } | null } | null, current: { level: number | null, na: boolean, naReason: string, comment: string, evidence: string, revisit: boolean, version: number, answeredAt: string | null, answeredBy: { key: string, name: string } | null, action: { text: string, owner: string, due: string | null, status: ActionStatus } | null } | null, project: { key: string, statusfel3: number, progress: Array<{ phase: Phase, area: Area, label: string, answered: number, total: number, flagged: number }> } | null, errors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type ShellFooterQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellFooterQuery = { siteSettings: { year: number } };

export type MaintenanceBannerQueryVariables = Exact<{ [key: string]: never; }>;


export type MaintenanceBannerQuery = { siteSettings: { banner: boolean, message: string, color: BannerColor } };

export type ShellAppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellAppInfoQuery = { appInfo: { version: string, supportEmail: string, contactUrl: string, privacyUrl: string, termsUrl: string, supportUrl: string } };

export const Session_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeProviderMetrics"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<Session_ViewerFragment, unknown>;
export const ClientsPage_OrganizationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsPage_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"licenseKey"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<ClientsPage_OrganizationFragment, unknown>;
export const UserRow_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"celCheck"}},{"kind":"Field","name":{"kind":"Name","value":"poOnly"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}}]}}]}}]} as unknown as DocumentNode<UserRow_UserFragment, unknown>;
export const AreaProgressBars_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AreaProgressBars_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}}]}}]} as unknown as DocumentNode<AreaProgressBars_ProjectFragment, unknown>;
export const SitesSection_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SitesSection_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"plantNames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"plantName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<SitesSection_ProjectFragment, unknown>;
export const DetailsTab_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetailsTab_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"costRange"}},{"kind":"Field","name":{"kind":"Name","value":"costRangeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"projectTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"outsideSmallProjectRange"}},{"kind":"Field","name":{"kind":"Name","value":"fel20"}},{"kind":"Field","name":{"kind":"Name","value":"statusfel3"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AreaProgressBars_project"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SitesSection_project"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AreaProgressBars_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SitesSection_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"plantNames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"plantName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<DetailsTab_ProjectFragment, unknown>;
export const ProjectHeader_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fel20"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isValid"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanFinalize"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUnfinalize"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanChangeActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDuplicate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCopyFel2ToFel3"}}]}}]} as unknown as DocumentNode<ProjectHeader_ProjectFragment, unknown>;
export const QuestionCard_AnswerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_answer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Answer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"na"}},{"kind":"Field","name":{"kind":"Name","value":"naReason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"revisit"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<QuestionCard_AnswerFragment, unknown>;
export const QuestionCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"guidance"}},{"kind":"Field","name":{"kind":"Name","value":"weightLabel"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"fel2Code"}},{"kind":"Field","name":{"kind":"Name","value":"nextDeliverable"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionCard_answer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_answer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Answer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"na"}},{"kind":"Field","name":{"kind":"Name","value":"naReason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"revisit"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<QuestionCard_ItemFragment, unknown>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseTermMonths"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDaysLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeAdminScreens"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManageProviderSettings"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSeeProviderMetrics"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanImpersonate"}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const OrganizationCelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationCels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCandidates"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"cels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"celCandidates"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCandidates"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<OrganizationCelsQuery, OrganizationCelsQueryVariables>;
export const SetOrganizationCelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrganizationCels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cels"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrganizationCels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"cels"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cels"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"cels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetOrganizationCelsMutation, SetOrganizationCelsMutationVariables>;
export const AdminOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrganizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrganizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientsPage_organization"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsPage_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"licenseKey"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<AdminOrganizationsQuery, AdminOrganizationsQueryVariables>;
export const CompanyMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"companyMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fel2co"}},{"kind":"Field","name":{"kind":"Name","value":"fel3co"}},{"kind":"Field","name":{"kind":"Name","value":"site2co"}},{"kind":"Field","name":{"kind":"Name","value":"site3co"}},{"kind":"Field","name":{"kind":"Name","value":"eng2co"}},{"kind":"Field","name":{"kind":"Name","value":"eng3co"}},{"kind":"Field","name":{"kind":"Name","value":"pep2co"}},{"kind":"Field","name":{"kind":"Name","value":"pep3co"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyMetricsQuery, CompanyMetricsQueryVariables>;
export const SetCompanyMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metrics"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyMetricsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyMetrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"metrics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metrics"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"companyMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fel2co"}},{"kind":"Field","name":{"kind":"Name","value":"fel3co"}},{"kind":"Field","name":{"kind":"Name","value":"site2co"}},{"kind":"Field","name":{"kind":"Name","value":"site3co"}},{"kind":"Field","name":{"kind":"Name","value":"eng2co"}},{"kind":"Field","name":{"kind":"Name","value":"eng3co"}},{"kind":"Field","name":{"kind":"Name","value":"pep2co"}},{"kind":"Field","name":{"kind":"Name","value":"pep3co"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetCompanyMetricsMutation, SetCompanyMetricsMutationVariables>;
export const OrganizationFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"licenseKey"}},{"kind":"Field","name":{"kind":"Name","value":"licenseCreate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseDue"}},{"kind":"Field","name":{"kind":"Name","value":"licenseRenew"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"plantNames"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"requiresSecondFactor"}},{"kind":"Field","name":{"kind":"Name","value":"poc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationFormQuery, OrganizationFormQueryVariables>;
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
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"celCheck"}},{"kind":"Field","name":{"kind":"Name","value":"poOnly"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const SetUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetUserActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const SendPasswordResetLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordResetLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordResetLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendPasswordResetLinkMutation, SendPasswordResetLinkMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"celCheck"}},{"kind":"Field","name":{"kind":"Name","value":"poOnly"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
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
export const ProjectScreeningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectScreening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanCreateProject"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectScreening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costRanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"outsideSmallProjectRange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"smallProjectWarning"}}]}}]}}]} as unknown as DocumentNode<ProjectScreeningQuery, ProjectScreeningQueryVariables>;
export const CreateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateProjectMutation, CreateProjectMutationVariables>;
export const ProjectListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerCanCreateProject"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isValid"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"fel2Index"},"name":{"kind":"Name","value":"latestFelIndex"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phase"},"value":{"kind":"EnumValue","value":"fel2"}}]},{"kind":"Field","alias":{"kind":"Name","value":"fel3Index"},"name":{"kind":"Name","value":"latestFelIndex"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phase"},"value":{"kind":"EnumValue","value":"fel3"}}]},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AreaProgressBars_project"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AreaProgressBars_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}}]}}]} as unknown as DocumentNode<ProjectListQuery, ProjectListQueryVariables>;
export const ProjectWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fel20"}},{"kind":"Field","name":{"kind":"Name","value":"phases"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectHeader_project"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DetailsTab_project"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AreaProgressBars_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SitesSection_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"plantNames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"plantName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectHeader_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fel20"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isValid"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanFinalize"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUnfinalize"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanChangeActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDuplicate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanCopyFel2ToFel3"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetailsTab_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"costRange"}},{"kind":"Field","name":{"kind":"Name","value":"costRangeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"projectTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"outsideSmallProjectRange"}},{"kind":"Field","name":{"kind":"Name","value":"fel20"}},{"kind":"Field","name":{"kind":"Name","value":"statusfel3"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AreaProgressBars_project"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SitesSection_project"}}]}}]} as unknown as DocumentNode<ProjectWorkspaceQuery, ProjectWorkspaceQueryVariables>;
export const ProjectActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"questionCode"}},{"kind":"Field","name":{"kind":"Name","value":"questionTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectActionsQuery, ProjectActionsQueryVariables>;
export const DetailsOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DetailsOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectScreening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"costRanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"smallProjectWarning"}}]}}]}}]} as unknown as DocumentNode<DetailsOptionsQuery, DetailsOptionsQueryVariables>;
export const UpdateProjectDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProjectDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProjectDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"costRange"}},{"kind":"Field","name":{"kind":"Name","value":"costRangeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"projectTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"outsideSmallProjectRange"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProjectDetailsMutation, UpdateProjectDetailsMutationVariables>;
export const PhaseQuestionnaireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PhaseQuestionnaire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phase"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isValid"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"statusfel3"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AreaProgressBars_project"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phase"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phase"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"bankVersion"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionCard_item"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_answer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Answer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"na"}},{"kind":"Field","name":{"kind":"Name","value":"naReason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"revisit"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AreaProgressBars_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"guidance"}},{"kind":"Field","name":{"kind":"Name","value":"weightLabel"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"fel2Code"}},{"kind":"Field","name":{"kind":"Name","value":"nextDeliverable"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionCard_answer"}}]}}]}}]} as unknown as DocumentNode<PhaseQuestionnaireQuery, PhaseQuestionnaireQueryVariables>;
export const PhaseCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PhaseCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phase"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Phase"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"csv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phase"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phase"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<PhaseCsvQuery, PhaseCsvQueryVariables>;
export const SetFel3StatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFel3Status"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetFel3StatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFel3Status"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"statusfel3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetFel3StatusMutation, SetFel3StatusMutationVariables>;
export const RenameProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RenameProjectMutation, RenameProjectMutationVariables>;
export const OwnerCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<OwnerCandidatesQuery, OwnerCandidatesQueryVariables>;
export const TransferProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TransferProjectMutation, TransferProjectMutationVariables>;
export const DuplicateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuplicateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DuplicateProjectMutation, DuplicateProjectMutationVariables>;
export const FinalizeProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalizeProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"isValid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FinalizeProjectMutation, FinalizeProjectMutationVariables>;
export const UnfinalizeProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnfinalizeProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfinalizeProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"isValid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnfinalizeProjectMutation, UnfinalizeProjectMutationVariables>;
export const SetProjectActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProjectActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetProjectActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProjectActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetProjectActiveMutation, SetProjectActiveMutationVariables>;
export const CopyFel2ToFel3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyFel2ToFel3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyFel2ToFel3"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copied"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"statusfel3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CopyFel2ToFel3Mutation, CopyFel2ToFel3MutationVariables>;
export const AddProjectSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddProjectSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddProjectSiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProjectSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"plantName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddProjectSiteMutation, AddProjectSiteMutationVariables>;
export const EditProjectSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditProjectSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditProjectSiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editProjectSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"plantName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EditProjectSiteMutation, EditProjectSiteMutationVariables>;
export const RemoveProjectSiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveProjectSite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProjectSite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveProjectSiteMutation, RemoveProjectSiteMutationVariables>;
export const ProjectTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"phases"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"function"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectTeamQuery, ProjectTeamQueryVariables>;
export const AddTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTeamMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddTeamMemberMutation, AddTeamMemberMutationVariables>;
export const EditTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditTeamMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"function"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EditTeamMemberMutation, EditTeamMemberMutationVariables>;
export const RemoveTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveTeamMemberMutation, RemoveTeamMemberMutationVariables>;
export const SaveAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionCard_answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionCard_answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"statusfel3"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionCard_answer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Answer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"na"}},{"kind":"Field","name":{"kind":"Name","value":"naReason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"revisit"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SaveAnswerMutation, SaveAnswerMutationVariables>;
export const ShellFooterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellFooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]} as unknown as DocumentNode<ShellFooterQuery, ShellFooterQueryVariables>;
export const MaintenanceBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MaintenanceBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banner"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<MaintenanceBannerQuery, MaintenanceBannerQueryVariables>;
export const ShellAppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellAppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supportUrl"}}]}}]}}]} as unknown as DocumentNode<ShellAppInfoQuery, ShellAppInfoQueryVariables>;