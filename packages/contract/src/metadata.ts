import { type ProjectScopeQuery, projectScopeQuery } from './project-scope.ts';
import { apiUrl, consoleUrl, route } from './routes/route.ts';

/** Page size when a query names no `first`. */
export const METADATA_DEFAULT_PAGE = 100;
/** The largest `first` answered; a larger one is refused, not clamped. */
export const METADATA_MAX_PAGE = 1000;
/** How deeply selections may nest. */
export const METADATA_MAX_DEPTH = 8;
/** The longest text a filter value may hold. */
export const METADATA_MAX_FILTER_LENGTH = 1024;

export type MetadataSortDirection = 'ASC' | 'DESC' | 'asc' | 'desc' | 'ASCEND' | 'DESCEND' | 'ascend' | 'descend';
export type MetadataOrderField = 'NAME' | 'CREATED' | 'MODIFIED';

export interface MetadataOrderBy {
  field?: MetadataOrderField;
  direction?: MetadataSortDirection;
}

export interface MetadataLicense {
  name: string;
  source: string;
}

/** Severity counts; a zero count is left out, so a clean package has `{}`. */
export type MetadataVulnerabilities = Partial<
  Record<'critical' | 'high' | 'medium' | 'low' | 'info' | 'unknown' | 'skipped', number>
>;

export interface MetadataPackage {
  id: string;
  name: string;
  /** ISO 8601. */
  created: string;
  modified: string;
  description: string | null;
  latestVersion: string | null;
  packageType: string;
  versionsCount: number;
  stats: { downloads: number; followers: number };
  tags: string[];
  /** Only when the package declares licences; null otherwise. */
  licenses: MetadataLicense[] | null;
  vulnerabilities: MetadataVulnerabilities;
  repos: { name: string; type: string }[];
}

export interface MetadataFile {
  name: string;
  lead: boolean;
  size: number;
  md5: string | null;
  sha1: string | null;
  sha256: string | null;
  mimeType: string | null;
}

export interface MetadataVersion {
  id: string;
  name: string;
  created: string;
  modified: string;
  package: { id: string; name: string; packageType: string };
  repos: { name: string; type: string; leadFilePath: string | null }[];
  licenses: MetadataLicense[] | null;
  size: number;
  stats: { downloadCount: number };
  vulnerabilities: MetadataVulnerabilities;
  /** Only when the filter asks for `includeFiles`. */
  files: MetadataFile[] | null;
  /** The sha256 of the lead file, or of the manifest file. */
  digest: string | null;
}

export interface MetadataPageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface MetadataConnection<T> {
  edges: { node: T; cursor: string }[];
  pageInfo: MetadataPageInfo;
  /** Exact, except for a package search (filter `search`): see {@link PACKAGE_SEARCH_COUNT_CAP}. */
  totalCount: number;
}

/**
 * A package search (filter `search`) counts its matches up to this many: a broad text matches
 * thousands of packages, and counting them all cost more than finding the page shown. Its
 * `totalCount` is then one more than the cap, read "more than 1,000" (see
 * {@link isCappedPackageCount}); the reference clients never send `search`, so their counts stay exact.
 */
export const PACKAGE_SEARCH_COUNT_CAP = 1000;

/** Whether a package list's `totalCount` says only "more than {@link PACKAGE_SEARCH_COUNT_CAP}". */
export function isCappedPackageCount(totalCount: number): boolean {
  return totalCount > PACKAGE_SEARCH_COUNT_CAP;
}

export interface MetadataPackageFilter {
  name?: string | null;
  /**
   * Plain text found within names, wildcards taken literally: an npm scope, a Maven group or
   * artifact id are parts of a name. Matches come best first (the name or its last part is the
   * text, starts with it, a word starts with it, it stands elsewhere), each rank in the order asked.
   * Under three characters, only names that start with it match, in the order asked.
   */
  search?: string | null;
  lowercase_name?: string | null;
  tags?: string[] | null;
  description?: string | null;
  scope?: string | null;
  packageType?: string | null;
  packageTypeIn?: string[] | null;
  /** ISO dates: created before, created after. */
  before?: string | null;
  after?: string | null;
  /** Packages with a version of this name (wildcards), a file of this checksum, a file in these repositories. */
  version?: string | null;
  checksum?: string | null;
  repos?: string[] | null;
}

export interface MetadataVersionFilter {
  packageId?: string | null;
  name?: string | null;
  tags?: string[] | null;
  repos?: string[] | null;
  packageType?: string | null;
  /** Versions affected by this vulnerability; nothing is scanned, so none are. */
  cve?: string | null;
  licenses?: string[] | null;
  severities?: { level: string; countMin?: number | null }[] | null;
  ignorePreRelease?: boolean | null;
  includeFiles?: boolean | null;
}

export interface MetadataError {
  message: string;
  extensions?: { code: string };
}

/** What every metadata call answers: GraphQL's response shape. */
export interface MetadataResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: MetadataError[];
}

/** The reference clients' body: GraphQL over JSON. */
export interface MetadataQueryBody {
  query?: unknown;
  variables?: unknown;
}

/** The console's body: `{graphQL: query, variables}`, or `{graphQL: {query, variables}}`. */
export interface MetadataConsoleBody {
  graphQL?: unknown;
  variables?: unknown;
}

const metadataErrorsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['message'],
    properties: {
      message: { type: 'string' },
      extensions: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
      // A body the server cannot read is refused in the one envelope, which a 400 here also carries.
      status: { type: 'integer' },
      code: { type: 'string' },
    },
  },
} as const;

/** GraphQL's response shape; `data` is whatever the query selected. */
const metadataResponseSchema = {
  type: 'object',
  properties: {
    data: { type: ['object', 'null'], additionalProperties: true },
    errors: metadataErrorsSchema,
  },
} as const;

const metadataResponses = {
  200: {
    ...metadataResponseSchema,
    description: 'The data selected, and the errors met; a query that does not parse too',
  },
  400: { ...metadataResponseSchema, description: 'No query, a query too long, or variables that are not an object' },
} as const;

const tag = 'Package metadata';

type PackagePage = MetadataConnection<MetadataPackage>;
type VersionPage = MetadataConnection<MetadataVersion>;

/** The metadata GraphQL calls: the reference clients' endpoint and the console's three. */
export const metadataRoutes = {
  query: route<{ body: MetadataQueryBody | null; reply: MetadataResponse }>()({
    method: 'POST',
    path: '/metadata/api/v1/query',
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Packages and versions the caller may read, by a GraphQL query',
    responses: metadataResponses,
  }),
  // The console's calls answer what its documents select, which is what these replies name (the
  // packages count document selects only totalCount).
  packages: route<{
    query: ProjectScopeQuery;
    body: MetadataConsoleBody | null;
    reply: MetadataResponse<{ packages: PackagePage }>;
  }>()({
    method: 'POST',
    path: '/mds/packages',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "The package list's GraphQL query, in the selected project",
    query: projectScopeQuery,
    responses: metadataResponses,
  }),
  package: route<{ body: MetadataConsoleBody | null; reply: MetadataResponse<{ package: MetadataPackage | null }> }>()({
    method: 'POST',
    path: '/mds/package',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "A package's GraphQL query",
    responses: metadataResponses,
  }),
  versions: route<{ body: MetadataConsoleBody | null; reply: MetadataResponse<{ versions: VersionPage }> }>()({
    method: 'POST',
    path: '/mds/versions',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "A package's versions' GraphQL query",
    responses: metadataResponses,
  }),
} as const;

/** The metadata GraphQL calls: the reference clients' endpoint and the console's three. */
export const metadataPaths = {
  /** Body `{query, variables}`, GraphQL over JSON. */
  query: apiUrl(metadataRoutes.query),
  /** Body `{graphQL: query, variables}` or `{graphQL: {query, variables}}`. */
  packages: consoleUrl(metadataRoutes.packages),
  package: consoleUrl(metadataRoutes.package),
  versions: consoleUrl(metadataRoutes.versions),
} as const;
