import { UI_API } from './prefixes.ts';

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

/** Paths of the artifact calls, through the console gateway where the console makes them. */
export const artifactPaths = {
  /** Deploy (PUT), download (GET), delete (DELETE). */
  artifact: (repoKey: string, path: string) => `/artifactory/${encodeRepoPath(repoKey, path)}`,
  storage: (repoKey: string, path: string) => `${UI_API}/artifactory/api/storage/${encodeRepoPath(repoKey, path)}`,
  deploy: (repoKey: string, path: string) => `${UI_API}/artifactory/${encodeRepoPath(repoKey, path)}`,
  moveOrCopy: (operation: 'move' | 'copy', repoKey: string, path: string) =>
    `${UI_API}/artifactory/api/${operation}/${encodeRepoPath(repoKey, path)}`,
  /** `?repoKey=&path=&offset=&limit=`; without repoKey, the repositories the caller may read. */
  treeChildren: `${UI_API}/ui/artifacts/children`,
  /** `?repoKey=&path=` */
  actions: `${UI_API}/ui/artifacts/actions`,
  /** `?repoKey=&path=` */
  artifactBuilds: `${UI_API}/ui/artifactbuilds`,
  storageSummary: `${UI_API}/ui/storagesummary`,
  projectStorageSummary: `${UI_API}/ui/storagesummary/projects`,
  artifactCount: `${UI_API}/ui/home/widget/artifactCount`,
} as const;

/** `repo/a/b c.txt` with each segment escaped and the slashes kept. */
export function encodeRepoPath(repoKey: string, path: string): string {
  return [repoKey, ...path.split('/').filter(Boolean)].map(encodeURIComponent).join('/');
}

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
