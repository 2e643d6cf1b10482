import { consoleUrl, route } from './routes/route.ts';

/**
 * Micro-frontends (shell.md §1, §2, §4, §8, §9): screen groups built and delivered apart from the
 * console, which the server registers and the shell mounts at run time.
 */

/** A route a micro-frontend claims; `path` is a console path such as '/admin/support-zone'. */
export interface MicrofrontendRoute {
  path: string;
  /** The page title, as the console's own routes have one. */
  title?: string;
  /** Only administrators are sent there; the server checks its calls either way. */
  admin?: boolean;
}

/**
 * R27.20: a micro-frontend's request order when its registration names none. The registry is read
 * in request order (then by name), and a route two micro-frontends claim is the lower order's, so
 * an operator's build registered below 999 replaces a shipped one without removing it.
 */
export const MICROFRONTEND_DEFAULT_ORDER = 999;
export const MICROFRONTEND_MAX_ORDER = 9999;

/**
 * What the console matches a route by: React Router ignores case and trailing slashes, so '/Shop/'
 * and '/shop' are one route, which only one micro-frontend renders.
 */
export function microfrontendRouteKey(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase();
}

/** Registry entries in request order, then by name: the first to claim a route renders it. */
export function byRequestOrder(a: MicrofrontendEntry, b: MicrofrontendEntry): number {
  return a.order - b.order || a.name.localeCompare(b.name);
}

/** R9.03: a registry entry names the micro-frontend and its routes. */
export interface MicrofrontendEntry {
  name: string;
  version: string;
  /** Its request order (R27.20). */
  order: number;
  routes: MicrofrontendRoute[];
}

export interface MicrofrontendRegistry {
  microfrontends: MicrofrontendEntry[];
}

/** What the resolver learns for a name: where its entry module is. */
export interface MicrofrontendResolution {
  name: string;
  version: string;
  url: string;
}

/** An administrator (or an installing companion service) registers a micro-frontend. */
export interface MicrofrontendRegistration {
  version: string;
  url: string;
  /** MICROFRONTEND_DEFAULT_ORDER when not given. */
  order?: number;
  routes: MicrofrontendRoute[];
}

/** The manifest a micro-frontend build writes next to its files, read by the server at start. */
export interface MicrofrontendManifest {
  name: string;
  version: string;
  /** The entry module's file name, relative to the manifest. */
  entry: string;
  order?: number;
  routes: MicrofrontendRoute[];
}

export const MICROFRONTEND_MANIFEST = 'microfrontend.json';

/** A micro-frontend name: it is a path segment and a storage key. */
export const MICROFRONTEND_NAME_PATTERN = /^[a-z][a-z0-9-]{0,62}$/;

const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

const routeSchema = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: { path: { type: 'string' }, title: { type: 'string' }, admin: { type: 'boolean' } },
} as const;

/** The shape only; the server words what is wrong with the values. */
export const microfrontendRegistrationSchema = {
  type: 'object',
  required: ['version', 'url', 'routes'],
  additionalProperties: false,
  properties: {
    version: { type: 'string' },
    url: { type: 'string' },
    order: { type: 'integer' },
    routes: { type: 'array', items: routeSchema },
  },
} as const;

const entrySchema = {
  type: 'object',
  required: ['name', 'version', 'order', 'routes'],
  properties: {
    name: { type: 'string' },
    version: { type: 'string' },
    order: { type: 'integer' },
    routes: { type: 'array', items: routeSchema },
  },
} as const;

const tag = 'Micro-frontends';

/** The registry the console mounts micro-frontends from. Reading needs no sign-in. */
export const microfrontendRoutes = {
  registry: route<{ reply: MicrofrontendRegistry }>()({
    method: 'GET',
    path: '/system/microfrontends',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Every registered micro-frontend with its routes',
    responses: {
      200: {
        type: 'object',
        required: ['microfrontends'],
        properties: { microfrontends: { type: 'array', items: entrySchema } },
      },
    },
  }),
  resolve: route<{ reply: MicrofrontendResolution }>()({
    method: 'GET',
    path: '/system/microfrontends/:name',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "Where a micro-frontend's entry module is",
    params: nameParams,
    responses: {
      200: {
        type: 'object',
        required: ['name', 'version', 'url'],
        properties: { name: { type: 'string' }, version: { type: 'string' }, url: { type: 'string' } },
      },
    },
  }),
  register: route<{ body: MicrofrontendRegistration; reply: MicrofrontendEntry }>()({
    method: 'PUT',
    path: '/system/microfrontends/:name',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Registers or replaces a micro-frontend: 201 when it is new',
    params: nameParams,
    body: microfrontendRegistrationSchema,
    responses: { 200: entrySchema, 201: entrySchema },
  }),
  unregister: route()({
    method: 'DELETE',
    path: '/system/microfrontends/:name',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Removes a micro-frontend from the registry',
    params: nameParams,
    responses: { 204: {} },
  }),
} as const;

export const microfrontendPaths = {
  registry: consoleUrl(microfrontendRoutes.registry),
  entry: (name: string) => consoleUrl(microfrontendRoutes.resolve, { name }),
  /** Where the server serves a bundled micro-frontend's files. */
  assets: (name: string) => `/ui/mfe/${encodeURIComponent(name)}/`,
} as const;

/** R27.01: a script chunk not loaded within this long fails with ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** R27.02: the longest a micro-frontend may take to mount. */
export const MICROFRONTEND_MOUNT_LIMIT_MS = 100_000;
/** R27.03: how long a resolved entry URL is kept in local storage. */
export const MICROFRONTEND_CACHE_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

/** R9.06, R9.07 (shell.md §8). */
export const microfrontendMessages = {
  resolveFailed: (name: string) => `Error: failed resolving microfrontend ${name}`,
  fetchFailed: 'Could not fetch microfrontend application',
} as const;

/** R9.09, R9.10: how chunk failures are named. */
export const CHUNK_LOAD_ERROR = 'ChunkLoadError';
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/**
 * The modules the console lends to micro-frontends, so that React and the query cache exist once
 * on the page. A micro-frontend's build reads each from the global below instead of bundling its
 * own copy. The widget library is not lent: lending it whole would put every widget into the
 * console's first load; a micro-frontend bundles the widgets it uses and takes the shell's theme
 * tokens through the host API.
 */
export const SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
] as const;
export type SharedModule = (typeof SHARED_MODULES)[number];
export const SHARED_SCOPE_GLOBAL = '__arcaShared';

/** The signed-in user as a micro-frontend sees it. */
export interface MicrofrontendUser {
  name: string;
  admin: boolean;
  anonymous: boolean;
  /**
   * The scanner's user data merged in (shell.md §3): its permissions for the user in the selected
   * project and the scanning roles they grant; empty without the scanner, or before it answers.
   */
  scanner?: { permissions: string[]; roles: string[] };
}

/** The options of the host's HTTP client: the console's request rules apply to every call. */
export interface HostRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Low: never retried nor reported; critical: a server error takes over the page (shell.md §8). */
  priority?: 'low' | 'high' | 'critical';
}

/**
 * What the shell hands a micro-frontend when it mounts it. The query client and the theme are
 * the host's own objects (typed by the micro-frontend, which shares their libraries).
 */
export interface MicrofrontendHost {
  user: MicrofrontendUser;
  /** The project the user works in; undefined for All. */
  project: { projectKey: string; displayName: string } | undefined;
  /** The path the micro-frontend is mounted at. */
  path: string;
  request<T>(path: string, options?: HostRequestOptions): Promise<T>;
  notify(kind: 'success' | 'info' | 'warning' | 'error', content: string): void;
  navigate(path: string): void;
  queryClient: unknown;
  theme: unknown;
}

/** What the shell passes to each lifecycle call; the element is the browser's (the contract has no DOM types). */
export interface MicrofrontendProps<TElement = unknown> {
  domElement: TElement;
  host: MicrofrontendHost;
}

/** The lifecycle a micro-frontend's entry module exports (single-spa's parcel contract). */
export interface MicrofrontendLifecycles<TElement = unknown> {
  bootstrap(props: MicrofrontendProps<TElement>): Promise<void>;
  mount(props: MicrofrontendProps<TElement>): Promise<void>;
  unmount(props: MicrofrontendProps<TElement>): Promise<void>;
}
