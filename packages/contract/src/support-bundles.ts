import { UI_API } from './prefixes.ts';

/** Support bundles (packages-and-search.md §3, §4, §7; jfrog-wire-compat §5). */
export const supportBundlePaths = {
  /** R28.117 */
  list: `${UI_API}/ui/userSupport/listBundles`,
  /** R28.120: the artifact service's bundles (O08). */
  generate: `${UI_API}/ui/userSupport/generateBundle`,
  /** R28.119: a browser download. */
  download: (id: string) => `${UI_API}/ui/userSupport/downloadBundle/${encodeURIComponent(id)}`,
  /** R28.118 */
  delete: (id: string) => `${UI_API}/ui/userSupport/deleteBundle/${encodeURIComponent(id)}`,
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
    create: '/artifactory/api/system/support/bundle',
    list: '/artifactory/api/system/support/bundles',
    bundle: (id: string) => `/artifactory/api/system/support/bundle/${encodeURIComponent(id)}`,
    archive: (id: string) => `/artifactory/api/system/support/bundle/${encodeURIComponent(id)}/archive`,
  },
} as const;

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
