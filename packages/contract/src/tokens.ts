/** An issued access token, as `POST /access/api/v1/tokens` answers (jfrog-wire-compat §2.1). */
export interface AccessTokenResponse {
  token_id: string;
  access_token: string;
  /** Only for a refreshable token. */
  refresh_token?: string;
  expires_in: number;
  scope: string;
  token_type: 'Bearer';
}

export const accessTokenResponseSchema = {
  type: 'object',
  required: ['token_id', 'access_token', 'expires_in', 'scope', 'token_type'],
  properties: {
    token_id: { type: 'string' },
    access_token: { type: 'string' },
    refresh_token: { type: 'string' },
    expires_in: { type: 'integer' },
    scope: { type: 'string' },
    token_type: { type: 'string', enum: ['Bearer'] },
  },
} as const;

export const USER_SCOPE = 'applied-permissions/user';
export const ADMIN_SCOPE = 'applied-permissions/admin';
/** `applied-permissions/groups:a,b`: the token acts with these groups' permissions only. */
export const GROUPS_SCOPE_PREFIX = 'applied-permissions/groups:';

/** The group names of a groups scope, or undefined for any other scope. */
export function scopedGroups(scope: string): string[] | undefined {
  if (!scope.startsWith(GROUPS_SCOPE_PREFIX)) return undefined;
  return scope
    .slice(GROUPS_SCOPE_PREFIX.length)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** A token made by `POST /access/api/v1/tokens` lives a year unless asked otherwise. */
export const DEFAULT_TOKEN_EXPIRY_SECONDS = 365 * 24 * 60 * 60;

/** `POST /access/api/v1/tokens`, as JSON or as a form (jfrog-wire-compat §2.1). */
export interface CreateTokenRequest {
  grant_type?: 'client_credentials' | 'refresh_token';
  username?: string;
  scope?: string;
  /** Seconds; 0 means never (administrators only). Forms send it as text. */
  expires_in?: number | string;
  refreshable?: boolean | string;
  refresh_token?: string;
  access_token?: string;
  audience?: string;
  description?: string;
  project_key?: string;
  include_reference_token?: boolean | string;
  force_revocable?: boolean | string;
}

const flag = { anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false'] }] } as const;

export const createTokenRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    grant_type: { type: 'string', enum: ['client_credentials', 'refresh_token'] },
    username: { type: 'string', minLength: 1, maxLength: 64 },
    scope: { type: 'string', minLength: 1, maxLength: 1024 },
    expires_in: {
      anyOf: [
        { type: 'integer', minimum: 0 },
        { type: 'string', pattern: '^[0-9]{1,12}$' },
      ],
    },
    refreshable: flag,
    refresh_token: { type: 'string', minLength: 1, maxLength: 256 },
    access_token: { type: 'string', maxLength: 256 },
    audience: { type: 'string', maxLength: 256 },
    description: { type: 'string', maxLength: 1024 },
    project_key: { type: 'string', maxLength: 64 },
    include_reference_token: flag,
    force_revocable: flag,
  },
} as const;

/** One token in `GET /access/api/v1/tokens`; never the token itself. */
export interface TokenInfo {
  token_id: string;
  subject: string;
  scope: string;
  description: string;
  refreshable: boolean;
  /** Seconds since the epoch. */
  issued_at: number;
  expiry?: number;
}

export const tokenListSchema = {
  type: 'object',
  required: ['tokens'],
  properties: {
    tokens: {
      type: 'array',
      items: {
        type: 'object',
        required: ['token_id', 'subject', 'scope', 'description', 'refreshable', 'issued_at'],
        properties: {
          token_id: { type: 'string' },
          subject: { type: 'string' },
          scope: { type: 'string' },
          description: { type: 'string' },
          refreshable: { type: 'boolean' },
          issued_at: { type: 'integer' },
          expiry: { type: 'integer' },
        },
      },
    },
  },
} as const;

/** The JFrog CLI's browser login (jfrog-wire-compat §2.3). */
export const cliLoginPaths = {
  request: '/access/api/v2/authentication/jfrog_client_login/request',
  response: '/access/api/v2/authentication/jfrog_client_login/response',
  token: (session: string) => `/access/api/v2/authentication/jfrog_client_login/token/${encodeURIComponent(session)}`,
} as const;

/** `POST …/jfrog_client_login/response` from the console: the user confirms with the code the CLI shows. */
export interface CliLoginResponse {
  session: string;
  /** The last four characters of the session, as the CLI prints them. */
  code: string;
}

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
