import { UI_API } from './prefixes.ts';

/** Build info as the JFrog CLI publishes it (jfrog-wire-compat §1.9). */

/** Where builds outside every project are kept. */
export const DEFAULT_BUILD_REPO = 'artifactory-build-info';

/** The build-info repository of a project, or the default one outside projects. */
export function buildRepoOf(projectKey?: string): string {
  return projectKey ? `${projectKey}-build-info` : DEFAULT_BUILD_REPO;
}

/** The media type the CLI publishes with. */
export const BUILD_INFO_MEDIA_TYPE = 'application/vnd.org.jfrog.artifactory+json';

/** The fields Arca reads; the rest of the document is kept as sent. */
export interface BuildInfo {
  name: string;
  number: string;
  /** e.g. 2026-11-23T10:00:00.000+0000 */
  started: string;
  [field: string]: unknown;
}

export const buildInfoSchema = {
  type: 'object',
  required: ['name', 'number', 'started'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 256, pattern: '^[^/\\\\]+$' },
    number: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[^/\\\\]+$' },
    started: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

/** `GET /api/build` */
export interface BuildList {
  uri: string;
  builds: { uri: string; lastStarted: string }[];
}

/** `GET /api/build/{name}` */
export interface BuildRuns {
  uri: string;
  buildsNumbers: { uri: string; started: string }[];
}

/** `GET /api/build/{name}/{number}` */
export interface BuildResponse {
  uri: string;
  buildInfo: BuildInfo;
}

/** `POST /api/build/delete` */
export interface DeleteBuildsRequest {
  buildName: string;
  buildNumbers?: string[];
  deleteAll?: boolean;
  project?: string;
}

export const deleteBuildsRequestSchema = {
  type: 'object',
  required: ['buildName'],
  properties: {
    buildName: { type: 'string', minLength: 1, maxLength: 256 },
    buildNumbers: { type: 'array', maxItems: 10_000, items: { type: 'string', minLength: 1, maxLength: 128 } },
    deleteAll: { type: 'boolean' },
    project: { type: 'string', maxLength: 64 },
  },
} as const;

/** R28.134: `POST ui/permissiontargets/buildPatterns`, the builds a permission's patterns reach. */
export interface BuildPatternsRequest {
  includePatterns: string[];
  excludePatterns?: string[];
}

export const buildPatternsRequestSchema = {
  type: 'object',
  required: ['includePatterns'],
  properties: {
    includePatterns: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 1024 } },
    excludePatterns: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 1024 } },
  },
} as const;

/** The build calls through the console gateway. */
export const buildPaths = {
  list: `${UI_API}/artifactory/api/build`,
  runs: (name: string) => `${UI_API}/artifactory/api/build/${encodeURIComponent(name)}`,
  info: (name: string, number: string) =>
    `${UI_API}/artifactory/api/build/${encodeURIComponent(name)}/${encodeURIComponent(number)}`,
} as const;

/** A build's name from the `uri` the list gives (`/name`), or a run's number from its `uri` (`/42`). */
export function lastUriSegment(uri: string): string {
  return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
}
