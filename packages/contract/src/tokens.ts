import { apiUrl, route } from './routes/route.ts';

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

/** `POST …/jfrog_client_login/response` from the console: the user confirms with the code the CLI shows. */
export interface CliLoginResponse {
  session: string;
  /** The last four characters of the session, as the CLI prints them. */
  code: string;
}

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const tag = 'Tokens';

/**
 * The access service's token calls (jfrog-wire-compat §2.1). Creating one also takes a form body,
 * as scripts and the documentation's examples send it; refreshing needs no user, only the token.
 */
export const tokenRoutes = {
  create: route<{ body: CreateTokenRequest; reply: AccessTokenResponse }>()({
    method: 'POST',
    path: '/access/api/v1/tokens',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: 'Issues an access token for the caller or, by an administrator, anyone; or refreshes one',
    body: createTokenRequestSchema,
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    responses: { 200: accessTokenResponseSchema },
  }),
  list: route<{ reply: { tokens: TokenInfo[] } }>()({
    method: 'GET',
    path: '/access/api/v1/tokens',
    mount: 'both',
    access: 'whole-user',
    tag,
    summary: "The caller's live tokens, or everyone's for an administrator; never the tokens themselves",
    responses: { 200: tokenListSchema },
  }),
  revoke: route()({
    method: 'DELETE',
    path: '/access/api/v1/tokens/:id',
    mount: 'both',
    access: 'whole-user',
    tag,
    summary: "Revokes one of the caller's tokens, or anyone's for an administrator",
    params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } },
    responses: { 200: { media: [], description: 'Revoked; the answer has no body' } },
  }),
} as const;

const cliTag = 'CLI login';
const session = { type: 'string', pattern: UUID_PATTERN } as const;
const done = { type: 'object', additionalProperties: false, properties: {} } as const;

/**
 * The JFrog CLI's browser login (jfrog-wire-compat §2.3): the CLI opens a session, the signed-in
 * user confirms it in the console with the code the CLI shows, and the CLI collects its token.
 */
export const clientLoginRoutes = {
  request: route<{ body: { session: string }; reply: Record<string, never> }>()({
    method: 'POST',
    path: '/access/api/v2/authentication/jfrog_client_login/request',
    mount: 'both',
    access: 'anyone',
    tag: cliTag,
    summary: 'Opens a CLI login session',
    body: { type: 'object', required: ['session'], properties: { session } },
    responses: { 200: done },
  }),
  response: route<{ body: CliLoginResponse; reply: Record<string, never> }>()({
    method: 'POST',
    path: '/access/api/v2/authentication/jfrog_client_login/response',
    mount: 'both',
    access: 'whole-user',
    tag: cliTag,
    summary: 'Confirms a CLI login session with the code the CLI shows',
    body: {
      type: 'object',
      required: ['session', 'code'],
      additionalProperties: false,
      properties: { session, code: { type: 'string', minLength: 4, maxLength: 4 } },
    },
    responses: { 200: done },
  }),
  token: route<{ reply: AccessTokenResponse }>()({
    method: 'GET',
    path: '/access/api/v2/authentication/jfrog_client_login/token/:session',
    mount: 'both',
    access: 'anyone',
    tag: cliTag,
    summary: 'The token of a confirmed CLI login session, once',
    params: { type: 'object', required: ['session'], properties: { session } },
    responses: { 200: accessTokenResponseSchema },
  }),
} as const;

/** The JFrog CLI's browser login (jfrog-wire-compat §2.3). */
export const cliLoginPaths = {
  request: apiUrl(clientLoginRoutes.request),
  response: apiUrl(clientLoginRoutes.response),
  token: (session: string) => apiUrl(clientLoginRoutes.token, { session }),
} as const;
