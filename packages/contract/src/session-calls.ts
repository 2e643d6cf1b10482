import { route } from './routes/route.ts';
import { type AccessTokenResponse, accessTokenResponseSchema } from './tokens.ts';
import { userFieldSchemas } from './users.ts';

/** `GET ui/auth/screen/globalState`: what the login screens need before anyone logs in. */
export interface GlobalState {
  anonAccessEnabled: boolean;
  mfaEnforced: boolean;
  serverName: string;
}

/** `GET ui/setMeUp` (R28.036). */
export interface SetMeUpData {
  baseUrl: string;
}

/** `POST ui/userProfile` (R28.035): re-authentication before profile changes. */
export interface UserProfileRequest {
  password: string;
}
export interface UserProfile {
  name: string;
  email: string;
  admin: boolean;
  mfaEnrolled: boolean;
}

/**
 * `PUT ui/userProfile`: the user changes their own email or password. The current password comes
 * with every change, so a session left open cannot take the account over.
 */
export interface UpdateUserProfileRequest {
  password: string;
  email?: string;
  newPassword?: string;
}

/** `POST ui/userIdentifyToken/{name}` (R28.034). */
export interface IdentifyTokenRequest {
  /** Seconds; 0 means the token does not expire. */
  expiresIn: number;
}

/** `GET /access/platform/config/login-dialog` (R28.029): a message shown on the login page. */
export interface LoginDialogConfig {
  enabled: boolean;
  title: string;
  content: string;
  /** A permanent dialog shows even after a user dismissed it (shell.md §4). */
  permanent: boolean;
}

export const loginDialogConfigSchema = {
  type: 'object',
  required: ['enabled', 'title', 'content', 'permanent'],
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    title: { type: 'string', maxLength: 200 },
    content: { type: 'string', maxLength: 5000 },
    permanent: { type: 'boolean' },
  },
} as const;

export const globalStateSchema = {
  type: 'object',
  required: ['anonAccessEnabled', 'mfaEnforced', 'serverName'],
  properties: {
    anonAccessEnabled: { type: 'boolean' },
    mfaEnforced: { type: 'boolean' },
    serverName: { type: 'string' },
  },
} as const;

export const userProfileSchema = {
  type: 'object',
  required: ['name', 'email', 'admin', 'mfaEnrolled'],
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    admin: { type: 'boolean' },
    mfaEnrolled: { type: 'boolean' },
  },
} as const;

/** `GET /access/mode`: who serves the logins; Arca serves every one itself. */
export interface AccessMode {
  mode: 'internal';
}

/** `GET /access/plugins/user-plugin`: Arca has no user plugins. */
export interface UserPluginState {
  isUserPluginEnabled: boolean;
}

/** `GET /access/api/ui/security/loginPageVisibility`: the login page is Arca's own. */
export interface LoginPageVisibility {
  loginIsExternal: boolean;
}

const accountTag = 'Profile';

/** The signed-in user's own calls (R28.034–R28.036): set-me-up data, the profile, identity tokens. */
export const accountRoutes = {
  setMeUp: route<{ reply: SetMeUpData }>()({
    method: 'GET',
    path: '/ui/setMeUp',
    mount: 'console',
    access: 'anyone',
    tag: accountTag,
    summary: 'The base URL that client set-up instructions use',
    responses: {
      200: { type: 'object', required: ['baseUrl'], properties: { baseUrl: { type: 'string' } } },
    },
  }),
  userProfile: route<{ body: UserProfileRequest; reply: UserProfile }>()({
    method: 'POST',
    path: '/ui/userProfile',
    mount: 'console',
    access: 'whole-user',
    tag: accountTag,
    summary: 'Shows the profile once the password is given again',
    body: {
      type: 'object',
      required: ['password'],
      properties: { password: { type: 'string', maxLength: 1024 } },
    },
    responses: { 200: userProfileSchema },
  }),
  updateUserProfile: route<{ body: UpdateUserProfileRequest; reply: UserProfile }>()({
    method: 'PUT',
    path: '/ui/userProfile',
    mount: 'console',
    access: 'whole-user',
    tag: accountTag,
    summary: "Changes the user's own email or password, with the current password and a fresh code",
    body: {
      type: 'object',
      required: ['password'],
      additionalProperties: false,
      properties: {
        password: { type: 'string', maxLength: 1024 },
        email: userFieldSchemas.email,
        newPassword: userFieldSchemas.password,
      },
    },
    responses: { 200: userProfileSchema },
  }),
  identifyToken: route<{ body: IdentifyTokenRequest; reply: AccessTokenResponse }>()({
    method: 'POST',
    path: '/ui/userIdentifyToken/:name',
    mount: 'console',
    access: 'whole-user',
    tag: accountTag,
    summary: 'Issues an identity token for the user, or for anyone by an administrator',
    params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 64 } } },
    body: {
      type: 'object',
      required: ['expiresIn'],
      properties: { expiresIn: { type: 'integer', minimum: 0, maximum: 10 * 365 * 24 * 3600 } },
    },
    responses: { 200: accessTokenResponseSchema },
  }),
} as const;

const loginTag = 'Sign-in';

/** What the login screens read before anyone signs in (R4.35, R28.029), and the login page's message. */
export const loginScreenRoutes = {
  globalState: route<{ reply: GlobalState }>()({
    method: 'GET',
    path: '/ui/auth/screen/globalState',
    mount: 'console',
    access: 'anyone',
    tag: loginTag,
    summary: 'Anonymous access, the second-factor rule and the server name, for the login screens',
    responses: { 200: globalStateSchema },
  }),
  mode: route<{ reply: AccessMode }>()({
    method: 'GET',
    path: '/access/mode',
    mount: 'both',
    access: 'anyone',
    tag: loginTag,
    summary: 'Who serves the logins: always this server',
    responses: {
      200: { type: 'object', required: ['mode'], properties: { mode: { type: 'string', enum: ['internal'] } } },
    },
  }),
  userPlugin: route<{ reply: UserPluginState }>()({
    method: 'GET',
    path: '/access/plugins/user-plugin',
    mount: 'both',
    access: 'anyone',
    tag: loginTag,
    summary: 'Whether a user plugin takes part in logins: never',
    responses: {
      200: {
        type: 'object',
        required: ['isUserPluginEnabled'],
        properties: { isUserPluginEnabled: { type: 'boolean' } },
      },
    },
  }),
  loginPageVisibility: route<{ reply: LoginPageVisibility }>()({
    method: 'GET',
    path: '/access/api/ui/security/loginPageVisibility',
    mount: 'both',
    access: 'anyone',
    tag: loginTag,
    summary: 'Whether the login page is elsewhere: never',
    responses: {
      200: { type: 'object', required: ['loginIsExternal'], properties: { loginIsExternal: { type: 'boolean' } } },
    },
  }),
  loginDialog: route<{ reply: LoginDialogConfig }>()({
    method: 'GET',
    path: '/access/platform/config/login-dialog',
    mount: 'both',
    access: 'anyone',
    tag: loginTag,
    summary: 'The message the login page shows, if any',
    responses: { 200: loginDialogConfigSchema },
  }),
  updateLoginDialog: route<{ body: LoginDialogConfig; reply: LoginDialogConfig }>()({
    method: 'PUT',
    path: '/access/platform/config/login-dialog',
    mount: 'both',
    access: 'admin',
    tag: loginTag,
    summary: 'Sets the message the login page shows',
    body: loginDialogConfigSchema,
    responses: { 200: loginDialogConfigSchema },
  }),
} as const;
