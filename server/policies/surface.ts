import type { Action } from './permissions.ts';

// Who may call each entry point of the API: every GraphQL root field and every legacy /api/* route names
// the action of the permission table its service checks it against, or says it needs no such check.
// tests/integration/permission-coverage.test.ts fails when an entry point is missing here (or an entry
// names one that no longer exists); tests/integration/authorization-matrix.test.ts calls every one of
// them as every role and checks the answers against this table. The services still do the checking.

/**
 * `public`: no sign-in needed (sign-in steps, product constants, the maintenance banner);
 * `signed-in`: any signed-in caller, about itself or its active organization (`/api/user/`);
 * an action: the permission-table rule the service checks, against the object the call names (a list
 * shows only the objects that pass it).
 */
export type Access = 'public' | 'signed-in' | Action;

/** GraphQL root fields (queries, mutations, and subscriptions at /graphql/stream), by field name. */
export const GRAPHQL_ACCESS: Record<string, Access> = {
  // Query
  health: 'public',
  appInfo: 'public',
  siteSettings: 'public',
  projectScreening: 'public',
  passwordLinkValid: 'public', // says only whether a link the caller holds still works
  viewer: 'signed-in', // null when nobody is signed in
  projects: 'project.view',
  portfolio: 'portfolio.view', // the viewer's active client
  project: 'project.view',
  report: 'project.view',
  ownerCandidates: 'project.transfer',
  adminUsers: 'users.screen',
  adminUsersCsv: 'users.screen',
  userFormOptions: 'users.screen',
  user: 'user.read',
  apiTokens: 'apiTokens.manage',
  impersonationChoices: 'impersonation.use',
  providerMetrics: 'provider.read',
  providerMetricsCsv: 'provider.read',
  clientBenchmarks: 'organization.read',
  mailDeliveryStatus: 'provider.manage',
  adminOrganizations: 'admin.screens',
  adminOrganization: 'client.view',
  celCandidates: 'organization.manage',
  pocCandidates: 'organization.manage',
  // Mutation
  noop: 'public',
  signIn: 'public',
  sendSecondFactorCode: 'public', // the token of the password step
  verifySecondFactor: 'public', // the token of the password step
  refreshSession: 'public', // the refresh cookie
  signOut: 'signed-in',
  requestPasswordReset: 'public',
  resetPassword: 'public', // the reset link's token
  register: 'public',
  setClientImpersonation: 'organization.impersonate',
  createProject: 'project.create',
  duplicateProject: 'project.create',
  renameProject: 'project.edit',
  updateProjectDetails: 'project.edit',
  finalizeProject: 'project.edit',
  setProjectActive: 'project.edit',
  unfinalizeProject: 'project.unfinalize',
  transferProject: 'project.transfer',
  addTeamMember: 'project.edit',
  editTeamMember: 'project.edit',
  removeTeamMember: 'project.edit',
  addProjectSite: 'project.edit',
  editProjectSite: 'project.edit',
  removeProjectSite: 'project.edit',
  saveAnswer: 'project.edit',
  restoreAnswerVersion: 'project.edit',
  announcePresence: 'presence.announce', // nothing stored: the others in the workspace hear of it
  saveAreaAnswers: 'project.edit',
  deleteAnswer: 'project.edit',
  copyFel2ToFel3: 'project.edit',
  setFel3Status: 'project.edit',
  createReport: 'project.edit',
  updateReportNotes: 'project.edit',
  createUser: 'user.manage',
  updateUser: 'user.manage',
  setUserActive: 'user.manage',
  setUsersActive: 'user.manage',
  updateMyAccount: 'account.update-own', // oneself only: the service answers another user's key with not found
  sendPasswordResetLink: 'user.manage',
  createApiToken: 'apiTokens.manage',
  revokeApiToken: 'apiTokens.manage',
  rotateApiToken: 'apiTokens.manage',
  createOrganization: 'organization.manage',
  updateOrganization: 'organization.manage',
  regenerateLicenseKey: 'organization.manage',
  setCompanyMetrics: 'organization.manage',
  setOrganizationCels: 'organization.manage',
  updateProviderMetrics: 'provider.manage',
  updateSiteSettings: 'provider.manage',
  // Subscription (checked on subscribing and again before every event)
  answerSaved: 'project.view',
  projectPresence: 'project.view',
};

const PHASES = ['fel2', 'fel3'] as const;
const AREAS = ['site', 'eng', 'pep'] as const;

/** The routes each phase (and each area of a phase) repeats. */
const phaseRoutes = Object.fromEntries(
  PHASES.flatMap((phase): [string, Access][] => [
    [`GET /api/project/:key/${phase}team`, 'project.view'],
    [`POST /api/project/:key/${phase}team/edit/`, 'project.edit'],
    [`POST /api/project/:key/${phase}team/:id/edit/`, 'project.edit'],
    [`POST /api/project/:key/${phase}team/:id/delete/`, 'project.edit'],
    [`POST /api/project/:key/${phase}site-info/edit/`, 'project.edit'],
    [`POST /api/project/:key/${phase}site-info/:id/edit/`, 'project.edit'],
    [`POST /api/project/:key/${phase}site-info/:id/delete/`, 'project.edit'],
    [`GET /api/project/:key/${phase}questions`, 'project.view'],
    [`GET /api/project/:key/${phase}status`, 'project.view'],
    [`GET /api/project/:key/${phase}report`, 'project.view'],
    [`POST /api/project/:key/${phase}report/create/`, 'project.edit'],
    ...AREAS.flatMap((area): [string, Access][] => [
      [`POST /api/project/:key/${phase}${area}/edit/`, 'project.edit'],
      [`POST /api/project/:key/${phase}${area}/:code/edit/`, 'project.edit'],
      [`POST /api/project/:key/${phase}${area}/:code/delete/`, 'project.edit'],
    ]),
  ]),
);

/** Legacy routes, by "METHOD url" as registered. */
export const LEGACY_ACCESS: Record<string, Access> = {
  'POST /api/login/': 'public',
  'GET /api/login/2fa/new-token/': 'public', // the token of the password step
  'POST /api/login/2fa/': 'public', // the token of the password step
  'POST /api/token/refresh/': 'public', // the refresh cookie
  'GET /api/logout/': 'signed-in',
  'POST /api/forgotuserpassword/': 'public',
  'POST /api/resetuserpassword/': 'public', // the reset link's token
  'POST /api/register/': 'public',
  'GET /api/site-settings/': 'public',
  'GET /api/user/': 'signed-in',
  'GET /api/client/': 'signed-in', // the active organization; key and notes only per user.manage / client.view
  'POST /api/admin/site-settings/': 'provider.manage',
  'POST /api/user/clientimpersonation/edit/': 'organization.impersonate',
  'GET /api/projects/:clientKey': 'project.view',
  'POST /api/project/all/': 'project.view',
  'POST /api/project/create/': 'project.create',
  'GET /api/project/:key': 'project.view',
  'POST /api/project/:key/edit/': 'project.edit',
  'POST /api/project/:key/projectdetails/edit/': 'project.edit',
  'POST /api/project/:key/projectdetails/edit/unfinalize/': 'project.unfinalize',
  'POST /api/project/:key/change/': 'project.edit',
  'POST /api/project/:key/transfer/': 'project.transfer',
  'POST /api/project/:key/duplicate/': 'project.create',
  'GET /api/project/:key/projectteam': 'project.view',
  'GET /api/project/:key/sites/': 'project.view',
  'GET /api/project/:key/copyfel2tofel3/': 'project.edit',
  ...phaseRoutes,
  'GET /api/report/:reportKey/pdf/': 'project.view',
  'GET /api/report/:reportKey/metrics/': 'project.view',
  'POST /api/admin/users/': 'users.screen',
  'POST /api/admin/user/create/': 'user.manage',
  'POST /api/admin/user/:id/edit/': 'user.manage',
  'POST /api/admin/user/:id/activate/': 'user.manage',
  'POST /api/admin/user/:id/reset-password/': 'user.manage',
  'GET /api/users/:id/': 'user.read',
  'GET /api/admin/clients/': 'admin.screens',
  'POST /api/admin/client/create/': 'organization.manage',
  'POST /api/admin/client/:id/edit/': 'organization.manage',
  'POST /api/admin/client/:id/editmetrics/': 'organization.manage',
  'POST /api/admin/client/:id/reset-license/': 'organization.manage',
  'GET /api/admin/client/:id/cels/': 'client.view',
  'POST /api/admin/client/:id/cels/edit/': 'organization.manage',
  'GET /api/admin/client/:id/users/': 'organization.manage',
  'GET /api/admin/IPAmetrics/': 'provider.read',
  'POST /api/admin/IPAmetrics/': 'provider.manage',
  'GET /api/IPAmetrics/:id/': 'organization.read',
};
