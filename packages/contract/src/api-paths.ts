export * from './prefixes.ts';

import { authRoutes, ssoRoutes } from './auth.ts';
import { authFlowRoutes } from './auth-flows.ts';
import { crowdRoutes } from './crowd.ts';
import { generalConfigRoutes } from './general-config.ts';
import { groupRoutes } from './groups.ts';
import { invitationRoutes } from './invitations.ts';
import { loginScreenRoutes } from './login-screen.ts';
import { mfaRoutes } from './mfa.ts';
import { oauthRoutes } from './oauth.ts';
import { permissionRoutes } from './permissions.ts';
import { projectRoutes } from './projects.ts';
import { repositoryRoutes } from './repositories.ts';
import { requestPolicyRoutes } from './request-policy.ts';
import { apiUrl, consoleUrl } from './routes/route.ts';
import { securityConfigRoutes } from './security-config.ts';
import { serverInfoRoutes } from './server-info.ts';
import { accountRoutes } from './session-calls.ts';
import { setMeUpRoutes } from './set-me-up.ts';
import { systemRoutes } from './system.ts';
import { systemCallRoutes } from './system-calls.ts';
import { tokenRoutes } from './tokens.ts';
import { userRoutes } from './users.ts';

export const apiPaths = {
  ping: apiUrl(systemRoutes.ping),
  readiness: apiUrl(systemRoutes.readiness),
  version: apiUrl(systemRoutes.version),
  login: consoleUrl(authRoutes.login),
  logout: consoleUrl(authRoutes.logout),
  currentUser: consoleUrl(authRoutes.current),
  loginRelatedData: consoleUrl(authFlowRoutes.loginRelatedData),
  forgotPassword: consoleUrl(authFlowRoutes.forgotPassword),
  validateKey: consoleUrl(authFlowRoutes.validateKey),
  resetPassword: consoleUrl(authFlowRoutes.resetPassword),
  changePassword: consoleUrl(authFlowRoutes.changePassword),
  securityConfig: consoleUrl(securityConfigRoutes.get),
  globalState: consoleUrl(loginScreenRoutes.globalState),
  authRedirect: consoleUrl(authRoutes.redirect),
  setMeUp: consoleUrl(accountRoutes.setMeUp),
  setMeUpRepository: (repoKey: string) => consoleUrl(setMeUpRoutes.repository, { repoKey }),
  setMeUpToken: (repoKey: string) => consoleUrl(setMeUpRoutes.token, { repoKey }),
  userProfile: consoleUrl(accountRoutes.userProfile),
  identifyToken: (name: string) => consoleUrl(accountRoutes.identifyToken, { name }),
  /** The effective-permissions view of one repository (R23.16). */
  effectivePermissions: (type: string, repoKey: string) => consoleUrl(permissionRoutes.effective, { type, repoKey }),
  /** Every user, group and permission in full, for the console's management tables. */
  consoleUsers: consoleUrl(userRoutes.table),
  consoleGroups: consoleUrl(groupRoutes.table),
  consolePermissions: consoleUrl(permissionRoutes.table),
  /** Artifactory's lockout and password-expiry calls. */
  lockedUsers: apiUrl(userRoutes.lockedUsers),
  unlockUser: (name: string) => apiUrl(userRoutes.unlock, { name }),
  expirePassword: (name: string) => apiUrl(userRoutes.expirePassword, { name }),
  unexpirePassword: (name: string) => apiUrl(userRoutes.unexpirePassword, { name }),
  accessEnvironments: apiUrl(projectRoutes.globalEnvironments),
  /** Artifactory's repository configuration (jfrog-wire-compat §1.8). */
  repositories: apiUrl(repositoryRoutes.list),
  /** What one user or group may do, through which permission (per principal). */
  principalPermissions: (kind: 'user' | 'group', name: string) =>
    consoleUrl(permissionRoutes.principal, { kind, name }),
  httpSsoLogin: consoleUrl(ssoRoutes.httpSsoLogin),
  crowdLogin: consoleUrl(crowdRoutes.login),
  crowdConfig: consoleUrl(crowdRoutes.config),
  mfaEnroll: consoleUrl(mfaRoutes.enrollment),
  mfaVerify: consoleUrl(mfaRoutes.verify),
  footer: consoleUrl(systemRoutes.footer),
  requestPolicy: consoleUrl(requestPolicyRoutes.get),
  autoRedirectState: consoleUrl(ssoRoutes.autoRedirectState),
  samlLogoutUrl: consoleUrl(ssoRoutes.samlLogoutUrl),
  samlLogoutRequest: consoleUrl(ssoRoutes.samlLogoutRequest),
  adoptionMetric: consoleUrl(systemCallRoutes.adoptionMetrics),
  generalConfig: consoleUrl(generalConfigRoutes.get),
  serverInfo: consoleUrl(serverInfoRoutes.serverInfo),
  featuresConfig: consoleUrl(systemCallRoutes.featuresConfig),
  accessUsers: apiUrl(userRoutes.list),
  accessGroups: apiUrl(groupRoutes.list),
  accessProjects: apiUrl(projectRoutes.list),
  accessPermissions: apiUrl(permissionRoutes.list),
  accessTokens: apiUrl(tokenRoutes.list),
  legacyPermissions: apiUrl(permissionRoutes.legacyList),
  accessLoginRelatedData: apiUrl(authFlowRoutes.accessLoginRelatedData),
  accessLogin: apiUrl(authRoutes.accessLogin),
  accessUserPlugin: apiUrl(loginScreenRoutes.userPlugin),
  accessLoginDialog: apiUrl(loginScreenRoutes.loginDialog),
  /** The same call through the console gateway. */
  loginDialog: consoleUrl(loginScreenRoutes.loginDialog),
  accessLoginVisibility: apiUrl(loginScreenRoutes.loginPageVisibility),
  accessMode: apiUrl(loginScreenRoutes.mode),
  accessHttpSso: apiUrl(ssoRoutes.accessHttpSso),
  accessCrowdLogin: apiUrl(crowdRoutes.accessLogin),
  accessInvitations: apiUrl(invitationRoutes.invite),
  accessInvitationVerify: apiUrl(invitationRoutes.verify),
  accessInvitedSetPassword: apiUrl(invitationRoutes.setPassword),
  accessRegister: apiUrl(invitationRoutes.register),
  /** The invitation and registration calls through the console gateway. */
  invitationVerify: consoleUrl(invitationRoutes.verify),
  invitedSetPassword: consoleUrl(invitationRoutes.setPassword),
  register: consoleUrl(invitationRoutes.register),
  oauthConfig: consoleUrl(oauthRoutes.config),
  oauthProviders: consoleUrl(oauthRoutes.providers),
  oauthLoginRequest: consoleUrl(oauthRoutes.loginRequest),
  oauthCallback: consoleUrl(oauthRoutes.callback),
} as const;
