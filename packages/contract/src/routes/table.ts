import { artifactBrowserRoutes, artifactRoutes, storageRoutes } from '../artifacts.ts';
import { authRoutes, ssoRoutes } from '../auth.ts';
import { authFlowRoutes } from '../auth-flows.ts';
import { buildRoutes } from '../builds.ts';
import { crowdRoutes } from '../crowd.ts';
import { generalConfigRoutes } from '../general-config.ts';
import { groupRoutes } from '../groups.ts';
import { integrationRoutes } from '../integrations.ts';
import { invitationRoutes } from '../invitations.ts';
import { legacySecurityRoutes } from '../legacy-security.ts';
import { licenseRoutes } from '../licenses.ts';
import { loginScreenRoutes } from '../login-screen.ts';
import { metadataRoutes } from '../metadata.ts';
import { mfaRoutes } from '../mfa.ts';
import { microfrontendRoutes } from '../microfrontends.ts';
import { npmProtocolRoutes } from '../npm-protocol.ts';
import { oauthRoutes } from '../oauth.ts';
import { dockerRepositoryPathRoutes, ociRegistryRoutes } from '../oci-registry.ts';
import { onboardingRoutes } from '../onboarding.ts';
import { versionDetailRoutes } from '../package-details.ts';
import { permissionRoutes } from '../permissions.ts';
import { projectRoutes } from '../projects.ts';
import { proxyConsoleRoutes, proxyRoutes } from '../proxies.ts';
import { pypiProtocolRoutes } from '../pypi-protocol.ts';
import { releaseBundleRoutes } from '../release-bundles.ts';
import { repositoryRoutes } from '../repositories.ts';
import { requestPolicyRoutes } from '../request-policy.ts';
import { searchRoutes } from '../search.ts';
import { securityConfigRoutes } from '../security-config.ts';
import { serverInfoRoutes } from '../server-info.ts';
import { companionServiceRoutes, serviceRoutes } from '../services.ts';
import { accountRoutes } from '../session-calls.ts';
import { setMeUpRoutes } from '../set-me-up.ts';
import { storageSearchRoutes, usageReportRoutes } from '../storage-searches.ts';
import { supportBundleRoutes } from '../support-bundles.ts';
import { systemRoutes } from '../system.ts';
import { systemCallRoutes } from '../system-calls.ts';
import { systemLogRoutes } from '../system-logs.ts';
import { systemStatusRoutes } from '../system-status.ts';
import { clientLoginRoutes, tokenRoutes } from '../tokens.ts';
import { userRoutes } from '../users.ts';
import { webhookRoutes } from '../webhooks.ts';
import { apiDocumentRoutes } from './api-document.ts';
import type { RouteDescriptor } from './route.ts';

/**
 * Every call of the product, by area: what the server registers, the console calls, the mocks
 * answer, the fuzzers try and the API document lists.
 */
export const routeTable = {
  apiDocument: apiDocumentRoutes,
  auth: authRoutes,
  authFlows: authFlowRoutes,
  loginScreen: loginScreenRoutes,
  mfa: mfaRoutes,
  sso: ssoRoutes,
  crowd: crowdRoutes,
  oauth: oauthRoutes,
  account: accountRoutes,
  tokens: tokenRoutes,
  cliLogin: clientLoginRoutes,
  invitations: invitationRoutes,
  users: userRoutes,
  groups: groupRoutes,
  permissions: permissionRoutes,
  legacySecurity: legacySecurityRoutes,
  projects: projectRoutes,
  webhooks: webhookRoutes,
  repositories: repositoryRoutes,
  artifacts: artifactRoutes,
  storage: storageRoutes,
  artifactBrowser: artifactBrowserRoutes,
  search: searchRoutes,
  storageSearches: storageSearchRoutes,
  builds: buildRoutes,
  releaseBundles: releaseBundleRoutes,
  metadata: metadataRoutes,
  versionDetails: versionDetailRoutes,
  npmProtocol: npmProtocolRoutes,
  ociRegistry: ociRegistryRoutes,
  dockerRepositoryPath: dockerRepositoryPathRoutes,
  pypiProtocol: pypiProtocolRoutes,
  setMeUp: setMeUpRoutes,
  system: systemRoutes,
  systemCalls: systemCallRoutes,
  usageReport: usageReportRoutes,
  serverInfo: serverInfoRoutes,
  generalConfig: generalConfigRoutes,
  securityConfig: securityConfigRoutes,
  requestPolicy: requestPolicyRoutes,
  services: serviceRoutes,
  companionServices: companionServiceRoutes,
  licenses: licenseRoutes,
  onboarding: onboardingRoutes,
  systemStatus: systemStatusRoutes,
  systemLogs: systemLogRoutes,
  supportBundles: supportBundleRoutes,
  microfrontends: microfrontendRoutes,
  integrations: integrationRoutes,
  proxies: proxyRoutes,
  proxiesConsole: proxyConsoleRoutes,
} as const satisfies Record<string, Record<string, RouteDescriptor>>;

/** The descriptors of the whole table, in one list. */
export const allRoutes: readonly RouteDescriptor[] = Object.values(routeTable).flatMap((area) =>
  Object.values(area as Record<string, RouteDescriptor>),
);
