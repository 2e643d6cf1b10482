import { apiUrl, consoleUrl, route } from './routes/route.ts';

/** R15.06 */
export const supportBundleServices = [
  'artifactory',
  'xray',
  'distribution',
  'mission_control',
  'insight',
  'tracker',
] as const;
export type SupportBundleService = (typeof supportBundleServices)[number];

/** The server's status labels (jfrog-wire-compat §5); the console maps them to display classes (O51). */
export type SupportBundleStatus = 'in progress' | 'success' | 'failure';

/** R15.02 */
export interface SupportBundle {
  id: string;
  name: string;
  description: string;
  /** Epoch milliseconds. */
  create_date: number;
  status: SupportBundleStatus;
}

export interface SupportBundleList {
  bundles: SupportBundle[];
}

/** R15.04: what the console sends. Every parameter is optional on the server. */
export interface SupportBundleRequest {
  service?: SupportBundleService;
  name?: string;
  description?: string;
  parameters?: {
    configuration?: boolean;
    system?: boolean;
    logs?: { include?: boolean; start_date?: string; end_date?: string };
    thread_dump?: { count?: number; interval?: number };
  };
}

export interface SupportBundleCreated {
  id: string;
  artifactory: { service_id: string; bundle_url: string };
}

/** An artifact-service bundle as Artifactory's REST API answers it: `created` is ISO 8601. */
export interface RestSupportBundle {
  id: string;
  name: string;
  description: string;
  status: SupportBundleStatus;
  created: string;
}

export interface RestSupportBundleList {
  bundles: RestSupportBundle[];
  count: number;
}

/** Shapes are checked by the service, so each bad field gets its own message. */
const supportBundleRequestSchema = { type: 'object' } as const;

const bundleFields = {
  id: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  status: { type: 'string', enum: ['in progress', 'success', 'failure'] },
} as const;

const supportBundleSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'create_date', 'status'],
  properties: { ...bundleFields, create_date: { type: 'integer' } },
} as const;

const restSupportBundleSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'status', 'created'],
  properties: { ...bundleFields, created: { type: 'string' } },
} as const;

const supportBundleCreatedSchema = {
  type: 'object',
  required: ['id', 'artifactory'],
  properties: {
    id: { type: 'string' },
    artifactory: {
      type: 'object',
      required: ['service_id', 'bundle_url'],
      properties: { service_id: { type: 'string' }, bundle_url: { type: 'string' } },
    },
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

const archive = { media: ['application/zip'], description: 'The bundle as a zip file' } as const;

/** One log file a node offers for a bundle: its name in data/logs, and when it last changed (epoch ms). */
export interface NodeLogFile {
  name: string;
  modified: number;
}

/** The days of a bundle's logs, as epoch milliseconds written in digits. */
export interface NodeLogsQuery {
  from: string;
  to: string;
}

const nodeLogsQuery = {
  type: 'object',
  required: ['from', 'to'],
  properties: { from: { type: 'string', pattern: '^\\d{1,15}$' }, to: { type: 'string', pattern: '^\\d{1,15}$' } },
} as const;

const nodeLogFileParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

const tag = 'Support bundles';

/**
 * The console's calls (R28.117–R28.120) and Artifactory's support bundle API (jfrog-wire-compat
 * §5). Downloads and deletes are also made by the node that holds a bundle's file, on behalf of an
 * administrator who reached another node, so they are open to that node's signed call as well.
 */
export const supportBundleRoutes = {
  list: route<{ reply: SupportBundleList }>()({
    method: 'GET',
    path: '/ui/userSupport/listBundles',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'The support bundles, newest first',
    responses: {
      200: {
        type: 'object',
        required: ['bundles'],
        properties: { bundles: { type: 'array', items: supportBundleSchema } },
      },
    },
  }),
  generate: route<{ body: SupportBundleRequest; reply: SupportBundleCreated }>()({
    method: 'POST',
    path: '/ui/userSupport/generateBundle',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Starts a support bundle of the artifact service',
    body: supportBundleRequestSchema,
    responses: { 201: supportBundleCreatedSchema },
  }),
  download: route()({
    method: 'GET',
    path: '/ui/userSupport/downloadBundle/:id',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Downloads a bundle (administrators, or the node holding it)',
    params: idParams,
    responses: { 200: archive },
  }),
  delete: route()({
    method: 'DELETE',
    path: '/ui/userSupport/deleteBundle/:id',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Deletes a bundle (administrators, or the node holding it)',
    params: idParams,
    responses: { 204: {} },
  }),
  restCreate: route<{ body: SupportBundleRequest; reply: SupportBundleCreated }>()({
    method: 'POST',
    path: '/artifactory/api/system/support/bundle',
    mount: 'api',
    access: 'admin',
    tag,
    summary: 'Starts a support bundle of the artifact service',
    body: supportBundleRequestSchema,
    responses: { 201: supportBundleCreatedSchema },
  }),
  restList: route<{ reply: RestSupportBundleList }>()({
    method: 'GET',
    path: '/artifactory/api/system/support/bundles',
    mount: 'api',
    access: 'admin',
    tag,
    summary: 'The support bundles, newest first, with their count',
    responses: {
      200: {
        type: 'object',
        required: ['bundles', 'count'],
        properties: { bundles: { type: 'array', items: restSupportBundleSchema }, count: { type: 'integer' } },
      },
    },
  }),
  restGet: route<{ reply: RestSupportBundle }>()({
    method: 'GET',
    path: '/artifactory/api/system/support/bundle/:id',
    mount: 'api',
    access: 'admin',
    tag,
    summary: 'One support bundle',
    params: idParams,
    responses: { 200: restSupportBundleSchema },
  }),
  restArchive: route()({
    method: 'GET',
    path: '/artifactory/api/system/support/bundle/:id/archive',
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Downloads a bundle (administrators, or the node holding it)',
    params: idParams,
    responses: { 200: archive },
  }),
  restDelete: route()({
    method: 'DELETE',
    path: '/artifactory/api/system/support/bundle/:id',
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Deletes a bundle (administrators, or the node holding it)',
    params: idParams,
    responses: { 204: {} },
  }),
  /** A node making a bundle gathers the other Online nodes' logs with these two. */
  nodeLogs: route<{ query: NodeLogsQuery; reply: { files: NodeLogFile[] } }>()({
    method: 'GET',
    path: '/ui/userSupport/nodeLogs',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'The log files of this node a bundle of these days takes (administrators, or the node making it)',
    query: nodeLogsQuery,
    responses: {
      200: {
        type: 'object',
        required: ['files'],
        properties: {
          files: {
            type: 'array',
            items: {
              type: 'object',
              required: ['name', 'modified'],
              properties: { name: { type: 'string' }, modified: { type: 'integer' } },
            },
          },
        },
      },
    },
  }),
  nodeLogFile: route()({
    method: 'GET',
    path: '/ui/userSupport/nodeLogs/:name',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'One log file of this node, redacted as a bundle holds it (administrators, or the node making it)',
    params: nodeLogFileParams,
    responses: { 200: { media: ['text/plain'], description: 'The log file, redacted' } },
  }),
} as const;

/** Support bundles (packages-and-search.md §3, §4, §7; jfrog-wire-compat §5). */
export const supportBundlePaths = {
  /** R28.117 */
  list: consoleUrl(supportBundleRoutes.list),
  /** R28.120: the artifact service's bundles (O08). */
  generate: consoleUrl(supportBundleRoutes.generate),
  /** R28.119: a browser download. */
  download: (id: string) => consoleUrl(supportBundleRoutes.download, { id }),
  /** R28.118 */
  delete: (id: string) => consoleUrl(supportBundleRoutes.delete, { id }),
  /** `?from=&to=`: another node's log files for a bundle. */
  nodeLogs: consoleUrl(supportBundleRoutes.nodeLogs),
  nodeLogFile: (name: string) => consoleUrl(supportBundleRoutes.nodeLogFile, { name }),
  /** R28.121–R28.125: the companion services create their own (R15.14). */
  serviceGenerate: {
    distribution: '/distribution/api/v1/system/support/bundle',
    xray: '/xray/api/v1/system/support/bundle',
    mission_control: '/mc/api/v1/system/support/bundle',
    insight: '/insight/api/v1/system/support/bundle',
    tracker: '/tracker/api/v3/pdn/system/support/bundle',
  },
  /** R28.126 */
  missionControlPing: '/mc/api/v4/system/ping',
  /** The Artifactory REST API the JFrog tools call. */
  rest: {
    create: apiUrl(supportBundleRoutes.restCreate),
    list: apiUrl(supportBundleRoutes.restList),
    bundle: (id: string) => apiUrl(supportBundleRoutes.restGet, { id }),
    archive: (id: string) => apiUrl(supportBundleRoutes.restArchive, { id }),
  },
} as const;

/** Bounds of a request: more dumps or a longer wait would hold the queue for minutes. */
export const SUPPORT_BUNDLE_LIMITS = {
  maxThreadDumps: 10,
  maxThreadDumpIntervalMillis: 30_000,
  nameMaxLength: 64,
  descriptionMaxLength: 1024,
  /** Bundles being made or waiting, per node; more are refused with 429. */
  maxPending: 3,
  /** The newest bundles kept; older ones are deleted when a new one is made. */
  kept: 10,
} as const;

/** R27.14 */
export const SUPPORT_BUNDLE_REFRESH_DELAY_MILLIS = 3000;

export const supportBundleMessages = {
  notFound: (id: string) => `Support bundle '${id}' was not found`,
  notReady: (id: string) => `Support bundle '${id}' is not ready`,
  busy: 'Support bundles are being created: try again when they are done',
  threadDumpCount: `thread_dump.count must be a whole number from 0 to ${SUPPORT_BUNDLE_LIMITS.maxThreadDumps}`,
  threadDumpInterval: `thread_dump.interval must be a whole number of milliseconds from 0 to ${SUPPORT_BUNDLE_LIMITS.maxThreadDumpIntervalMillis}`,
  badDate: (field: string) => `${field} must be a date written YYYY-MM-DD`,
  dateOrder: 'logs.start_date must not be after logs.end_date',
  serviceNotHere: (service: string) => `Support bundles for ${service} are made by that service`,
} as const;
