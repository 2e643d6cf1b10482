/** An issued access token, as `POST /access/api/v1/tokens` answers (jfrog-wire-compat §2.1). */
export interface AccessTokenResponse {
  token_id: string;
  access_token: string;
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
    expires_in: { type: 'integer' },
    scope: { type: 'string' },
    token_type: { type: 'string', enum: ['Bearer'] },
  },
} as const;

export const USER_SCOPE = 'applied-permissions/user';

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
