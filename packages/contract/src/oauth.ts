import { route } from './routes/route.ts';

/**
 * OAuth 2.0 / OpenID Connect login (R4.23, R4.30, R28.015, R28.016). Administrators keep the
 * providers under `GET|PUT ui/oauthConfig`; the login page lists them through `ui/oauth2/providers`
 * and each button starts at `ui/oauth2/loginRequestPlatform`.
 */
export const OAUTH_PROVIDER_TYPES = ['openid', 'github', 'generic'] as const;
export type OAuthProviderType = (typeof OAUTH_PROVIDER_TYPES)[number];

/** The realm of users who log in through an OAuth provider. */
export const OAUTH_REALM = 'oauth';

export const OAUTH_LIMITS = { maxProviders: 20, maxUrlLength: 2048, maxRegistrationToken: 256 } as const;

/**
 * A provider as an administrator writes it; without `clientSecret` the stored secret is kept, while
 * the authorize, token and user-info URLs keep the stored ones' origins (scheme, host and port).
 */
export interface OAuthProviderInput {
  /** Slug, used in login addresses. */
  name: string;
  displayName: string;
  type: OAuthProviderType;
  clientId: string;
  clientSecret?: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
  autoCreateUsers: boolean;
}

/** A provider as the server answers it: the secret itself is never sent back. */
export type OAuthProviderView = Omit<OAuthProviderInput, 'clientSecret'> & { clientSecretSet: boolean };

export interface OAuthConfigInput {
  providers: OAuthProviderInput[];
}

export interface OAuthConfigView {
  providers: OAuthProviderView[];
}

/** One entry of the public provider list (R4.23): `url` starts the login, `icon` names a type. */
export interface OAuthProviderEntry {
  name: string;
  displayName: string;
  type: OAuthProviderType;
  url: string;
  icon: OAuthProviderType;
}

const providerCommon = {
  name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' },
  displayName: { type: 'string', minLength: 1, maxLength: 100 },
  type: { type: 'string', enum: OAUTH_PROVIDER_TYPES },
  clientId: { type: 'string', minLength: 1, maxLength: 256 },
  authorizeUrl: { type: 'string', minLength: 1, maxLength: OAUTH_LIMITS.maxUrlLength },
  tokenUrl: { type: 'string', minLength: 1, maxLength: OAUTH_LIMITS.maxUrlLength },
  userInfoUrl: { type: 'string', minLength: 1, maxLength: OAUTH_LIMITS.maxUrlLength },
  scope: { type: 'string', maxLength: 512 },
  autoCreateUsers: { type: 'boolean' },
} as const;

const requiredCommon = [
  'name',
  'displayName',
  'type',
  'clientId',
  'authorizeUrl',
  'tokenUrl',
  'userInfoUrl',
  'scope',
  'autoCreateUsers',
] as const;

export const oauthConfigInputSchema = {
  type: 'object',
  required: ['providers'],
  additionalProperties: false,
  properties: {
    providers: {
      type: 'array',
      maxItems: OAUTH_LIMITS.maxProviders,
      items: {
        type: 'object',
        required: requiredCommon,
        additionalProperties: false,
        properties: { ...providerCommon, clientSecret: { type: 'string', minLength: 1, maxLength: 1024 } },
      },
    },
  },
} as const;

export const oauthConfigViewSchema = {
  type: 'object',
  required: ['providers'],
  properties: {
    providers: {
      type: 'array',
      items: {
        type: 'object',
        required: [...requiredCommon, 'clientSecretSet'],
        properties: { ...providerCommon, clientSecretSet: { type: 'boolean' } },
      },
    },
  },
} as const;

export const oauthProviderEntriesSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'displayName', 'type', 'url', 'icon'],
    properties: {
      name: { type: 'string' },
      displayName: { type: 'string' },
      type: { type: 'string' },
      url: { type: 'string' },
      icon: { type: 'string' },
    },
  },
} as const;

/** Why a login through a provider failed: `/ui/login?oauthError=<code>`. */
export const OAUTH_ERROR_CODES = [
  'unknown_provider',
  'invalid_state',
  'denied',
  'token_failed',
  'userinfo_failed',
  'invalid_user',
  'unknown_user',
  'realm_mismatch',
  'ui_access_disabled',
  'failed',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

export const OAUTH_ERROR_PARAM = 'oauthError';

/** What the login page says for each code. */
export const oauthErrorMessages: Record<OAuthErrorCode, string> = {
  unknown_provider: 'This sign-in provider is not set up on this server.',
  invalid_state: 'The sign-in took too long or was already used. Try again.',
  denied: 'The provider did not allow the sign-in.',
  token_failed: 'The provider refused the sign-in. Ask an administrator to check the provider settings.',
  userinfo_failed: 'The provider did not tell who you are. Ask an administrator to check the provider settings.',
  invalid_user: 'The user name the provider gave cannot be used here.',
  unknown_user: 'Your account does not exist here yet. Ask an administrator to create it.',
  realm_mismatch: 'An account with this name exists here but does not sign in through this provider.',
  ui_access_disabled: 'UI Access is Disabled For This User',
  failed: 'The sign-in through the provider failed. Try again.',
};

export function isOAuthErrorCode(value: string | null | undefined): value is OAuthErrorCode {
  return (OAUTH_ERROR_CODES as readonly string[]).includes(value ?? '');
}

/** `ui/oauth2/loginRequestPlatform`: which provider to sign in with, and the console page to land on. */
export interface OAuthLoginRequestQuery {
  provider: string;
  redirectTo?: string;
}

/** What the provider sends the browser back with: a code and the state, or an error. */
export interface OAuthCallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const tag = 'OAuth';

/** The administrators' provider settings, the public provider list, and the two browser steps of a login. */
export const oauthRoutes = {
  config: route<{ reply: OAuthConfigView }>()({
    method: 'GET',
    path: '/ui/oauthConfig',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'The OAuth providers; never their client secrets',
    responses: { 200: oauthConfigViewSchema },
  }),
  updateConfig: route<{ body: OAuthConfigInput; reply: OAuthConfigView }>()({
    method: 'PUT',
    path: '/ui/oauthConfig',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Replaces the OAuth providers; a provider without a secret keeps its stored one',
    body: oauthConfigInputSchema,
    responses: { 200: oauthConfigViewSchema },
  }),
  // `registrationToken` (R28.016) is accepted for the invitation flow's sake; the list is the same with or without it.
  providers: route<{ query: { registrationToken?: string }; reply: OAuthProviderEntry[] }>()({
    method: 'GET',
    path: '/ui/oauth2/providers',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'The providers the login page offers, each with where its login starts',
    query: {
      type: 'object',
      properties: {
        registrationToken: {
          type: 'string',
          maxLength: OAUTH_LIMITS.maxRegistrationToken,
          pattern: '^[A-Za-z0-9._~-]*$',
        },
      },
    },
    responses: { 200: oauthProviderEntriesSchema },
  }),
  loginRequest: route<{ query: OAuthLoginRequestQuery }>()({
    method: 'GET',
    path: '/ui/oauth2/loginRequestPlatform',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Starts a login at a provider',
    query: {
      type: 'object',
      required: ['provider'],
      properties: { provider: { type: 'string', minLength: 1, maxLength: 63 }, redirectTo: text(2048) },
    },
    responses: {
      302: {
        media: [],
        description: `Redirect to the provider, or to the login page with ${OAUTH_ERROR_PARAM} when it cannot start`,
      },
    },
  }),
  callback: route<{ query: OAuthCallbackQuery }>()({
    method: 'GET',
    path: '/ui/oauth2/callback',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "Completes a login with the provider's answer and starts a session",
    query: {
      type: 'object',
      properties: { code: text(2048), state: text(256), error: text(256), error_description: text(2048) },
    },
    responses: {
      302: {
        media: [],
        description: `Redirect to the console page asked for, or to the login page with ${OAUTH_ERROR_PARAM} and a reason`,
      },
    },
  }),
} as const;
