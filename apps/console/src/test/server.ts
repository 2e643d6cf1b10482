import {
  API_LEVEL,
  authFlowRoutes,
  authRoutes,
  CORE_SERVICE,
  type FooterData,
  generalConfigRoutes,
  type LoginDialogConfig,
  type LoginRelatedData,
  loginScreenRoutes,
  metadataRoutes,
  microfrontendRoutes,
  type OnboardingData,
  oauthRoutes,
  onboardingRoutes,
  projectRoutes,
  releaseBundleRoutes,
  serviceRoutes,
  ssoRoutes,
  systemCallRoutes,
  systemRoutes,
  type UserData,
} from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { supportAnalyticsPath } from '../app/optional-start-steps.ts';
import { scannerPermissionsPath } from '../shared/scanner/scanner-user-data.ts';
import { anonymousUser, footer, supportMicrofrontend } from './fixtures.ts';
import { mockCall } from './mock-call.ts';

/** The start-up calls every rendered app makes; tests override them with server.use(). */
export function startupHandlers(
  user: UserData = anonymousUser,
  footerData: FooterData = footer,
  // Any name: the visibility rules read flags (lightweightInstance…) the server does not offer yet.
  enabledFeatures: readonly string[] = [],
) {
  return [
    mockCall(authRoutes.current, () => user),
    mockCall(systemRoutes.footer, () => footerData),
    mockCall(ssoRoutes.samlLogoutUrl, () => ({ logoutUrl: null })),
    mockCall(systemCallRoutes.featuresConfig, () => HttpResponse.json({ enabled: enabledFeatures })),
    mockCall(serviceRoutes.services, () => ({ services: [{ name: CORE_SERVICE, version: API_LEVEL }] })),
  ];
}

/** Onboarding of an instance that has been set up: guard 10 sends nobody to quick setup. */
export const onboardingDone: OnboardingData = {
  newOnboarding: true,
  needsOnboarding: false,
  quickDeploy: false,
  getStarted: false,
  firstLogin: false,
  hasOnlyDefaultRepos: false,
  projectsSupported: true,
  answers: null,
};

/** The login page's options, as a default server offers them. */
export const loginRelatedData: LoginRelatedData = {
  forgotPassword: true,
  canRememberMe: true,
  ssoProviderLink: null,
  selfRegistration: false,
  crowdLogin: false,
};

export const noLoginDialog: LoginDialogConfig = { enabled: false, title: '', content: '', permanent: false };

/** One MSW server for the console's tests; an unexpected call fails the test (onUnhandledFrame: 'error', MSW 3's onUnhandledRequest). */
export const server = setupServer(
  ...startupHandlers(),
  mockCall(authFlowRoutes.loginRelatedData, () => loginRelatedData),
  mockCall(ssoRoutes.autoRedirectState, () => ({ isAutoRedirectLogin: false })),
  mockCall(loginScreenRoutes.loginDialog, () => noLoginDialog),
  mockCall(loginScreenRoutes.loginPageVisibility, () => ({ loginIsExternal: false })),
  mockCall(loginScreenRoutes.userPlugin, () => ({ isUserPluginEnabled: false })),
  mockCall(oauthRoutes.providers, () => []),
  // Onboarding, which guard 10 reads for administrators: done, unless a test says otherwise.
  mockCall(onboardingRoutes.data, () => onboardingDone),
  // The projects the user administers, which the visibility context reads: none, unless a test says otherwise.
  mockCall(projectRoutes.list, () => []),
  // The retention status an administrator's start reads: off, as Arca's server answers.
  mockCall(releaseBundleRoutes.retention, () => ({ enable: false })),
  // The bundled support micro-frontend, registered as the server registers it; its entry URL is
  // served from its source by the test configuration's alias. No other is registered.
  mockCall(microfrontendRoutes.registry, () => ({ microfrontends: [supportMicrofrontend.entry] })),
  mockCall(microfrontendRoutes.resolve, ({ params }) =>
    params.name === supportMicrofrontend.entry.name
      ? supportMicrofrontend.resolution
      : HttpResponse.json({ errors: [{ status: 404, message: 'not found' }] }, { status: 404 }),
  ),
  // The packages list, which several screens lead to: empty, unless a test says otherwise.
  mockCall(metadataRoutes.packages, () => ({
    data: { packages: { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 } },
  })),
  // What a start reads where the instance has it (app/optional-start-steps.ts), unless a test says otherwise:
  // the scanner grants nothing, insight is no support instance, the cloud's info widget and configuration.
  http.post(scannerPermissionsPath, () => HttpResponse.json({ permissions: [] })),
  http.get(supportAnalyticsPath, () => HttpResponse.json({ isSupportInstance: false })),
  mockCall(systemRoutes.homeInfoWidget, () => ({
    widgetData: {
      serverName: footer.serverName,
      version: API_LEVEL,
      buildNumber: footer.buildNumber,
      license: footer.license,
    },
  })),
  mockCall(generalConfigRoutes.get, () => ({ customUrlBase: null })),
);
