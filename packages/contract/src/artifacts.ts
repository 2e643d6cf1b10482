import {
  artifactActionsSchema,
  artifactBuildsSchema,
  artifactCountSchema,
  itemCreatedSchema,
  moveCopyResultSchema,
  projectStorageSummarySchema,
  searchUrisSchema,
  storageInfoSchema,
  storageSummarySchema,
  treePageSchema,
} from './artifact-schemas.ts';
import { type ProjectScopeQuery, projectScopeProperties } from './project-scope.ts';
import { apiUrl, consoleUrl, route } from './routes/route.ts';

/** Artifact storage as clients and the console see it (jfrog-wire-compat §1.2–§1.7). */

export interface Checksums {
  sha1: string;
  md5: string;
  sha256: string;
}

/** The 201 body of a deploy, and `GET /api/storage/{repo}/{file}`. Sizes are strings on this wire. */
export interface StorageFileInfo {
  uri: string;
  downloadUri: string;
  repo: string;
  /** With a leading slash. */
  path: string;
  remoteUrl?: string;
  created: string;
  createdBy: string;
  lastModified: string;
  modifiedBy: string;
  lastUpdated: string;
  size: string;
  mimeType: string;
  checksums: Checksums;
  originalChecksums: Checksums;
}

export interface StorageFolderInfo {
  uri: string;
  repo: string;
  path: string;
  created: string;
  createdBy: string;
  lastModified: string;
  modifiedBy: string;
  lastUpdated: string;
  children: { uri: string; folder: boolean }[];
}

export type StorageInfo = StorageFileInfo | StorageFolderInfo;

export function isFolderInfo(info: StorageInfo): info is StorageFolderInfo {
  return 'children' in info;
}

/** `GET /api/storage/{repo}/{folder}?list&deep=1…` */
export interface StorageFileList {
  uri: string;
  created: string;
  files: {
    /** Relative to the listed folder, with a leading slash. */
    uri: string;
    size: number;
    lastModified: string;
    folder: boolean;
    sha1?: string;
    sha2?: string;
    mdTimestamps?: { properties: string };
  }[];
}

/** `GET /api/storage/{repo}/{path}?properties` */
export interface StorageProperties {
  uri: string;
  properties: Record<string, string[]>;
}

/** `GET /api/storage/{repo}/{path}?stats` */
export interface StorageStats {
  uri: string;
  downloadCount: number;
  lastDownloaded: number;
  lastDownloadedBy: string;
  remoteDownloadCount: number;
  remoteLastDownloaded: number;
}

/** `POST /api/move|copy/…`: one line per outcome, as Artifactory reports it. */
export interface MoveCopyResult {
  messages: { level: 'INFO' | 'WARNING' | 'ERROR'; message: string }[];
}

/** `GET /api/search/checksum`, `/api/search/prop`: storage URIs of the matching files. */
export interface SearchUris {
  results: { uri: string }[];
}

/** A node of the console's artifact tree: a repository at the top, then folders and files. */
export interface ArtifactTreeNode {
  type: 'repository' | 'folder' | 'file';
  repoKey: string;
  /** Relative to the repository root, no leading slash; '' for a repository. */
  path: string;
  /** The repository key for a repository, else the last path segment. */
  name: string;
  /** Repositories only. */
  repoType?: string;
  packageType?: string;
  /** Files only, in bytes. */
  size?: number;
  lastModified?: number;
}

/** One page of a node's children: folders first, then files, each by name. */
export interface ArtifactTreePage {
  children: ArtifactTreeNode[];
  total: number;
}

/** The builds an artifact belongs to, found by its checksums (R28.097). */
export interface ArtifactBuild {
  name: string;
  number: string;
  started: string;
  projectKey: string;
}

/** What the caller may do at one path, so the console offers only those actions (the server checks again). */
export interface ArtifactActions {
  read: boolean;
  annotate: boolean;
  deploy: boolean;
  delete: boolean;
  /** Managing the repository: its configuration and effective permissions. */
  manage: boolean;
}

/** How many children one tree page holds at most. */
export const TREE_PAGE_LIMIT = 1000;

/** One repository's line in the storage summary; sizes and counts as Artifactory writes them. */
export interface RepositoryStorageSummary {
  repoKey: string;
  repoType: string;
  packageType: string;
  projectKey: string;
  foldersCount: number;
  filesCount: number;
  itemsCount: number;
  usedSpace: string;
  usedSpaceInBytes: number;
  /** Share of all artifacts' size, e.g. '12.50%'. */
  percentage: string;
}

/** `GET /artifactory/api/storageinfo` and the console's `/ui/storagesummary` (jfrog-wire-compat §1.6, R28.063). */
export interface StorageSummary {
  binariesSummary: {
    binariesCount: string;
    binariesSize: string;
    artifactsSize: string;
    /** How much deduplication saves: binaries size over artifacts size, e.g. '42.00%'. */
    optimization: string;
    itemsCount: string;
    artifactsCount: string;
  };
  /** Every repository, then a TOTAL line. */
  repositoriesSummaryList: RepositoryStorageSummary[];
  fileStoreSummary: {
    storageType: string;
    storageDirectory: string;
    totalSpace: string;
    usedSpace: string;
    freeSpace: string;
  };
}

/** `/ui/storagesummary/projects` (R28.062): the space each project's repositories use. */
export interface ProjectStorageSummary {
  projects: { projectKey: string; repositoriesCount: number; filesCount: number; usedSpaceInBytes: number }[];
}

/** `/ui/home/widget/artifactCount` (R28.102). */
export interface ArtifactCountWidget {
  widgetData: { artifactCount: number };
}

/** `?name=value` flags of the storage calls, as Artifactory reads them: present, `1` or `true`. */
export type StorageFlags = Record<string, string | undefined>;

/**
 * `?repoKey=&path=&offset=&limit=` of the console's tree calls; defaults filled by the server. The
 * selected project narrows the tree's roots to its repositories.
 */
export interface ArtifactLocationQuery extends ProjectScopeQuery {
  repoKey?: string;
  path: string;
  offset: number;
  limit: number;
}

/** `?repoKey=&path=` of the console's calls about one node; they read no page. */
export type ArtifactNodeQuery = Pick<ArtifactLocationQuery, 'repoKey' | 'path'>;

/** Query flags as text; which ones a call reads is its own business, as on Artifactory. */
const flagsQuery = { type: 'object', additionalProperties: { type: 'string', maxLength: 8192 } } as const;

const locationQuery = {
  type: 'object',
  properties: {
    repoKey: { type: 'string', maxLength: 64 },
    path: { type: 'string', maxLength: 1024, default: '' },
    offset: { type: 'integer', minimum: 0, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: TREE_PAGE_LIMIT, default: TREE_PAGE_LIMIT },
    ...projectScopeProperties,
  },
} as const;

const fileOrPage = {
  media: ['application/octet-stream', 'text/html'],
  description:
    "The file, with its stored media type and checksum headers; a format's generated index; or a folder's listing page",
} as const;
const partialFile = {
  media: ['application/octet-stream'],
  description: 'The part of the file a Range asks for',
} as const;
const toFolder = {
  media: [],
  description: 'A folder asked for without its trailing slash: to the address with one',
} as const;
const headersOnly = { media: [], description: 'The headers a GET answers (length, checksums, type), no body' } as const;

const artifactsTag = 'Artifacts';

/**
 * Deploy, download and delete at `/artifactory/{repo}/{path}` (jfrog-wire-compat §1.2–§1.7), the
 * calls Maven and generic clients make; permissions are checked per path. HEAD is a call of its
 * own: it answers the length and checksums of the file it leaves out.
 */
export const artifactRoutes = {
  deploy: route<{ reply: StorageInfo }>()({
    method: 'PUT',
    path: '/artifactory/:repo/*',
    mount: 'both',
    access: 'anyone',
    tag: artifactsTag,
    summary: 'Deploys the body as a file (checksum headers may stand for it), or a folder at a path ending in /',
    consumes: ['*/*'],
    responses: {
      201: {
        media: ['application/vnd.org.jfrog.artifactory.storage.ItemCreated+json'],
        description: 'What was stored, as storage info',
        schema: itemCreatedSchema,
      },
    },
  }),
  repository: route()({
    method: 'GET',
    path: '/artifactory/:repo',
    mount: 'both',
    access: 'anyone',
    tag: artifactsTag,
    summary: "A repository's listing page, at its address with a trailing slash",
    responses: { 302: toFolder },
  }),
  repositoryHead: route()({
    method: 'HEAD',
    path: '/artifactory/:repo',
    mount: 'both',
    access: 'anyone',
    tag: artifactsTag,
    summary: "A repository's listing page, headers only",
    responses: { 302: toFolder },
  }),
  download: route()({
    method: 'GET',
    path: '/artifactory/:repo/*',
    mount: 'both',
    access: 'anyone',
    tag: artifactsTag,
    summary: "Downloads a file, whole or the range asked for, or a folder's listing page",
    responses: { 200: fileOrPage, 206: partialFile, 302: toFolder, 304: {} },
  }),
  head: route()({
    method: 'HEAD',
    path: '/artifactory/:repo/*',
    mount: 'both',
    access: 'anyone',
    tag: artifactsTag,
    summary: "A file's headers: its length, checksums and media type",
    responses: { 200: headersOnly, 206: headersOnly, 302: toFolder, 304: {} },
  }),
  delete: route()({
    method: 'DELETE',
    path: '/artifactory/:repo/*',
    mount: 'both',
    access: 'anyone',
    tag: artifactsTag,
    summary: 'Deletes a file, or a folder with everything in it',
    responses: { 204: {} },
  }),
} as const;

type StorageInfoReply = StorageInfo | StorageFileList | StorageProperties | StorageStats;

const storageTag = 'Storage';

/**
 * Artifactory's storage API (jfrog-wire-compat §1.6, §1.7, §1.10): storage info, properties, move
 * and copy, the storage summary, and the checksum, name, coordinate and property searches.
 */
export const storageRoutes = {
  repositoryInfo: route<{ query: StorageFlags; reply: StorageInfoReply }>()({
    method: 'GET',
    path: '/artifactory/api/storage/:repo',
    mount: 'both',
    access: 'anyone',
    tag: storageTag,
    summary: "A repository root's storage info, file list (?list), properties (?properties) or statistics (?stats)",
    query: flagsQuery,
    responses: { 200: storageInfoSchema },
  }),
  info: route<{ query: StorageFlags; reply: StorageInfoReply }>()({
    method: 'GET',
    path: '/artifactory/api/storage/:repo/*',
    mount: 'both',
    access: 'anyone',
    tag: storageTag,
    summary: "An item's storage info, file list (?list), properties (?properties) or statistics (?stats)",
    query: flagsQuery,
    responses: { 200: storageInfoSchema },
  }),
  setProperties: route<{ query: StorageFlags }>()({
    method: 'PUT',
    path: '/artifactory/api/storage/:repo/*',
    mount: 'both',
    access: 'anyone',
    tag: storageTag,
    summary: 'Sets properties (?properties=k=v1,v2;k2=v3), below the item too unless ?recursive=0',
    query: flagsQuery,
    responses: { 204: {} },
  }),
  deleteProperties: route<{ query: StorageFlags }>()({
    method: 'DELETE',
    path: '/artifactory/api/storage/:repo/*',
    mount: 'both',
    access: 'anyone',
    tag: storageTag,
    summary: 'Deletes the properties named (?properties=k1,k2), below the item too unless ?recursive=0',
    query: flagsQuery,
    responses: { 204: {} },
  }),
  move: route<{ query: StorageFlags; reply: MoveCopyResult }>()({
    method: 'POST',
    path: '/artifactory/api/move/:repo/*',
    mount: 'both',
    access: 'anyone',
    tag: storageTag,
    summary: 'Moves an item to ?to=/repo/path; with ?dry=1 only says what would happen',
    query: flagsQuery,
    responses: { 200: moveCopyResultSchema },
  }),
  copy: route<{ query: StorageFlags; reply: MoveCopyResult }>()({
    method: 'POST',
    path: '/artifactory/api/copy/:repo/*',
    mount: 'both',
    access: 'anyone',
    tag: storageTag,
    summary: 'Copies an item to ?to=/repo/path; with ?dry=1 only says what would happen',
    query: flagsQuery,
    responses: { 200: moveCopyResultSchema },
  }),
  uploadsConfig: route<{ reply: { supported: boolean } }>()({
    method: 'GET',
    path: '/artifactory/api/v1/uploads/config',
    mount: 'both',
    access: 'anyone',
    tag: storageTag,
    summary: 'Whether uploads may be split in parts: no, every upload is one stream',
    responses: {
      200: { type: 'object', required: ['supported'], properties: { supported: { type: 'boolean' } } },
    },
  }),
  summary: route<{ reply: StorageSummary }>()({
    method: 'GET',
    path: '/artifactory/api/storageinfo',
    mount: 'both',
    access: 'admin',
    tag: storageTag,
    summary: 'The storage summary: binaries, each repository, the file store',
    responses: { 200: storageSummarySchema },
  }),
  calculateSummary: route()({
    method: 'POST',
    path: '/artifactory/api/storageinfo/calculate',
    mount: 'both',
    access: 'admin',
    tag: storageTag,
    summary: 'Asks for the storage summary to be refreshed; it is computed on every read',
    responses: { 202: { media: [], description: 'Accepted' } },
  }),
  checksumSearch: route<{ query: StorageFlags; reply: SearchUris }>()({
    method: 'GET',
    path: '/artifactory/api/search/checksum',
    mount: 'both',
    access: 'anyone',
    tag: storageTag,
    summary: 'Files with a checksum (?sha256=, ?sha1= or ?md5=), in ?repos= or in every repository',
    query: flagsQuery,
    responses: { 200: searchUrisSchema },
  }),
  nameSearch: route<{ query: StorageFlags; reply: SearchUris }>()({
    method: 'GET',
    path: '/artifactory/api/search/artifact',
    mount: 'both',
    access: 'anyone',
    tag: storageTag,
    summary: 'Files by name (?name=, with * and ? wildcards), in ?repos= or in every repository',
    query: flagsQuery,
    responses: { 200: searchUrisSchema },
  }),
  gavcSearch: route<{ query: StorageFlags; reply: SearchUris }>()({
    method: 'GET',
    path: '/artifactory/api/search/gavc',
    mount: 'both',
    access: 'anyone',
    tag: storageTag,
    summary: 'Maven files by coordinates (?g=&a=&v=&c=), in ?repos= or in every repository',
    query: flagsQuery,
    responses: { 200: searchUrisSchema },
  }),
  propertySearch: route<{ query: StorageFlags; reply: SearchUris }>()({
    method: 'GET',
    path: '/artifactory/api/search/prop',
    mount: 'both',
    access: 'anyone',
    tag: storageTag,
    summary: 'Files with properties (?key=v1,v2&key2=v3), in ?repos= or in every repository',
    query: flagsQuery,
    responses: { 200: searchUrisSchema },
  }),
} as const;

const browserTag = 'Artifact browser';

/** The console's artifact browser: the tree page by page, what the caller may do, builds, summaries. */
export const artifactBrowserRoutes = {
  treeChildren: route<{ query: ArtifactLocationQuery; reply: ArtifactTreePage }>()({
    method: 'GET',
    path: '/ui/artifacts/children',
    mount: 'console',
    access: 'anyone',
    tag: browserTag,
    summary: "One page of a node's children; without a repository, the repositories the caller may read",
    query: locationQuery,
    responses: { 200: treePageSchema },
  }),
  actions: route<{ query: ArtifactNodeQuery; reply: ArtifactActions }>()({
    method: 'GET',
    path: '/ui/artifacts/actions',
    mount: 'console',
    access: 'anyone',
    tag: browserTag,
    summary: 'What the caller may do at a path',
    query: { ...locationQuery, required: ['repoKey'] },
    responses: { 200: artifactActionsSchema },
  }),
  artifactBuilds: route<{ query: ArtifactNodeQuery; reply: ArtifactBuild[] }>()({
    method: 'GET',
    path: '/ui/artifactbuilds',
    mount: 'console',
    access: 'anyone',
    tag: browserTag,
    summary: 'The builds that list a file, found by its checksums',
    query: { ...locationQuery, required: ['repoKey', 'path'] },
    responses: { 200: artifactBuildsSchema },
  }),
  storageSummary: route<{ reply: StorageSummary }>()({
    method: 'GET',
    path: '/ui/storagesummary',
    mount: 'console',
    access: 'admin',
    tag: browserTag,
    summary: 'The storage summary, for the storage screen',
    responses: { 200: storageSummarySchema },
  }),
  projectStorageSummary: route<{ reply: ProjectStorageSummary }>()({
    method: 'GET',
    path: '/ui/storagesummary/projects',
    mount: 'console',
    access: 'admin',
    tag: browserTag,
    summary: "The space each project's repositories use",
    responses: { 200: projectStorageSummarySchema },
  }),
  artifactCount: route<{ reply: ArtifactCountWidget }>()({
    method: 'GET',
    path: '/ui/home/widget/artifactCount',
    mount: 'console',
    access: 'anyone',
    tag: browserTag,
    summary: 'How many files the caller may read, for the home widget',
    responses: { 200: artifactCountSchema },
  }),
} as const;

/**
 * `{repo, *}` of an item call, its segments escaped as `encodeRepoPath` writes them. An empty path
 * leaves a trailing slash, which the paths below drop: the repository's own address.
 */
function inRepository(repoKey: string, path: string) {
  return { repo: repoKey, '*': path.split('/').filter(Boolean).join('/') };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

/** Paths of the artifact calls, through the console gateway where the console makes them. */
export const artifactPaths = {
  /** Deploy (PUT), download (GET), delete (DELETE). */
  artifact: (repoKey: string, path: string) =>
    withoutTrailingSlash(apiUrl(artifactRoutes.download, inRepository(repoKey, path))),
  storage: (repoKey: string, path: string) =>
    withoutTrailingSlash(consoleUrl(storageRoutes.info, inRepository(repoKey, path))),
  deploy: (repoKey: string, path: string) =>
    withoutTrailingSlash(consoleUrl(artifactRoutes.deploy, inRepository(repoKey, path))),
  moveOrCopy: (operation: 'move' | 'copy', repoKey: string, path: string) =>
    withoutTrailingSlash(consoleUrl(storageRoutes[operation], inRepository(repoKey, path))),
  /** `?repoKey=&path=&offset=&limit=`; without repoKey, the repositories the caller may read. */
  treeChildren: consoleUrl(artifactBrowserRoutes.treeChildren),
  /** `?repoKey=&path=` */
  actions: consoleUrl(artifactBrowserRoutes.actions),
  /** `?repoKey=&path=` */
  artifactBuilds: consoleUrl(artifactBrowserRoutes.artifactBuilds),
  storageSummary: consoleUrl(artifactBrowserRoutes.storageSummary),
  projectStorageSummary: consoleUrl(artifactBrowserRoutes.projectStorageSummary),
  artifactCount: consoleUrl(artifactBrowserRoutes.artifactCount),
} as const;
