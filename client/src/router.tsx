import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { PublicOnly, RequireSession, SecondFactorOnly } from './auth/guards';
import { RequirePermission } from './auth/RequirePermission';
import { SessionProvider } from './auth/session';
import { ProjectKeyGuard } from './features/shell/ProjectKeyGuard';
import { ErrorScreen } from './ui/ErrorScreen';
import { FullPageSpinner } from './ui/FullPageSpinner';

// Routes are lazy: the sign-in page does not download the signed-in screens.

function Root() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

export const router = createBrowserRouter([
  {
    // The server's PDF renderer prints a saved report here (server/modules/reports/report-pdf.ts). Outside
    // the session gate and the shell: headless Chromium has no refresh cookie and sends the bearer token itself.
    path: '/print/report/:reportKey',
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <FullPageSpinner />,
    lazy: async () => ({ Component: (await import('./features/reports/PrintReportPage')).PrintReportPage }),
  },
  {
    element: <Root />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: '/sign-in', lazy: async () => ({ Component: (await import('./features/auth/SignInPage')).SignInPage }) },
          { path: '/register', lazy: async () => ({ Component: (await import('./features/auth/RegisterPage')).RegisterPage }) },
          {
            path: '/register/success',
            lazy: async () => ({ Component: (await import('./features/auth/RegisterSuccessPage')).RegisterSuccessPage }),
          },
          { path: '/password-reset', lazy: async () => ({ Component: (await import('./features/auth/PasswordResetPage')).PasswordResetPage }) },
          {
            path: '/password-reset/success',
            lazy: async () => ({ Component: (await import('./features/auth/PasswordResetSuccessPage')).PasswordResetSuccessPage }),
          },
          {
            path: '/password-reset-confirm/:userID/:token',
            lazy: async () => ({ Component: (await import('./features/auth/PasswordResetConfirmPage')).PasswordResetConfirmPage }),
          },
          {
            path: '/password-reset-confirm/*',
            lazy: async () => ({ Component: (await import('./features/auth/PasswordResetConfirmPage')).PasswordResetConfirmPage }),
          },
        ],
      },
      // The identity provider's way back (a sign-in, or an admin's test while signed in) and a domain's mailed link.
      { path: '/sso/oidc/callback', lazy: async () => ({ Component: (await import('./features/sso/SsoCallbackPage')).SsoCallbackPage }) },
      { path: '/sso/saml/failed', lazy: async () => ({ Component: (await import('./features/sso/SamlFailedPage')).SamlFailedPage }) },
      { path: '/sso/verify-domain/:token', lazy: async () => ({ Component: (await import('./features/sso/SsoVerifyDomainPage')).SsoVerifyDomainPage }) },
      {
        element: <SecondFactorOnly />,
        children: [
          { path: '/sign-in/2fa', lazy: async () => ({ Component: (await import('./features/auth/SecondFactorPage')).SecondFactorPage }) },
        ],
      },
      {
        path: '/dashboard',
        element: <RequireSession />,
        children: [
          {
            // Shell: frame, help, banners, footer.
            lazy: async () => ({ Component: (await import('./features/shell/ShellLayout')).ShellLayout }),
            children: [
              {
                // A screen that fails (render error, a chunk that will not load) shows the error screen inside the frame.
                errorElement: <ErrorScreen inFrame />,
                children: [
                  { index: true, lazy: async () => ({ Component: (await import('./features/dashboard/DashboardHome')).DashboardHome }) },
                  {
                    element: <RequirePermission permission="viewerCanManageUsers" />,
                    children: [{ path: 'users', lazy: async () => ({ Component: (await import('./features/admin/users/UsersPage')).UsersPage }) }],
                  },
                  {
                    // Clients: Admin, and IPA Users (read-only, their CEL clients) — DOMAIN.md §5.
                    element: <RequirePermission permission="viewerCanSeeAdminScreens" />,
                    children: [
                      { path: 'clients', lazy: async () => ({ Component: (await import('./features/admin/clients/ClientsPage')).ClientsPage }) },
                    ],
                  },
                  {
                    // Provider metrics: Admin, and IPA Users read-only.
                    element: <RequirePermission permission="viewerCanSeeProviderMetrics" />,
                    children: [
                      { path: 'ipametrics', lazy: async () => ({ Component: (await import('./features/admin/metrics/IpaMetricsPage')).IpaMetricsPage }) },
                    ],
                  },
                  {
                    // Site settings: Admin only.
                    element: <RequirePermission permission="viewerCanManageProviderSettings" />,
                    children: [
                      { path: 'settings', lazy: async () => ({ Component: (await import('./features/admin/settings/SiteSettingsPage')).SiteSettingsPage }) },
                    ],
                  },
                  {
                    // API tokens of the active organization: Client Admin, and Admins working on a client.
                    element: <RequirePermission permission="viewerCanManageApiTokens" />,
                    children: [{ path: 'api-tokens', lazy: async () => ({ Component: (await import('./features/api/ApiTokensPage')).ApiTokensPage }) }],
                  },
                  {
                    // Single sign-on of the active organization: Client Admin, and Admins working on a client.
                    element: <RequirePermission permission="viewerCanManageSso" />,
                    children: [{ path: 'sso', lazy: async () => ({ Component: (await import('./features/sso/SsoSettingsPage')).SsoSettingsPage }) }],
                  },
                  {
                    // The active client's portfolio: Client Admin, Super User, and the CEL or Admin working on it.
                    element: <RequirePermission permission="viewerCanSeePortfolio" />,
                    children: [
                      { path: 'portfolio', lazy: async () => ({ Component: (await import('./features/portfolio/PortfolioPage')).PortfolioPage }) },
                      { path: 'portfolio/outcomes', lazy: async () => ({ Component: (await import('./features/outcomes/OutcomesPage')).OutcomesPage }) },
                    ],
                  },
                  {
                    // The provider's pooled outcomes: Admins and CELs (DOMAIN.md §3b).
                    element: <RequirePermission permission="viewerCanSeeOutcomePool" />,
                    children: [
                      { path: 'outcome-pool', lazy: async () => ({ Component: (await import('./features/outcomes/ProviderOutcomesPage')).ProviderOutcomesPage }) },
                    ],
                  },
                  {
                    // GraphiQL, its own lazy chunk: development, or production with GRAPHQL_EXPLORER=1.
                    element: <RequirePermission permission="viewerCanUseGraphQLExplorer" />,
                    children: [
                      { path: 'api-explorer', lazy: async () => ({ Component: (await import('./features/api/GraphQLExplorerPage')).GraphQLExplorerPage }) },
                    ],
                  },
                  { path: 'error', lazy: async () => ({ Component: (await import('./features/shell/ErrorPage')).ErrorPage }) },
                  { path: 'reviews', lazy: async () => ({ Component: (await import('./features/reviews/ReviewsWaitingPage')).ReviewsWaitingPage }) },
                  { path: 'reviews/:reportKey', lazy: async () => ({ Component: (await import('./features/reviews/ReviewScreen')).ReviewScreen }) },
                  { path: 'create-project', lazy: async () => ({ Component: (await import('./features/projects/CreateProjectPage')).CreateProjectPage }) },
                  {
                    // Any other /dashboard path: a project key, or the not-found screen.
                    element: <ProjectKeyGuard />,
                    children: [
                      { path: ':pkey/report/:reportType', lazy: async () => ({ Component: (await import('./features/reports/ReportPage')).ReportPage }) },
                      { path: ':pkey/*', lazy: async () => ({ Component: (await import('./features/projects/ProjectWorkspace')).ProjectWorkspace }) },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '*', element: <Navigate to="/sign-in" replace /> },
    ],
  },
]);
