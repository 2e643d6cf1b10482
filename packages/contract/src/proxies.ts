import { UI_API } from './prefixes.ts';

/**
 * Outbound proxies (admin-and-widgets.md §2 "Proxies", §7 `GET ui/proxies`): the forward proxies
 * remote repositories and webhooks reach the outside through, in Artifactory's field names.
 */

/** The admin API (Artifactory style) and the same calls through the console gateway. */
export const proxyPaths = {
  list: '/artifactory/api/proxies',
  proxy: (key: string) => `/artifactory/api/proxies/${encodeURIComponent(key)}`,
  /** R28.132: `GET ui/proxies`, and the console's create, get, update and delete beside it. */
  console: {
    list: `${UI_API}/ui/proxies`,
    proxy: (key: string) => `${UI_API}/ui/proxies/${encodeURIComponent(key)}`,
  },
} as const;

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
