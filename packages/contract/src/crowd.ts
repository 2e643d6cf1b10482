import { loginRequestSchema } from './auth.ts';

/** The `{ssoLoginType}` of the Crowd login screen, /login/sso/crowd (R4.32). */
export const CROWD_LOGIN_TYPE = 'crowd';

/** The realm of users created by a Crowd login. */
export const CROWD_REALM = 'crowd';

/**
 * `GET ui/crowdConfig` (administrators only): how this server reaches an Atlassian Crowd server.
 * The application password is never sent back; `applicationPasswordSet` says whether one is stored.
 */
export interface CrowdConfig {
  enabled: boolean;
  serverUrl: string;
  applicationName: string;
  applicationPasswordSet: boolean;
  /** Crowd users without an account here get one (realm 'crowd', no local password) at first login. */
  autoCreateUsers: boolean;
}

/**
 * `PUT ui/crowdConfig`: without `applicationPassword` the stored one is kept, while `serverUrl` keeps
 * the stored one's origin (scheme, host and port).
 */
export interface CrowdConfigUpdate {
  enabled: boolean;
  serverUrl: string;
  applicationName: string;
  applicationPassword?: string;
  autoCreateUsers: boolean;
}

export const DEFAULT_CROWD_CONFIG: CrowdConfig = {
  enabled: false,
  serverUrl: '',
  applicationName: '',
  applicationPasswordSet: false,
  autoCreateUsers: false,
};

export const CROWD_LIMITS = { serverUrl: 2048, applicationName: 255, applicationPassword: 1024 } as const;

const crowdCommon = {
  enabled: { type: 'boolean' },
  serverUrl: { type: 'string', maxLength: CROWD_LIMITS.serverUrl, pattern: '^(https?://\\S+)?$' },
  applicationName: { type: 'string', maxLength: CROWD_LIMITS.applicationName },
  autoCreateUsers: { type: 'boolean' },
} as const;

export const crowdConfigUpdateSchema = {
  type: 'object',
  required: ['enabled', 'serverUrl', 'applicationName', 'autoCreateUsers'],
  additionalProperties: false,
  properties: {
    ...crowdCommon,
    applicationPassword: { type: 'string', minLength: 1, maxLength: CROWD_LIMITS.applicationPassword },
  },
} as const;

export const crowdConfigSchema = {
  type: 'object',
  required: ['enabled', 'serverUrl', 'applicationName', 'applicationPasswordSet', 'autoCreateUsers'],
  additionalProperties: false,
  properties: { ...crowdCommon, applicationPasswordSet: { type: 'boolean' } },
} as const;

/** `POST ui/auth/crowd-login` and `POST /access/auth/crowd`, with the remember-me query of the login. */
export interface CrowdLoginRequest {
  user: string;
  password: string;
}

/** The password login's body schema: the same two fields (its optional `type` is harmless here). */
export const crowdLoginRequestSchema = loginRequestSchema;
