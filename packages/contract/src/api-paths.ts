/** Server paths the console and tests call. The console gateway is mounted at UI_API. */
export const UI_API = '/ui/api/v1';

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
  mfaEnroll: `${UI_API}/auth/mfa/enroll/`,
  mfaVerify: `${UI_API}/auth/mfa/verify/`,
  footer: `${UI_API}/system/auth/screen/footer`,
  accessUsers: '/access/api/v2/users',
} as const;
