export * from './prefixes.ts';

import { UI_API } from './prefixes.ts';

export const apiPaths = {
  ping: '/artifactory/api/system/ping',
  readiness: '/artifactory/api/v1/system/readiness',
  version: '/artifactory/api/system/version',
  login: `${UI_API}/ui/auth/login`,
  logout: `${UI_API}/ui/auth/logout`,
  currentUser: `${UI_API}/ui/auth/current`,
  loginRelatedData: `${UI_API}/ui/auth/loginRelatedData`,
  forgotPassword: `${UI_API}/ui/auth/forgotpassword`,
  validateKey: `${UI_API}/ui/auth/validatetoken`,
  resetPassword: `${UI_API}/ui/auth/resetpassword`,
  changePassword: `${UI_API}/ui/auth/changePassword`,
  securityConfig: `${UI_API}/ui/securityconfig`,
  globalState: `${UI_API}/ui/auth/screen/globalState`,
  authRedirect: `${UI_API}/ui/auth/redirect`,
  setMeUp: `${UI_API}/ui/setMeUp`,
  setMeUpRepository: (repoKey: string) => `${UI_API}/ui/setMeUp/${encodeURIComponent(repoKey)}`,
  setMeUpToken: (repoKey: string) => `${UI_API}/ui/setMeUp/${encodeURIComponent(repoKey)}/token`,
  userProfile: `${UI_API}/ui/userProfile`,
  identifyToken: (name: string) => `${UI_API}/ui/userIdentifyToken/${encodeURIComponent(name)}`,
  /** The effective-permissions view of one repository (R23.16). */
  effectivePermissions: (type: string, repoKey: string) =>
    `${UI_API}/ui/effectivePermissions/${encodeURIComponent(type)}/${encodeURIComponent(repoKey)}`,
  /** Every user, group and permission in full, for the console's management tables. */
  consoleUsers: `${UI_API}/ui/users`,
  consoleGroups: `${UI_API}/ui/groups`,
  consolePermissions: `${UI_API}/ui/permissions`,
  /** Artifactory's lockout and password-expiry calls. */
  lockedUsers: '/artifactory/api/security/lockedUsers',
  unlockUser: (name: string) => `/artifactory/api/security/unlockUsers/${encodeURIComponent(name)}`,
  expirePassword: (name: string) =>
    `/artifactory/api/security/users/authorization/expirePassword/${encodeURIComponent(name)}`,
  unexpirePassword: (name: string) =>
    `/artifactory/api/security/users/authorization/unexpirePassword/${encodeURIComponent(name)}`,
  accessEnvironments: '/access/api/v1/environments',
  /** Artifactory's repository configuration (jfrog-wire-compat §1.8). */
  repositories: '/artifactory/api/repositories',
  /** What one user or group may do, through which permission (per principal). */
  principalPermissions: (kind: 'user' | 'group', name: string) =>
    `${UI_API}/ui/principalPermissions/${kind}/${encodeURIComponent(name)}`,
  httpSsoLogin: `${UI_API}/auth/http-sso-login`,
  crowdLogin: `${UI_API}/auth/crowd-login`,
  crowdConfig: `${UI_API}/ui/crowdConfig`,
  mfaEnroll: `${UI_API}/auth/mfa/enroll/`,
  mfaVerify: `${UI_API}/auth/mfa/verify/`,
  footer: `${UI_API}/system/auth/screen/footer`,
  requestPolicy: `${UI_API}/ui/requestPolicy`,
  autoRedirectState: `${UI_API}/auth/login/autoRedirectState`,
  samlLogoutUrl: `${UI_API}/auth/saml/samlLogoutUrl`,
  samlLogoutRequest: `${UI_API}/auth/saml/logoutRequest`,
  adoptionMetric: `${UI_API}/system/adoptionMetric`,
  generalConfig: `${UI_API}/ui/generalConfig`,
  serverInfo: `${UI_API}/system/serverInfo`,
  featuresConfig: `${UI_API}/system/featuresConfig`,
  accessUsers: '/access/api/v2/users',
  accessGroups: '/access/api/v2/groups',
  accessProjects: '/access/api/v1/projects',
  accessPermissions: '/access/api/v2/permissions',
  accessTokens: '/access/api/v1/tokens',
  legacyPermissions: '/artifactory/api/v2/security/permissions',
  accessLoginRelatedData: '/access/api/ui/security/loginRelatedData',
  accessLogin: '/access/auth/login',
  accessUserPlugin: '/access/plugins/user-plugin',
  accessLoginDialog: '/access/platform/config/login-dialog',
  /** The same call through the console gateway. */
  loginDialog: `${UI_API}/access/platform/config/login-dialog`,
  accessLoginVisibility: '/access/api/ui/security/loginPageVisibility',
  accessMode: '/access/mode',
  accessHttpSso: '/access/auth/http-sso',
  accessCrowdLogin: '/access/auth/crowd',
  accessInvitations: '/access/api/v1/users/invitations',
  accessInvitationVerify: '/access/token/verify',
  accessInvitedSetPassword: '/access/entities/users/invited/setPassword',
  accessRegister: '/access/api/v1/users/register',
  /** The invitation and registration calls through the console gateway. */
  invitationVerify: `${UI_API}/access/token/verify`,
  invitedSetPassword: `${UI_API}/access/entities/users/invited/setPassword`,
  register: `${UI_API}/access/api/v1/users/register`,
  oauthConfig: `${UI_API}/ui/oauthConfig`,
  oauthProviders: `${UI_API}/ui/oauth2/providers`,
  oauthLoginRequest: `${UI_API}/ui/oauth2/loginRequestPlatform`,
  oauthCallback: `${UI_API}/ui/oauth2/callback`,
} as const;
