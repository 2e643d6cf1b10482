import {
  API_LEVEL,
  apiPaths,
  CORE_SERVICE,
  type FooterData,
  type LoginDialogConfig,
  type LoginRelatedData,
  metadataPaths,
  microfrontendPaths,
  type OnboardingData,
  onboardingPaths,
  servicePaths,
  UI_API,
  type UserData,
} from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { anonymousUser, footer, supportMicrofrontend } from './fixtures.ts';

/** The start-up calls every rendered app makes; tests override them with server.use(). */
export function startupHandlers(
  user: UserData = anonymousUser,
  footerData: FooterData = footer,
  // Any name: the visibility rules read flags (lightweightInstance…) the server does not offer yet.
  enabledFeatures: readonly string[] = [],
) {
  return [
    http.get(apiPaths.currentUser, () => HttpResponse.json(user)),
    http.get(apiPaths.footer, () => HttpResponse.json(footerData)),
    http.get(apiPaths.samlLogoutUrl, () => HttpResponse.json({ logoutUrl: null })),
    http.get(apiPaths.featuresConfig, () => HttpResponse.json({ enabled: enabledFeatures })),
    http.get(servicePaths.services, () =>
      HttpResponse.json({ services: [{ name: CORE_SERVICE, version: API_LEVEL }] }),
    ),
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
  http.get(apiPaths.loginRelatedData, () => HttpResponse.json(loginRelatedData)),
  http.get(apiPaths.autoRedirectState, () => HttpResponse.json({ isAutoRedirectLogin: false })),
  http.get(apiPaths.loginDialog, () => HttpResponse.json(noLoginDialog)),
  http.get(apiPaths.oauthProviders, () => HttpResponse.json([])),
  // Onboarding, which guard 10 reads for administrators: done, unless a test says otherwise.
  http.get(onboardingPaths.onboarding, () => HttpResponse.json(onboardingDone)),
  // The projects the user administers, which the visibility context reads: none, unless a test says otherwise.
  http.get(`${UI_API}${apiPaths.accessProjects}`, () => HttpResponse.json([])),
  // The bundled support micro-frontend, registered as the server registers it; its entry URL is
  // served from its source by the test configuration's alias.
  http.get(microfrontendPaths.registry, () => HttpResponse.json({ microfrontends: [supportMicrofrontend.entry] })),
  http.get(microfrontendPaths.entry(supportMicrofrontend.entry.name), () =>
    HttpResponse.json(supportMicrofrontend.resolution),
  ),
  // The packages list, which several screens lead to: empty, unless a test says otherwise.
  http.post(metadataPaths.packages, () =>
    HttpResponse.json({
      data: { packages: { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 } },
    }),
  ),
);
