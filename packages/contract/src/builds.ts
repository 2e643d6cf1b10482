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
