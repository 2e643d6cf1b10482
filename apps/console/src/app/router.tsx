import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { pipelineRouteNames } from '../features/companion-routes/pipeline-routes.ts';
import { releaseBundlesIndexRule } from '../features/companion-routes/release-bundle-rules.ts';
import { VendorCrumb } from '../features/integrations/components/vendor-crumb.tsx';
import { PackageCrumb } from '../features/packages/components/package-crumb.tsx';
import { loadChunk } from '../shared/microfrontends/index.ts';
import { BASENAME, paths } from '../shared/routing/paths.ts';
import { teasers } from '../shared/teasers/teaser-catalogue.ts';
import { teaserAudienceRule } from '../shared/teasers/teaser-rules.ts';
import { adminRoutes, profileRoutes } from './admin-routes.tsx';
import { createGuardLoader } from './guard-loader.ts';
import { HomeRedirect, LogoutRedirect } from './home-redirect.tsx';
import { discoverMicrofrontendRoutes, LAYOUT_ROUTE_ID } from './microfrontend-routes.tsx';
import { RootRoute } from './root-route.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { authRouteNames, type RouteHandle } from './route-handle.ts';
import { StartupScreen } from './startup-screen.tsx';

// Each page is its own chunk, loaded when its route is first entered.
const loginPage = async () => ({ Component: (await import('../features/auth/pages/login-page.tsx')).LoginPage });
const otpLoginPage = async () => ({
  Component: (await import('../features/auth/pages/otp-login-page.tsx')).OtpLoginPage,
});
const mfaEnrollPage = async () => ({
  Component: (await import('../features/auth/pages/mfa-enroll-page.tsx')).MfaEnrollPage,
});
const forgotPasswordPage = async () => ({
  Component: (await import('../features/auth/pages/forgot-password-page.tsx')).ForgotPasswordPage,
});
const resetPasswordPage = async () => ({
  Component: (await import('../features/auth/pages/reset-password-page.tsx')).ResetPasswordPage,
});
const changePasswordPage = async () => ({
  Component: (await import('../features/auth/pages/change-password-page.tsx')).ChangePasswordPage,
});
const cliLoginPage = async () => ({
  Component: (await import('../features/auth/pages/cli-login-page.tsx')).CliLoginPage,
});
const ssoLoginPage = async () => ({
  Component: (await import('../features/auth/pages/sso-login-page.tsx')).SsoLoginPage,
});
const registrationPage = async () => ({
  Component: (await import('../features/auth/pages/registration-page.tsx')).RegistrationPage,
});
const invitationPage = async () => ({
  Component: (await import('../features/auth/pages/invitation-page.tsx')).InvitationPage,
});
const cliRegistrationPage = async () => ({
  Component: (await import('../features/auth/pages/cli-registration-page.tsx')).CliRegistrationPage,
});
const authProviderPage = async () => ({
  Component: (await import('../features/auth/pages/auth-provider-page.tsx')).AuthProviderPage,
});
const packagesPage = async () => ({
  Component: (await import('../features/packages/pages/packages-page.tsx')).PackagesPage,
});
const packagePage = async () => ({
  Component: (await import('../features/packages/pages/package-page.tsx')).PackagePage,
});
const packageVersionPage = async () => ({
  Component: (await import('../features/packages/pages/package-version-page.tsx')).PackageVersionPage,
});
const quickSetupPage = async () => ({
  Component: (await import('../features/onboarding/pages/quick-setup-page.tsx')).QuickSetupPage,
});
const getStartedPage = async () => ({
  Component: (await import('../features/onboarding/pages/get-started-page.tsx')).GetStartedPage,
});
const overviewPage = async () => ({
  Component: (await import('../features/onboarding/pages/overview-page.tsx')).OverviewPage,
});
const buildsPage = async () => ({
  Component: (await import('../features/builds/pages/builds-page.tsx')).BuildsPage,
});
const buildRunsPage = async () => ({
  Component: (await import('../features/builds/pages/build-runs-page.tsx')).BuildRunsPage,
});
const buildInfoPage = async () => ({
  Component: (await import('../features/builds/pages/build-info-page.tsx')).BuildInfoPage,
});
const artifactsPage = async () => ({
  Component: (await import('../features/artifacts/pages/artifacts-page.tsx')).ArtifactsPage,
});
const artifactSearchResultsPage = async () => ({
  Component: (await import('../features/search/pages/artifact-search-results-page.tsx')).ArtifactSearchResultsPage,
});
const accountPortalRedirect = async () => ({
  Component: (await import('./account-portal-redirect.tsx')).AccountPortalRedirect,
});
const notFoundPage = async () => ({
  Component: (await import('../features/errors/pages/not-found-page.tsx')).NotFoundPage,
});
const blockedRequestPage = async () => ({
  Component: (await import('../features/errors/pages/blocked-request-page.tsx')).BlockedRequestPage,
});
const serverErrorPage = async () => ({
  Component: (await import('../features/errors/pages/server-error-page.tsx')).ServerErrorPage,
});
const authorizationPage = async () => ({
  Component: (await import('../features/errors/pages/authorization-page.tsx')).AuthorizationPage,
});
const demoLayout = async () => ({
  Component: (await import('../features/demo/pages/demo-layout.tsx')).DemoLayout,
});
const widgetsPage = async () => ({
  Component: (await import('../features/demo/pages/widgets-page.tsx')).WidgetsPage,
});
const demoTreePage = async () => ({ Component: (await import('../features/demo/pages/tree-page.tsx')).TreePage });
const greetingPage = async () => ({
  Component: (await import('../features/demo/pages/greeting-page.tsx')).GreetingPage,
});
const microfrontendsPage = async () => ({
  Component: (await import('../features/demo/pages/microfrontends-page.tsx')).MicrofrontendsPage,
});
const templatePage = async () => ({
  Component: (await import('../features/demo/pages/template-page.tsx')).TemplatePage,
});
const appLayout = async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout });
const integrationsPage = async () => ({
  Component: (await import('../features/integrations/pages/integrations-page.tsx')).IntegrationsPage,
});
const vendorIntegrationsPage = async () => ({
  Component: (await import('../features/integrations/pages/vendor-integrations-page.tsx')).VendorIntegrationsPage,
});
const selectReposPage = async () => ({
  Component: (await import('../features/integrations/pages/select-repos-page.tsx')).SelectReposPage,
});
// Teasers of services that are not installed, and the companion-service screens (shell.md §2).
const teaserPages = () => import('../features/teasers/pages/teaser-pages.tsx');
const topologyTeaserPage = async () => ({ Component: (await teaserPages()).TopologyTeaserPage });
const pdnTeaserPage = async () => ({ Component: (await teaserPages()).PdnTeaserPage });
const pipelinesTeaserPage = async () => ({ Component: (await teaserPages()).PipelinesTeaserPage });
const securityTeaserPage = async () => ({ Component: (await teaserPages()).SecurityTeaserPage });
const releaseBundlesTeaserPage = async () => ({ Component: (await teaserPages()).ReleaseBundlesTeaserPage });
const releaseBundlesPages = () => import('../features/companion-routes/pages/release-bundles-page.tsx');
const releaseBundlesPage = async () => ({ Component: (await releaseBundlesPages()).ReleaseBundlesPage });
const releaseBundlesIndex = async () => ({ Component: (await releaseBundlesPages()).ReleaseBundlesIndex });
const oldBundlesRedirect = async () => ({ Component: (await releaseBundlesPages()).OldBundlesRedirect });
const pipelinesPages = () => import('../features/companion-routes/pages/pipelines-pages.tsx');
const pipelinesAreaPage = async () => ({ Component: (await pipelinesPages()).PipelinesAreaPage });
const pipelinesRedirect = async () => ({ Component: (await pipelinesPages()).PipelinesRedirect });
const myPipelinesPage = async () => ({
  Component: (await import('../features/pipelines/pages/pipelines-page.tsx')).MyPipelinesPage,
});

const loginHandle: RouteHandle = { title: 'Log in', name: authRouteNames.login, access: { authScreen: true } };
const resetHandle: RouteHandle = {
  title: 'Reset password',
  name: authRouteNames.resetPassword,
  access: { public: true },
};
const artifactsHandle: RouteHandle = { title: 'Artifacts' };
const notFoundHandle: RouteHandle = { title: 'Page not found', access: { public: true } };

/**
 * The console's one route table (shell.md §2). Every route states its title and what it needs in
 * `handle` (typed as RouteHandle); the root loader runs the guard pipeline against it before each navigation. The browser
 * router and the tests build their routers from this same function.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const pages: RouteObject[] = [
    // Hidden on a lightweight instance (R11.21): guard 6 then leads to repos (R3.12).
    {
      path: paths.packages(),
      handle: { title: 'Packages', rules: ['packages'] } satisfies RouteHandle,
      children: [
        { index: true, lazy: packagesPage },
        {
          path: ':packageId',
          handle: { title: 'Package', crumb: PackageCrumb } satisfies RouteHandle,
          children: [
            { index: true, lazy: packagePage },
            { path: ':versionId', lazy: packageVersionPage, handle: { crumbParam: 'versionId' } satisfies RouteHandle },
          ],
        },
      ],
    },
    // R1.33, R1.35, R1.36: onboarding and the landing pages; quick setup is for administrators.
    {
      path: paths.quickSetup(),
      lazy: quickSetupPage,
      handle: { title: 'Quick setup', access: { admin: true } } satisfies RouteHandle,
    },
    { path: paths.getStarted(), lazy: getStartedPage, handle: { title: 'Get started' } satisfies RouteHandle },
    { path: paths.overview(), lazy: overviewPage, handle: { title: 'Overview' } satisfies RouteHandle },
    // Builds follow the builds rule: anonymous visitors need anonymous access and the build basic view (R7.02).
    {
      path: paths.builds(),
      handle: { title: 'Builds', rules: ['builds'] } satisfies RouteHandle,
      children: [
        { index: true, lazy: buildsPage },
        {
          path: ':name',
          handle: { crumbParam: 'name' } satisfies RouteHandle,
          children: [
            { index: true, lazy: buildRunsPage },
            { path: ':number', lazy: buildInfoPage, handle: { crumbParam: 'number' } satisfies RouteHandle },
          ],
        },
      ],
    },
    // The browser always names a tab, so a bare /repos (the old hash links land there) opens General.
    { path: paths.repos(), element: <Navigate to={paths.artifactTree()} replace />, handle: artifactsHandle },
    { path: '/repos/tree', element: <Navigate to={paths.artifactTree()} replace />, handle: artifactsHandle },
    // The splat is the repository key, then the path inside it.
    { path: '/repos/tree/:tab/*', lazy: artifactsPage, handle: artifactsHandle },
    {
      path: paths.artifactSearchResults(),
      lazy: artifactSearchResultsPage,
      handle: { title: 'Artifact search results' } satisfies RouteHandle,
    },
    { path: paths.notFound(), lazy: notFoundPage, handle: notFoundHandle },
    {
      path: paths.serverError(),
      lazy: serverErrorPage,
      handle: { title: 'Server error', access: { public: true } } satisfies RouteHandle,
    },
    {
      path: paths.authorization(),
      lazy: authorizationPage,
      handle: { title: 'Not authorized', access: { public: true } } satisfies RouteHandle,
    },
    {
      path: paths.demo(),
      lazy: demoLayout,
      handle: { title: 'Widget playground', name: 'demo', access: { features: ['TESTED'] } } satisfies RouteHandle,
      children: [
        { index: true, lazy: widgetsPage },
        { path: paths.demoTree(), lazy: demoTreePage, handle: { title: 'Tree' } satisfies RouteHandle },
        {
          path: paths.demoGreeting(),
          lazy: greetingPage,
          handle: { title: 'TypeScript greeting' } satisfies RouteHandle,
        },
        {
          path: paths.demoMicrofrontends(),
          lazy: microfrontendsPage,
          handle: { title: 'Micro-frontends' } satisfies RouteHandle,
        },
      ],
    },
    {
      path: paths.template(),
      lazy: templatePage,
      handle: { title: 'Page template', access: { features: ['TESTED'] } } satisfies RouteHandle,
    },
    // Each teaser route carries its teaser's audience (R16.09–R16.11): anyone outside it takes guard 6's fallback.
    {
      path: paths.topologyTeaser(),
      lazy: topologyTeaserPage,
      handle: { title: 'Topology', rules: [teaserAudienceRule(teasers.topology)] } satisfies RouteHandle,
    },
    {
      path: paths.pdnTeaser(),
      lazy: pdnTeaserPage,
      handle: { title: 'Peer Distribution Network', rules: [teaserAudienceRule(teasers.pdn)] } satisfies RouteHandle,
    },
    {
      path: paths.pipelinesTeaser(),
      lazy: pipelinesTeaserPage,
      handle: { title: 'Pipelines', rules: [teaserAudienceRule(teasers.pipelines)] } satisfies RouteHandle,
    },
    {
      path: paths.securityTeaser(),
      lazy: securityTeaserPage,
      handle: {
        title: 'Security & Compliance',
        rules: ['securityTeaser', teaserAudienceRule(teasers.securityAndCompliance)],
      } satisfies RouteHandle,
    },
    {
      path: paths.releaseBundlesTeaser(),
      lazy: releaseBundlesTeaserPage,
      handle: { title: 'Release Bundles', rules: [teaserAudienceRule(teasers.releaseBundles)] } satisfies RouteHandle,
    },
    // R17.01–R17.04: the guard follows the index rule to a tab; old /bundles paths are rewritten.
    {
      path: paths.releaseBundles(),
      handle: { title: 'Release Bundles' } satisfies RouteHandle,
      children: [
        { index: true, lazy: releaseBundlesIndex, handle: { rules: [releaseBundlesIndexRule] } satisfies RouteHandle },
        { path: ':activeTab', lazy: releaseBundlesPage },
      ],
    },
    { path: `${paths.oldBundles()}/*`, lazy: oldBundlesRedirect, handle: { title: 'Release Bundles' } },
    // R18.01: the pipelines route names; without the service every screen shows the pipelines teaser.
    {
      path: paths.pipelines(),
      handle: { title: 'Pipelines', name: pipelineRouteNames.pipelines } satisfies RouteHandle,
      children: [
        { index: true, lazy: pipelinesRedirect, handle: { name: pipelineRouteNames.pipelinesRedirect } },
        {
          path: paths.pipelinesMain(),
          handle: { title: 'My Pipelines', name: pipelineRouteNames.pipelinesMain } satisfies RouteHandle,
          children: [
            { index: true, lazy: myPipelinesPage },
            {
              path: ':projectName/:pipelineName',
              lazy: pipelinesAreaPage,
              handle: { crumbParam: 'pipelineName', name: pipelineRouteNames.pipelineDashboard } satisfies RouteHandle,
            },
            {
              path: ':projectName/:pipelineName/:runNumber/:stepName',
              lazy: pipelinesAreaPage,
              handle: { crumbParam: 'stepName', name: pipelineRouteNames.runDashboard } satisfies RouteHandle,
            },
          ],
        },
        {
          path: paths.pipelineSources(),
          lazy: pipelinesAreaPage,
          handle: { title: 'Pipeline Sources', name: pipelineRouteNames.pipelineSourcesList } satisfies RouteHandle,
        },
      ],
    },
    // R1.42–R1.45: the cards are for everyone; a vendor's table and repository selection for administrators.
    {
      path: paths.integrations(),
      handle: { title: 'Integrations', name: 'integrations', rules: ['integrations'] } satisfies RouteHandle,
      children: [
        { index: true, lazy: integrationsPage },
        {
          path: ':vendorName',
          lazy: vendorIntegrationsPage,
          handle: {
            crumb: VendorCrumb,
            name: 'integrations.vendor.list',
            access: { admin: true },
          } satisfies RouteHandle,
        },
      ],
    },
    {
      path: paths.gitRepoScanSelectRepos(),
      lazy: selectReposPage,
      handle: {
        title: 'Select repositories',
        name: 'gitRepoScan.selectRepos',
        access: { admin: true },
      } satisfies RouteHandle,
    },
    ...adminRoutes(),
    ...profileRoutes(),
    // R1.29: any path no route claims.
    { path: '*', lazy: notFoundPage, handle: notFoundHandle },
  ];

  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: StartupScreen,
      ErrorBoundary: RouteErrorPage,
      loader: createGuardLoader(queryClient, () => routes),
      // The guards must see every navigation, not only those that change this route's params.
      shouldRevalidate: () => true,
      children: [
        // The guard follows the home rule's redirect by role and features (R1.30–R1.32).
        { index: true, Component: HomeRedirect, handle: { rules: ['home'] } satisfies RouteHandle },
        { path: paths.home(), Component: HomeRedirect, handle: { rules: ['home'] } satisfies RouteHandle },
        {
          path: paths.logout(),
          Component: LogoutRedirect,
          handle: { title: 'Log out', name: authRouteNames.logout, access: { public: true } } satisfies RouteHandle,
        },
        { path: paths.login(), lazy: loginPage, handle: loginHandle },
        {
          path: paths.forgotPassword(),
          lazy: forgotPasswordPage,
          handle: {
            title: 'Forgot password',
            name: authRouteNames.forgotPassword,
            access: { authScreen: true },
          } satisfies RouteHandle,
        },
        // Reached from a mail or an expired password: public, whoever is logged in on this browser.
        { path: paths.resetPassword(), lazy: resetPasswordPage, handle: resetHandle },
        { path: paths.authResetPassword(), lazy: resetPasswordPage, handle: resetHandle },
        {
          path: paths.changePassword(),
          lazy: changePasswordPage,
          handle: {
            title: 'Change password',
            name: authRouteNames.changePassword,
            access: { public: true },
          } satisfies RouteHandle,
        },
        {
          path: '/login/sso/:ssoLoginType',
          lazy: ssoLoginPage,
          handle: {
            title: 'Single sign-on',
            name: authRouteNames.ssoLogin,
            access: { authScreen: true },
          } satisfies RouteHandle,
        },
        // Needs a logged-in user, like any application page, but shows without the layout.
        { path: paths.cliLogin(), lazy: cliLoginPage, handle: { title: 'CLI login' } satisfies RouteHandle },
        // The second step of a login: public, because no session exists until it succeeds.
        {
          path: paths.otpLogin(),
          lazy: otpLoginPage,
          handle: {
            title: 'Two-step verification',
            name: authRouteNames.otpLogin,
            access: { public: true },
          } satisfies RouteHandle,
        },
        {
          path: paths.mfaEnroll(),
          lazy: mfaEnrollPage,
          handle: {
            title: 'Set up two-step verification',
            name: authRouteNames.mfaEnroll,
            access: { public: true },
          } satisfies RouteHandle,
        },
        {
          path: paths.registration(),
          lazy: registrationPage,
          handle: {
            title: 'Create account',
            name: authRouteNames.registration,
            access: { authScreen: true },
          } satisfies RouteHandle,
        },
        // Reached from a mail, like the reset link: public, whoever is logged in on this browser.
        {
          path: paths.invitation(),
          lazy: invitationPage,
          handle: {
            title: 'Accept invitation',
            name: authRouteNames.invitation,
            access: { public: true },
          } satisfies RouteHandle,
        },
        {
          path: paths.cliRegistration(),
          lazy: cliRegistrationPage,
          handle: {
            title: 'Create account for the CLI',
            name: authRouteNames.cliRegistration,
            access: { authScreen: true },
          } satisfies RouteHandle,
        },
        { path: paths.auth(), lazy: loginPage, handle: loginHandle },
        {
          path: '/auth-provider/:type',
          lazy: authProviderPage,
          handle: { title: 'Provider sign-in', access: { authScreen: true } } satisfies RouteHandle,
        },
        { path: paths.accountPortal(), lazy: accountPortalRedirect, handle: { title: 'Account' } },
        // Outside the layout: the layout reads the user, which a blocking policy may refuse too.
        {
          path: '/406/:requestId',
          lazy: blockedRequestPage,
          handle: { title: 'Request blocked', access: { public: true } } satisfies RouteHandle,
        },
        { id: LAYOUT_ROUTE_ID, lazy: appLayout, children: pages },
      ],
    },
  ];
  return withChunkLimits(routes);
}

/** R9.09, R9.10: every lazy screen group loads under the chunk time limit, its failures named. */
function withChunkLimits(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const lazy = route.lazy;
    if (typeof lazy === 'function') route.lazy = () => loadChunk(lazy, `the ${route.path ?? 'page'} screens`);
    if (route.children) withChunkLimits(route.children);
  }
  return routes;
}

/** The route table with the discovery of micro-frontend routes, as the browser and the tests build routers. */
export function createRouteTable(queryClient: QueryClient): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  const routes = createRoutes(queryClient);
  const layout = routes[0]?.children?.find((route) => route.id === LAYOUT_ROUTE_ID);
  return { routes, patchRoutesOnNavigation: discoverMicrofrontendRoutes(queryClient, routes, layout?.children ?? []) };
}

export function createAppRouter(queryClient: QueryClient) {
  const { routes, patchRoutesOnNavigation } = createRouteTable(queryClient);
  return createBrowserRouter(routes, { basename: BASENAME, patchRoutesOnNavigation });
}
