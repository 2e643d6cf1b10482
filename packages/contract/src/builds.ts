import { moveCopyResultSchema } from './artifact-schemas.ts';
import type { MoveCopyResult } from './artifacts.ts';
import { type ProjectScopeQuery, projectScopeProperties } from './project-scope.ts';
import { consoleUrl, route } from './routes/route.ts';

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

/** The media type Artifactory's clients send a promotion in. */
export const BUILD_PROMOTION_MEDIA_TYPE = 'application/vnd.org.jfrog.artifactory.build.PromotionRequest+json';

/** `POST /api/build/promote/{name}/{number}`: what `jf rt bpr` and the CI plugins send. */
export interface BuildPromotionRequest {
  status?: string;
  comment?: string;
  ciUser?: string;
  timestamp?: string;
  dryRun?: boolean;
  sourceRepo?: string;
  targetRepo?: string;
  copy?: boolean;
  /** Promote the build's artifacts; true unless false. */
  artifacts?: boolean;
  /** Promote the build's dependencies too. */
  dependencies?: boolean;
  /** Only the dependencies of these scopes. */
  scopes?: string[];
  /** Set on every promoted file: each key to these values. */
  properties?: Record<string, string[]>;
  /** Stop at the first file that cannot be promoted; true unless false. */
  failFast?: boolean;
}

const repoKeyField = { type: 'string', minLength: 1, maxLength: 128 } as const;

export const buildPromotionRequestSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', maxLength: 256 },
    comment: { type: 'string', maxLength: 4096 },
    ciUser: { type: 'string', maxLength: 256 },
    timestamp: { type: 'string', maxLength: 64 },
    dryRun: { type: 'boolean' },
    sourceRepo: repoKeyField,
    targetRepo: repoKeyField,
    copy: { type: 'boolean' },
    artifacts: { type: 'boolean' },
    dependencies: { type: 'boolean' },
    scopes: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 256 } },
    properties: {
      type: 'object',
      maxProperties: 100,
      additionalProperties: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 4096 } },
    },
    failFast: { type: 'boolean' },
  },
} as const;

/** One promotion as a run's build info records it, newest last (Artifactory's `statuses`). */
export interface BuildPromotionStatus {
  status: string;
  comment: string;
  repository: string;
  timestamp: string;
  user: string;
  ciUser: string;
}

/**
 * `POST /api/build/retention/{name}`: what `jf rt bdi` sends. The CLI writes `count` as text and
 * `minimumBuildDate` in the build-info time format; Artifactory's documentation shows numbers.
 */
export interface BuildRetentionRequest {
  deleteBuildArtifacts?: boolean;
  /** Keep at most this many runs, newest first; none or below 0, no limit. */
  count?: number | string;
  /** Discard runs started before this: the CLI's time format, or milliseconds. */
  minimumBuildDate?: string | number;
  buildNumbersNotToBeDiscarded?: string[];
}

export const buildRetentionRequestSchema = {
  type: 'object',
  properties: {
    deleteBuildArtifacts: { type: 'boolean' },
    count: {
      anyOf: [
        { type: 'integer', minimum: -1, maximum: 1_000_000_000 },
        { type: 'string', pattern: '^-?\\d{1,9}$' },
      ],
    },
    minimumBuildDate: {
      anyOf: [
        { type: 'integer', minimum: 0 },
        { type: 'string', maxLength: 64 },
      ],
    },
    buildNumbersNotToBeDiscarded: {
      type: 'array',
      maxItems: 10_000,
      items: { type: 'string', minLength: 1, maxLength: 128 },
    },
  },
} as const;

export interface BuildRetentionQuery extends BuildProjectQuery {
  /** Artifactory discards in the background when true; Arca discards before answering either way. */
  async?: boolean;
}

/** `POST /api/xray/scanBuild`: what `jf rt bs` sends. */
export interface BuildScanRequest {
  buildName: string;
  buildNumber: string;
  project?: string;
  context?: string;
}

export const buildScanRequestSchema = {
  type: 'object',
  required: ['buildName', 'buildNumber'],
  properties: {
    buildName: { type: 'string', minLength: 1, maxLength: 256 },
    buildNumber: { type: 'string', minLength: 1, maxLength: 128 },
    project: { type: 'string', maxLength: 64 },
    context: { type: 'string', maxLength: 1024 },
  },
} as const;

/** The build calls' own answers in words. */
export const buildMessages = {
  promotionTargetMissing: 'A promotion that moves or copies files needs a targetRepo',
  promoted: (name: string, number: string, files: number, target: string) =>
    `Promoted build ${name}/${number}: ${files} files to ${target}`,
  promotionStatus: (name: string, number: string, status: string) =>
    `Recorded status '${status}' on build ${name}/${number}`,
  dryRun: (message: string) => `[Dry run] ${message}`,
  minimumBuildDateInvalid: 'minimumBuildDate is not a date',
  scanUnavailable: 'Scan summary report is not available: no Xray is connected to this instance',
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

/** `?project=`: the project whose build-info repository a call reads; none, the default one. */
export interface BuildProjectQuery {
  project?: string;
}

/** A read's `?project=`, or the console's selected project when the call names none. */
export type BuildReadQuery = BuildProjectQuery & ProjectScopeQuery;

const projectQuery = { type: 'object', properties: { project: { type: 'string', maxLength: 64 } } } as const;
const readQuery = {
  type: 'object',
  properties: { ...projectQuery.properties, ...projectScopeProperties },
} as const;
const segment = { type: 'string', minLength: 1, maxLength: 256 } as const;
const text = { type: 'string' } as const;
const buildNames = { type: 'array', items: text } as const;

const tag = 'Builds';
const nameAndNumber = {
  type: 'object',
  required: ['name', 'number'],
  properties: { name: segment, number: segment },
} as const;

/** Artifactory's build calls (jfrog-wire-compat §1.9), and the console's build pickers. */
export const buildRoutes = {
  publish: route<{ query: BuildProjectQuery; body: BuildInfo }>()({
    method: 'PUT',
    path: '/artifactory/api/build',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: 'Publishes a build info document, replacing the run of the same name and number',
    query: projectQuery,
    body: buildInfoSchema,
    consumes: ['application/json', BUILD_INFO_MEDIA_TYPE],
    responses: { 204: {} },
  }),
  list: route<{ query: BuildReadQuery; reply: BuildList }>()({
    method: 'GET',
    path: '/artifactory/api/build',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: 'The builds the caller may read, each with its latest start',
    query: readQuery,
    responses: {
      200: {
        type: 'object',
        required: ['uri', 'builds'],
        properties: {
          uri: text,
          builds: {
            type: 'array',
            items: { type: 'object', required: ['uri', 'lastStarted'], properties: { uri: text, lastStarted: text } },
          },
        },
      },
    },
  }),
  runs: route<{ query: BuildReadQuery; reply: BuildRuns }>()({
    method: 'GET',
    path: '/artifactory/api/build/:name',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: "A build's runs the caller may read",
    params: { type: 'object', required: ['name'], properties: { name: segment } },
    query: readQuery,
    responses: {
      200: {
        type: 'object',
        required: ['uri', 'buildsNumbers'],
        properties: {
          uri: text,
          buildsNumbers: {
            type: 'array',
            items: { type: 'object', required: ['uri', 'started'], properties: { uri: text, started: text } },
          },
        },
      },
    },
  }),
  get: route<{ query: BuildReadQuery; reply: BuildResponse }>()({
    method: 'GET',
    path: '/artifactory/api/build/:name/:number',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: "One run's build info as published; LATEST names the newest the caller may read",
    params: { type: 'object', required: ['name', 'number'], properties: { name: segment, number: segment } },
    query: readQuery,
    responses: {
      200: {
        type: 'object',
        required: ['uri', 'buildInfo'],
        properties: {
          uri: text,
          // The document as published: the fields Arca reads, and the rest as sent.
          buildInfo: {
            type: 'object',
            properties: { name: text, number: text, started: text },
            additionalProperties: true,
          },
        },
      },
    },
  }),
  delete: route<{ body: DeleteBuildsRequest }>()({
    method: 'POST',
    path: '/artifactory/api/build/delete',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: "Deletes a build's runs, the numbers given or all of them",
    body: deleteBuildsRequestSchema,
    responses: { 200: { media: ['text/plain'], description: 'Builds deleted' } },
  }),
  promote: route<{ query: BuildProjectQuery; body: BuildPromotionRequest; reply: MoveCopyResult }>()({
    method: 'POST',
    path: '/artifactory/api/build/promote/:name/:number',
    mount: 'api',
    access: 'anyone',
    tag,
    summary:
      'Promotes a run: records its status, and moves or copies its artifacts (and dependencies when asked) to targetRepo with properties; dryRun changes nothing',
    params: nameAndNumber,
    query: projectQuery,
    body: buildPromotionRequestSchema,
    consumes: ['application/json', BUILD_PROMOTION_MEDIA_TYPE],
    responses: { 200: moveCopyResultSchema },
  }),
  retention: route<{ query: BuildRetentionQuery; body: BuildRetentionRequest }>()({
    method: 'POST',
    path: '/artifactory/api/build/retention/:name',
    mount: 'api',
    access: 'anyone',
    tag,
    summary:
      "Discards a build's old runs: beyond count, started before minimumBuildDate, except the numbers kept; with their artifacts when asked",
    params: { type: 'object', required: ['name'], properties: { name: segment } },
    query: { type: 'object', properties: { ...projectQuery.properties, async: { type: 'boolean' } } },
    body: buildRetentionRequestSchema,
    responses: { 204: {} },
  }),
  scan: route<{ body: BuildScanRequest }>()({
    method: 'POST',
    path: '/artifactory/api/xray/scanBuild',
    mount: 'api',
    access: 'user',
    tag,
    summary: 'Scans a run with Xray; Arca has no Xray, so a readable run answers that no scan report is available',
    body: buildScanRequestSchema,
    responses: { 404: { description: 'No such run, or no scan report: no Xray is connected' } },
  }),
  names: route<{ reply: string[] }>()({
    method: 'GET',
    path: '/ui/builds/names',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'The names of the builds the caller may read (R28.135)',
    responses: { 200: buildNames },
  }),
  matching: route<{ body: BuildPatternsRequest; reply: string[] }>()({
    method: 'POST',
    path: '/ui/permissiontargets/buildPatterns',
    mount: 'console',
    access: 'admin',
    tag,
    summary: "The builds a permission's patterns reach (R28.134)",
    body: buildPatternsRequestSchema,
    responses: { 200: buildNames },
  }),
} as const;

/** The build calls through the console gateway. */
export const buildPaths = {
  list: consoleUrl(buildRoutes.list),
  runs: (name: string) => consoleUrl(buildRoutes.runs, { name }),
  info: (name: string, number: string) => consoleUrl(buildRoutes.get, { name, number }),
} as const;

/** A build's name from the `uri` the list gives (`/name`), or a run's number from its `uri` (`/42`). */
export function lastUriSegment(uri: string): string {
  return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
}
