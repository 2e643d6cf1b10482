import { route } from './routes/route.ts';

// What the login screens read before anyone signs in, apart from the signed-in user's own calls
// (session-calls.ts): the login page's code carries these calls only.

/** `GET ui/auth/screen/globalState`: what the login screens need before anyone logs in. */
export interface GlobalState {
  anonAccessEnabled: boolean;
  mfaEnforced: boolean;
  serverName: string;
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
