import { apiUrl, consoleUrl, type RouteMount, route } from './routes/route.ts';

/**
 * Outbound proxies (admin-and-widgets.md §2 "Proxies", §7 `GET ui/proxies`): the forward proxies
 * remote repositories and webhooks reach the outside through, in Artifactory's field names.
 */

/** A proxy as it is answered: the password never is, only whether one is stored. */
export interface OutboundProxy {
  key: string;
  host: string;
  port: number;
  username?: string;
  /** True when a password is stored; the password itself is never answered. */
  passwordSet?: boolean;
  ntHost?: string;
  ntDomain?: string;
  /** Hosts a request may be redirected to and still carry the upstream's credentials. */
  redirectedToHosts: string[];
  /** Used wherever no proxy is named; at most one proxy is the default. */
  platformDefault: boolean;
}

/** What create and update take. On update a blank or missing password keeps the stored one, while host and port stay. */
export interface OutboundProxyInput {
  key: string;
  host: string;
  port: number;
  username?: string;
  password?: string;
  ntHost?: string;
  ntDomain?: string;
  redirectedToHosts?: string[];
  platformDefault?: boolean;
}

/** The name rule of the other admin keys (webhooks): a letter, then letters, digits, `_` or `-`. */
export const PROXY_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]+$/;
export const PROXY_KEY_MAX_LENGTH = 64;
export const PROXY_HOST_PATTERN = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[?[0-9A-Fa-f:.]+\]?$/;

export const proxyMessages = {
  nameInvalid: 'Name cannot contain special characters',
  mandatory: 'This field is mandatory',
  nameExists: 'This name already exist',
  keyTooLong: `A proxy key holds at most ${PROXY_KEY_MAX_LENGTH} characters`,
  hostInvalid: 'Enter a valid host name or address',
  portInvalid: 'The port must be a whole number from 1 to 65535',
  redirectHostInvalid: (host: string) => `'${host}' is not a valid host name`,
  keyMismatch: 'The key in the body must be the key in the path',
  notFound: (key: string) => `Proxy '${key}' does not exist`,
  /** A proxy moved to another host or port never takes the stored password along. */
  passwordForNewAddress: (address: string) =>
    `The proxy is now at ${address}: enter its password again. A stored password is never sent to a new address.`,
  inUse: (key: string, users: readonly string[]) =>
    `Proxy '${key}' is in use by ${users.join(', ')}; choose another proxy there first`,
  created: (key: string) => `Proxy '${key}' was created`,
  updated: (key: string) => `Proxy '${key}' was updated`,
  deleted: (key: string) => `Proxy '${key}' was deleted`,
} as const;

export function isProxyKey(key: string): boolean {
  return PROXY_KEY_PATTERN.test(key);
}

/**
 * The body schema: shapes and bounds only. Names, hosts and ports are checked by the service, so
 * a bad value answers with the messages above rather than the validator's.
 */
export const outboundProxyInputSchema = {
  type: 'object',
  properties: {
    key: { type: 'string', maxLength: 1024 },
    host: { type: 'string', maxLength: 1024 },
    port: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 16 }] },
    username: { type: 'string', maxLength: 256 },
    password: { type: 'string', maxLength: 1024 },
    ntHost: { type: 'string', maxLength: 256 },
    ntDomain: { type: 'string', maxLength: 256 },
    redirectedToHosts: { type: 'array', maxItems: 64, items: { type: 'string', maxLength: 256 } },
    platformDefault: { type: 'boolean' },
  },
} as const;

const outboundProxySchema = {
  type: 'object',
  required: ['key', 'host', 'port', 'redirectedToHosts', 'platformDefault'],
  properties: {
    key: { type: 'string' },
    host: { type: 'string' },
    port: { type: 'integer' },
    username: { type: 'string' },
    passwordSet: { type: 'boolean' },
    ntHost: { type: 'string' },
    ntDomain: { type: 'string' },
    redirectedToHosts: { type: 'array', items: { type: 'string' } },
    platformDefault: { type: 'boolean' },
  },
} as const;

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const;

const tag = 'Proxies';

/**
 * The proxy calls at `base`: the same calls and handlers are served to clients under
 * /artifactory/api/proxies and to the console under /ui/proxies (R28.132), for administrators.
 * PUT on a key that does not exist creates it.
 */
function proxyCalls<const Base extends string>(base: Base, mount: Exclude<RouteMount, 'both'>) {
  return {
    list: route<{ reply: OutboundProxy[] }>()({
      method: 'GET',
      path: base,
      mount,
      access: 'admin',
      tag,
      summary: 'Every outbound proxy, passwords left out',
      responses: { 200: { type: 'array', items: outboundProxySchema } },
    }),
    create: route<{ body: OutboundProxyInput; reply: OutboundProxy }>()({
      method: 'POST',
      path: base,
      mount,
      access: 'admin',
      tag,
      summary: 'Creates an outbound proxy',
      body: outboundProxyInputSchema,
      responses: { 201: outboundProxySchema },
    }),
    get: route<{ reply: OutboundProxy }>()({
      method: 'GET',
      path: `${base}/:key`,
      mount,
      access: 'admin',
      tag,
      summary: 'One outbound proxy, its password left out',
      params: keyParams,
      responses: { 200: outboundProxySchema },
    }),
    put: route<{ body: OutboundProxyInput; reply: OutboundProxy }>()({
      method: 'PUT',
      path: `${base}/:key`,
      mount,
      access: 'admin',
      tag,
      summary: 'Replaces an outbound proxy, or creates it (201); a blank password keeps the stored one',
      params: keyParams,
      body: outboundProxyInputSchema,
      responses: { 200: outboundProxySchema, 201: outboundProxySchema },
    }),
    delete: route()({
      method: 'DELETE',
      path: `${base}/:key`,
      mount,
      access: 'admin',
      tag,
      summary: 'Deletes an outbound proxy no repository or webhook names',
      params: keyParams,
      responses: { 204: {} },
    }),
  } as const;
}

/** The admin API, Artifactory style. */
export const proxyRoutes = proxyCalls('/artifactory/api/proxies', 'api');
/** The same calls through the console gateway. */
export const proxyConsoleRoutes = proxyCalls('/ui/proxies', 'console');

/** The admin API (Artifactory style) and the same calls through the console gateway. */
export const proxyPaths = {
  list: apiUrl(proxyRoutes.list),
  proxy: (key: string) => apiUrl(proxyRoutes.get, { key }),
  /** R28.132: `GET ui/proxies`, and the console's create, get, update and delete beside it. */
  console: {
    list: consoleUrl(proxyConsoleRoutes.list),
    proxy: (key: string) => consoleUrl(proxyConsoleRoutes.get, { key }),
  },
} as const;
