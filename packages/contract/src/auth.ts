import { route } from './routes/route.ts';
import {
  type AutoRedirectState,
  autoRedirectStateSchema,
  type SamlLogoutUrl,
  samlLogoutUrlSchema,
} from './system-calls.ts';

/** `POST ui/auth/login` body, as the platform frontend and public scripts send it. */
export interface LoginRequest {
  user: string;
  password: string;
  type: 'login';
}

/** Maximum user-name length the server accepts (longer input is rejected, never truncated). */
export const USER_NAME_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 1024;

export const loginRequestSchema = {
  type: 'object',
  required: ['user', 'password'],
  additionalProperties: false,
  properties: {
    user: { type: 'string', minLength: 1, maxLength: USER_NAME_MAX_LENGTH },
    password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
    type: { type: 'string', enum: ['login'] },
  },
} as const;

/** The spec's user data (shell.md §3). */
export interface UserData {
  name: string;
  admin: boolean;
  realm: string;
  anonAccessEnabled: boolean;
  disableUIAccess: boolean;
  isDefaultProjectAdmin: boolean;
  mfaStatus?: 'enroll' | 'verify';
  email?: string;
}

export const ANONYMOUS_USER = 'anonymous';

/** shell.md §4 Session: logged in means a non-empty name other than 'anonymous'. */
export function isLoggedIn(user: Pick<UserData, 'name'> | null | undefined): boolean {
  return Boolean(user?.name) && user?.name !== ANONYMOUS_USER;
}

export const userDataSchema = {
  type: 'object',
  required: ['name', 'admin', 'realm', 'anonAccessEnabled', 'disableUIAccess', 'isDefaultProjectAdmin'],
  properties: {
    name: { type: 'string' },
    admin: { type: 'boolean' },
    realm: { type: 'string' },
    anonAccessEnabled: { type: 'boolean' },
    disableUIAccess: { type: 'boolean' },
    isDefaultProjectAdmin: { type: 'boolean' },
    mfaStatus: { type: 'string', enum: ['enroll', 'verify'] },
    email: { type: 'string' },
  },
} as const;

/** The SSO login type of HTTP single sign-on, as in /login/sso/{ssoLoginType} (R1.17). */
export const HTTP_SSO_LOGIN_TYPE = 'http';

// The login screens' own constants live here, beside the login call, rather than with the Crowd and
// second-factor calls: the login page's code then carries none of those calls.

/** The `{ssoLoginType}` of the Crowd login screen, /login/sso/crowd (R4.32). */
export const CROWD_LOGIN_TYPE = 'crowd';

/** The authenticator the console names when it verifies a code (shell.md §4: set to Google). */
export const GOOGLE_AUTHENTICATOR = 'Google';

/** The remember-me switch of a credentials login, as the login form posts it. */
export interface RememberMeQuery {
  _spring_security_remember_me?: string;
}

export const rememberMeQuerySchema = {
  type: 'object',
  properties: { _spring_security_remember_me: { type: 'string' } },
} as const;

/** Where the browser goes once signed in: a path inside the console. */
export interface RedirectToQuery {
  redirectTo?: string;
}

const redirectToQuerySchema = {
  type: 'object',
  properties: { redirectTo: { type: 'string', maxLength: 2048 } },
} as const;

/** A browser step that ends by sending the browser on: a Location and no body. */
const redirect = (where: string) => ({ media: [], description: `Redirect ${where}` }) as const;

const tag = 'Sign-in';

/**
 * Signing in with a password and out again, at the console's path and the access service's
 * (R28.001, R28.022); the user data answered carries the user, so its schema is exact.
 */
export const authRoutes = {
  login: route<{ body: LoginRequest; query: RememberMeQuery; reply: UserData }>()({
    method: 'POST',
    path: '/ui/auth/login',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Signs in with a user name and password; a second step may be owed',
    query: rememberMeQuerySchema,
    body: loginRequestSchema,
    responses: { 200: userDataSchema },
  }),
  accessLogin: route<{ body: LoginRequest; query: RememberMeQuery; reply: UserData }>()({
    method: 'POST',
    path: '/access/auth/login',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: "Signs in with a user name and password, at the access service's path",
    query: rememberMeQuerySchema,
    body: loginRequestSchema,
    responses: { 200: userDataSchema },
  }),
  logout: route()({
    method: 'POST',
    path: '/ui/auth/logout',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Signs out: the session ends here and its cookies are cleared',
    responses: { 204: {} },
  }),
  // R28.018: the same call at the auth path the spec writes with a leading slash (decisions.md, O03).
  logoutAtAuthPath: route()({
    method: 'POST',
    path: '/auth/logout',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Signs out, as ui/auth/logout does: the session ends here and its cookies are cleared',
    responses: { 204: {} },
  }),
  current: route<{ reply: UserData }>()({
    method: 'GET',
    path: '/ui/auth/current',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Who is signed in, or the anonymous user',
    responses: { 200: userDataSchema },
  }),
  redirect: route<{ query: RedirectToQuery }>()({
    method: 'GET',
    path: '/ui/auth/redirect',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Sends the browser to a page of the console',
    query: redirectToQuerySchema,
    responses: { 302: redirect('to the page asked for, or the console start') },
  }),
} as const;

const ssoTag = 'Single sign-on';

/** An HTTP-SSO entry: the proxy in front names the user, the browser goes on to its page (R4.32). */
const httpSsoEntry = <const Path extends string>(path: Path, mount: 'console' | 'api', summary: string) =>
  route<{ query: RedirectToQuery }>()({
    method: 'GET',
    path,
    mount,
    access: 'anyone',
    tag: ssoTag,
    summary,
    query: redirectToQuerySchema,
    responses: { 302: redirect('to the page asked for, or back to the SSO screen when no user was named') },
  });

/** The sign-on provider calls of the login and logout screens, and the HTTP-SSO entries (all public). */
export const ssoRoutes = {
  autoRedirectState: route<{ reply: AutoRedirectState }>()({
    method: 'GET',
    path: '/auth/login/autoRedirectState',
    mount: 'console',
    access: 'anyone',
    tag: ssoTag,
    summary: 'Whether the login page goes straight to the sign-on provider',
    responses: { 200: autoRedirectStateSchema },
  }),
  samlLogoutUrl: route<{ reply: SamlLogoutUrl }>()({
    method: 'GET',
    path: '/auth/saml/samlLogoutUrl',
    mount: 'console',
    access: 'anyone',
    tag: ssoTag,
    summary: 'Where the browser signs out at the SAML provider, if it is on',
    responses: { 200: samlLogoutUrlSchema },
  }),
  samlLogoutRequest: route<{ reply: SamlLogoutUrl }>()({
    method: 'POST',
    path: '/auth/saml/logoutRequest',
    mount: 'console',
    access: 'anyone',
    tag: ssoTag,
    summary: 'Signs out here, then names where to sign out at the SAML provider',
    responses: { 200: samlLogoutUrlSchema },
  }),
  httpSsoLogin: httpSsoEntry('/auth/http-sso-login', 'console', 'Starts a session for the user the SSO proxy names'),
  httpSso: httpSsoEntry('/auth/http-sso', 'console', 'Starts a session for the user the SSO proxy names'),
  accessHttpSsoLogin: httpSsoEntry(
    '/access/auth/http-sso-login',
    'api',
    "Starts a session for the user the SSO proxy names, at the access service's path",
  ),
  accessHttpSso: httpSsoEntry(
    '/access/auth/http-sso',
    'api',
    "Starts a session for the user the SSO proxy names, at the access service's path",
  ),
} as const;
