import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from './auth-flows.ts';
import { route } from './routes/route.ts';
import { DEFAULT_TOKEN_EXPIRY_SECONDS } from './tokens.ts';

/** `GET|PUT ui/securityconfig`: the instance's login and password rules (administrators only). */
export interface SecurityConfig {
  anonAccessEnabled: boolean;
  passwordPolicy: PasswordPolicy;
  userLockPolicy: {
    enabled: boolean;
    /** Consecutive failed logins that lock the user. */
    loginAttempts: number;
    /** How long the lock lasts. */
    lockMinutes: number;
  };
  /** When enforced, users without an authenticator enrol one at their next login. */
  mfaPolicy: { enforced: boolean };
  /**
   * HTTP single sign-on: a reverse proxy authenticates people and names them in a header. Only
   * safe behind a proxy that removes that header from what clients send.
   */
  httpSso: { enabled: boolean; headerName: string; autoCreateUsers: boolean; enforced: boolean };
  /**
   * An external single sign-on provider (SAML) as the login page sees it: the link that starts a
   * sign-in there, the address that signs out there, and whether the login page goes straight to it.
   */
  saml: { enabled: boolean; ssoProviderLink: string; logoutUrl: string; autoRedirect: boolean };
  /** People may create their own account from the login page. */
  selfRegistration: { enabled: boolean };
  /**
   * The longest lifetime of an access token a non-administrator creates: asking for none, for one
   * that never expires or for a longer one gives this. Administrators may still create tokens that
   * never expire.
   */
  tokenPolicy: { maxExpiresInSeconds: number };
}

export const DEFAULT_SECURITY_CONFIG: SecurityConfig = {
  anonAccessEnabled: false,
  passwordPolicy: DEFAULT_PASSWORD_POLICY,
  userLockPolicy: { enabled: true, loginAttempts: 5, lockMinutes: 15 },
  mfaPolicy: { enforced: false },
  httpSso: { enabled: false, headerName: 'X-Remote-User', autoCreateUsers: false, enforced: false },
  saml: { enabled: false, ssoProviderLink: '', logoutUrl: '', autoRedirect: false },
  selfRegistration: { enabled: false },
  tokenPolicy: { maxExpiresInSeconds: DEFAULT_TOKEN_EXPIRY_SECONDS },
};

const httpUrlOrEmpty = { type: 'string', maxLength: 2048, pattern: '^(https?://\\S+)?$' } as const;

export const securityConfigSchema = {
  type: 'object',
  required: ['anonAccessEnabled', 'passwordPolicy', 'userLockPolicy', 'mfaPolicy', 'httpSso'],
  additionalProperties: false,
  properties: {
    anonAccessEnabled: { type: 'boolean' },
    passwordPolicy: {
      type: 'object',
      required: [
        'minLength',
        'requireUppercase',
        'requireLowercase',
        'requireDigit',
        'requireSpecial',
        'expiresInDays',
      ],
      additionalProperties: false,
      properties: {
        minLength: { type: 'integer', minimum: 1, maximum: 128 },
        requireUppercase: { type: 'boolean' },
        requireLowercase: { type: 'boolean' },
        requireDigit: { type: 'boolean' },
        requireSpecial: { type: 'boolean' },
        expiresInDays: { type: 'integer', minimum: 0, maximum: 3650 },
      },
    },
    userLockPolicy: {
      type: 'object',
      required: ['enabled', 'loginAttempts', 'lockMinutes'],
      additionalProperties: false,
      properties: {
        enabled: { type: 'boolean' },
        loginAttempts: { type: 'integer', minimum: 1, maximum: 100 },
        lockMinutes: { type: 'integer', minimum: 1, maximum: 100000 },
      },
    },
    mfaPolicy: {
      type: 'object',
      required: ['enforced'],
      additionalProperties: false,
      properties: { enforced: { type: 'boolean' } },
    },
    httpSso: {
      type: 'object',
      required: ['enabled', 'headerName', 'autoCreateUsers', 'enforced'],
      additionalProperties: false,
      properties: {
        enabled: { type: 'boolean' },
        headerName: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' },
        autoCreateUsers: { type: 'boolean' },
        /** Everyone logs in through the proxy: the password form answers 420 towards the SSO screen. */
        enforced: { type: 'boolean' },
      },
    },
    // Optional, so that clients written before these settings existed keep working.
    saml: {
      type: 'object',
      required: ['enabled', 'ssoProviderLink', 'logoutUrl', 'autoRedirect'],
      additionalProperties: false,
      properties: {
        enabled: { type: 'boolean' },
        ssoProviderLink: httpUrlOrEmpty,
        logoutUrl: httpUrlOrEmpty,
        autoRedirect: { type: 'boolean' },
      },
    },
    selfRegistration: {
      type: 'object',
      required: ['enabled'],
      additionalProperties: false,
      properties: { enabled: { type: 'boolean' } },
    },
    tokenPolicy: {
      type: 'object',
      required: ['maxExpiresInSeconds'],
      additionalProperties: false,
      // From an hour to ten years.
      properties: { maxExpiresInSeconds: { type: 'integer', minimum: 3600, maximum: 10 * 365 * 24 * 3600 } },
    },
  },
} as const;

const tag = 'Security configuration';

export const securityConfigRoutes = {
  get: route<{ reply: SecurityConfig }>()({
    method: 'GET',
    path: '/ui/securityconfig',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'The login, password, lockout, single sign-on and token rules',
    responses: { 200: securityConfigSchema },
  }),
  update: route<{ body: SecurityConfig; reply: SecurityConfig }>()({
    method: 'PUT',
    path: '/ui/securityconfig',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Saves the login, password, lockout, single sign-on and token rules',
    body: securityConfigSchema,
    responses: { 200: securityConfigSchema },
  }),
} as const;
