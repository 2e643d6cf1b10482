import {
  loginRequestSchema,
  type RememberMeQuery,
  rememberMeQuerySchema,
  type UserData,
  userDataSchema,
} from './auth.ts';
import { errorEnvelopeSchema } from './errors.ts';
import { route } from './routes/route.ts';

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

const tag = 'Crowd';

/** A Crowd login: answered and with cookies as the password login; Crowd being unreachable is a 5xx in the envelope. */
const crowdLoginResponses = { 200: userDataSchema, '5xx': errorEnvelopeSchema } as const;

/** Crowd's settings (administrators only) and the Crowd login, at the console's path and the access service's. */
export const crowdRoutes = {
  config: route<{ reply: CrowdConfig }>()({
    method: 'GET',
    path: '/ui/crowdConfig',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'How this server reaches a Crowd server; never the application password',
    responses: { 200: crowdConfigSchema },
  }),
  updateConfig: route<{ body: CrowdConfigUpdate; reply: CrowdConfig }>()({
    method: 'PUT',
    path: '/ui/crowdConfig',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Changes the Crowd settings; without a password the stored one is kept',
    body: crowdConfigUpdateSchema,
    responses: { 200: crowdConfigSchema },
  }),
  login: route<{ body: CrowdLoginRequest; query: RememberMeQuery; reply: UserData }>()({
    method: 'POST',
    path: '/auth/crowd-login',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Signs in with Crowd credentials; a second step may be owed',
    query: rememberMeQuerySchema,
    body: crowdLoginRequestSchema,
    responses: crowdLoginResponses,
  }),
  accessLogin: route<{ body: CrowdLoginRequest; query: RememberMeQuery; reply: UserData }>()({
    method: 'POST',
    path: '/access/auth/crowd',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: "Signs in with Crowd credentials, at the access service's path",
    query: rememberMeQuerySchema,
    body: crowdLoginRequestSchema,
    responses: crowdLoginResponses,
  }),
} as const;
