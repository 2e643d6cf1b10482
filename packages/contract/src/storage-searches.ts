import { route } from './routes/route.ts';

/**
 * Artifactory's searches that CI scripts and cleanup jobs call besides quick, GAVC, property and
 * checksum search: Maven versions, dates, download statistics, Ant patterns and bad checksums
 * (JFrog REST APIs, "Searches"), and the usage call-home clients send (jfrog-wire-compat §1.11).
 */

/** Every parameter arrives as text; the ones a search does not read are let through, as Artifactory does. */
export type SearchParameters = Record<string, string | undefined>;

/** `GET /api/search/versions`: the versions of a Maven artifact, latest first. */
export interface ArtifactVersions {
  results: { version: string; integration: boolean }[];
}

/** `GET /api/search/creation`, `/dates`, `/usage`: storage URIs with the dates the search looked at. */
export interface DatedSearchResults {
  results: { uri: string; created?: string; lastModified?: string; lastDownloaded?: string }[];
}

/** `GET /api/search/pattern`: the files of one repository whose paths match an Ant pattern. */
export interface PatternSearchResult {
  repositoryUri: string;
  sourcePattern: string;
  files: string[];
}

/** `GET /api/search/badChecksum`: files whose client checksum is missing or differs from the server's. */
export interface BadChecksumResults {
  results: { uri: string; [checksum: string]: string }[];
}

/** `POST /api/system/usage`: what a client reports of its own use. */
export interface UsageReport {
  productId: string;
  features?: { featureId: string; attributes?: Record<string, unknown>; uniqueClientId?: string }[];
}

/** The date fields `api/search/dates` compares and answers with. */
export const SEARCH_DATE_FIELDS = ['created', 'lastModified', 'lastDownloaded'] as const;
export type SearchDateField = (typeof SEARCH_DATE_FIELDS)[number];

/** The answers these searches give when they refuse or find nothing, as Artifactory words them where it does. */
export const storageSearchMessages = {
  noResults: 'No results found.',
  noVersions: 'Unable to find artifact versions',
  versionsNeedCoordinates: 'The group and the artifact are both required (g and a)',
  usageNeedsSince: 'notUsedSince is required: the time, in milliseconds since the epoch, a download must be older than',
  creationNeedsFrom: 'from is required: the time, in milliseconds since the epoch, the range starts at',
  datesNeedFrom: 'from is required: a time in milliseconds since the epoch or an ISO 8601 date',
  datesNeedFields: `dateFields is required: one or more of ${SEARCH_DATE_FIELDS.join(', ')}`,
  malformedTime: (name: string) =>
    `${name} must be a time in milliseconds since the epoch${name === 'from' || name === 'to' ? ' or an ISO 8601 date' : ''}`,
  unknownDateField: (field: string) => `Unknown date field '${field}': use ${SEARCH_DATE_FIELDS.join(', ')}`,
  patternNeedsRepository: "The pattern must name a repository and a path: 'repo-key:path/*/pattern*.jar'",
  patternTooWide: "The pattern '**' alone is not supported, as it would list every file",
  badChecksumType: "type must be 'md5' or 'sha1'",
} as const;

const text = { type: 'string' } as const;
const parameter = { type: 'string', maxLength: 8192 } as const;

/** The named parameters of a search, and any other text parameter (`repos`, the console's project). */
function parameters(names: readonly string[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, parameter])),
    additionalProperties: parameter,
  } as const;
}

const versionsSchema = {
  type: 'object',
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['version', 'integration'],
        properties: { version: text, integration: { type: 'boolean' } },
      },
    },
  },
} as const;

const datedResultsSchema = {
  type: 'object',
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['uri'],
        properties: { uri: text, created: text, lastModified: text, lastDownloaded: text },
      },
    },
  },
} as const;

const patternResultSchema = {
  type: 'object',
  required: ['repositoryUri', 'sourcePattern', 'files'],
  properties: { repositoryUri: text, sourcePattern: text, files: { type: 'array', items: text } },
} as const;

const badChecksumSchema = {
  type: 'object',
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: { type: 'object', required: ['uri'], properties: { uri: text }, additionalProperties: text },
    },
  },
} as const;

const usageReportSchema = {
  type: 'object',
  required: ['productId'],
  properties: {
    productId: { type: 'string', maxLength: 1024 },
    features: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        required: ['featureId'],
        properties: {
          featureId: { type: 'string', maxLength: 1024 },
          attributes: { type: 'object' },
          uniqueClientId: { type: 'string', maxLength: 1024 },
        },
      },
    },
  },
} as const;

const tag = 'Searches';

/** The searches, for clients at Artifactory's paths; each finds only what the caller may read. */
export const storageSearchRoutes = {
  versions: route<{ query: SearchParameters; reply: ArtifactVersions }>()({
    method: 'GET',
    path: '/artifactory/api/search/versions',
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'The versions of a Maven artifact (?g=&a=[&v=][&repos=]), latest first; integration marks snapshots',
    query: parameters(['g', 'a', 'v', 'remote', 'repos']),
    responses: { 200: versionsSchema },
  }),
  latestVersion: route<{ query: SearchParameters }>()({
    method: 'GET',
    path: '/artifactory/api/search/latestVersion',
    mount: 'api',
    access: 'anyone',
    tag,
    summary:
      'The latest release of a Maven artifact (?g=&a=[&repos=]), or with ?v=1.0-SNAPSHOT its latest integration version',
    query: parameters(['g', 'a', 'v', 'remote', 'repos']),
    responses: { 200: { media: ['text/plain'], description: 'The version, as a line of text' } },
  }),
  creation: route<{ query: SearchParameters; reply: DatedSearchResults }>()({
    method: 'GET',
    path: '/artifactory/api/search/creation',
    mount: 'api',
    access: 'user',
    tag,
    summary: 'Files created in a range (?from=[&to=][&repos=], milliseconds since the epoch)',
    query: parameters(['from', 'to', 'repos']),
    responses: { 200: datedResultsSchema },
  }),
  dates: route<{ query: SearchParameters; reply: DatedSearchResults }>()({
    method: 'GET',
    path: '/artifactory/api/search/dates',
    mount: 'api',
    access: 'user',
    tag,
    summary:
      'Files with any of the named dates in a range (?dateFields=created,lastModified,lastDownloaded&from=[&to=])',
    query: parameters(['from', 'to', 'dateFields', 'repos']),
    responses: { 200: datedResultsSchema },
  }),
  usage: route<{ query: SearchParameters; reply: DatedSearchResults }>()({
    method: 'GET',
    path: '/artifactory/api/search/usage',
    mount: 'api',
    access: 'user',
    tag,
    summary: 'Files not downloaded since a time (?notUsedSince=[&createdBefore=][&repos=]), least recently used first',
    query: parameters(['notUsedSince', 'createdBefore', 'repos']),
    responses: { 200: datedResultsSchema },
  }),
  pattern: route<{ query: SearchParameters; reply: PatternSearchResult }>()({
    method: 'GET',
    path: '/artifactory/api/search/pattern',
    mount: 'api',
    access: 'user',
    tag,
    summary: 'The files of a repository matching an Ant pattern (?pattern=repo-key:path/*/name*.jar)',
    query: parameters(['pattern']),
    responses: { 200: patternResultSchema },
  }),
  badChecksum: route<{ query: SearchParameters; reply: BadChecksumResults }>()({
    method: 'GET',
    path: '/artifactory/api/search/badChecksum',
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Files whose client checksum (?type=md5 or sha1) is missing or wrong: none, as deploys verify it',
    query: parameters(['type', 'repos']),
    responses: { 200: badChecksumSchema },
  }),
} as const;

/** The usage call-home of JFrog's clients and providers: accepted and dropped, as Arca reports to no one. */
export const usageReportRoutes = {
  report: route<{ body: UsageReport }>()({
    method: 'POST',
    path: '/artifactory/api/system/usage',
    mount: 'api',
    access: 'anyone',
    tag: 'System',
    summary: 'Takes the usage report a client sends; nothing is kept or sent on',
    body: usageReportSchema,
    responses: { 200: { media: [], description: 'Received' } },
  }),
} as const;
