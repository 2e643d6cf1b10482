/**
 * JSON schemas of the artifact and storage answers (jfrog-wire-compat §1.2–§1.7), written from the
 * types in `artifacts.ts`. The server serializes answers with them, so each lists every field sent.
 */

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;

const checksumsSchema = {
  type: 'object',
  required: ['sha1', 'md5', 'sha256'],
  properties: { sha1: text, md5: text, sha256: text },
} as const;

const itemDatesSchema = {
  created: text,
  createdBy: text,
  lastModified: text,
  modifiedBy: text,
  lastUpdated: text,
} as const;

export const storageFileInfoSchema = {
  type: 'object',
  required: [
    'uri',
    'downloadUri',
    'repo',
    'path',
    ...Object.keys(itemDatesSchema),
    'size',
    'mimeType',
    'checksums',
    'originalChecksums',
  ],
  properties: {
    uri: text,
    downloadUri: text,
    repo: text,
    path: text,
    remoteUrl: text,
    ...itemDatesSchema,
    size: text,
    mimeType: text,
    checksums: checksumsSchema,
    originalChecksums: checksumsSchema,
  },
} as const;

export const storageFolderInfoSchema = {
  type: 'object',
  required: ['uri', 'repo', 'path', ...Object.keys(itemDatesSchema), 'children'],
  properties: {
    uri: text,
    repo: text,
    path: text,
    ...itemDatesSchema,
    children: {
      type: 'array',
      items: { type: 'object', required: ['uri', 'folder'], properties: { uri: text, folder: { type: 'boolean' } } },
    },
  },
} as const;

export const storageFileListSchema = {
  type: 'object',
  required: ['uri', 'created', 'files'],
  properties: {
    uri: text,
    created: text,
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['uri', 'size', 'lastModified', 'folder'],
        properties: {
          uri: text,
          size: integer,
          lastModified: text,
          folder: { type: 'boolean' },
          sha1: text,
          sha2: text,
          mdTimestamps: { type: 'object', required: ['properties'], properties: { properties: text } },
        },
      },
    },
  },
} as const;

export const storagePropertiesSchema = {
  type: 'object',
  required: ['uri', 'properties'],
  properties: {
    uri: text,
    properties: { type: 'object', additionalProperties: { type: 'array', items: text } },
  },
} as const;

export const storageStatsSchema = {
  type: 'object',
  required: [
    'uri',
    'downloadCount',
    'lastDownloaded',
    'lastDownloadedBy',
    'remoteDownloadCount',
    'remoteLastDownloaded',
  ],
  properties: {
    uri: text,
    downloadCount: integer,
    lastDownloaded: integer,
    lastDownloadedBy: text,
    remoteDownloadCount: integer,
    remoteLastDownloaded: integer,
  },
} as const;

/** `GET /api/storage/{repo}/{path}`: which shape depends on the query. */
export const storageInfoSchema = {
  description: 'Storage info; with ?list a file list, with ?properties the properties, with ?stats the statistics',
  anyOf: [
    storageFileInfoSchema,
    storageFolderInfoSchema,
    storageFileListSchema,
    storagePropertiesSchema,
    storageStatsSchema,
  ],
} as const;

/** What a deploy creates: the file, or the folder a path ending in a slash asks for. */
export const itemCreatedSchema = {
  description: 'The item created, as application/vnd.org.jfrog.artifactory.storage.ItemCreated+json',
  anyOf: [storageFileInfoSchema, storageFolderInfoSchema],
} as const;

export const moveCopyResultSchema = {
  type: 'object',
  required: ['messages'],
  properties: {
    messages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['level', 'message'],
        properties: { level: { type: 'string', enum: ['INFO', 'WARNING', 'ERROR'] }, message: text },
      },
    },
  },
} as const;

export const searchUrisSchema = {
  type: 'object',
  required: ['results'],
  properties: {
    results: { type: 'array', items: { type: 'object', required: ['uri'], properties: { uri: text } } },
  },
} as const;

const repositoryStorageSummarySchema = {
  type: 'object',
  required: [
    'repoKey',
    'repoType',
    'packageType',
    'projectKey',
    'foldersCount',
    'filesCount',
    'itemsCount',
    'usedSpace',
    'usedSpaceInBytes',
    'percentage',
  ],
  properties: {
    repoKey: text,
    repoType: text,
    packageType: text,
    projectKey: text,
    foldersCount: integer,
    filesCount: integer,
    itemsCount: integer,
    usedSpace: text,
    usedSpaceInBytes: integer,
    percentage: text,
  },
} as const;

export const storageSummarySchema = {
  type: 'object',
  required: ['binariesSummary', 'repositoriesSummaryList', 'fileStoreSummary'],
  properties: {
    binariesSummary: {
      type: 'object',
      required: ['binariesCount', 'binariesSize', 'artifactsSize', 'optimization', 'itemsCount', 'artifactsCount'],
      properties: {
        binariesCount: text,
        binariesSize: text,
        artifactsSize: text,
        optimization: text,
        itemsCount: text,
        artifactsCount: text,
      },
    },
    repositoriesSummaryList: { type: 'array', items: repositoryStorageSummarySchema },
    fileStoreSummary: {
      type: 'object',
      required: ['storageType', 'storageDirectory', 'totalSpace', 'usedSpace', 'freeSpace'],
      properties: { storageType: text, storageDirectory: text, totalSpace: text, usedSpace: text, freeSpace: text },
    },
  },
} as const;

export const projectStorageSummarySchema = {
  type: 'object',
  required: ['projects'],
  properties: {
    projects: {
      type: 'array',
      items: {
        type: 'object',
        required: ['projectKey', 'repositoriesCount', 'filesCount', 'usedSpaceInBytes'],
        properties: { projectKey: text, repositoriesCount: integer, filesCount: integer, usedSpaceInBytes: integer },
      },
    },
  },
} as const;

export const treePageSchema = {
  type: 'object',
  required: ['children', 'total'],
  properties: {
    total: integer,
    children: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'repoKey', 'path', 'name'],
        properties: {
          type: { type: 'string', enum: ['repository', 'folder', 'file'] },
          repoKey: text,
          path: text,
          name: text,
          repoType: text,
          packageType: text,
          size: integer,
          lastModified: integer,
        },
      },
    },
  },
} as const;

export const artifactActionsSchema = {
  type: 'object',
  required: ['read', 'annotate', 'deploy', 'delete', 'manage'],
  properties: Object.fromEntries(
    ['read', 'annotate', 'deploy', 'delete', 'manage'].map((action) => [action, { type: 'boolean' }]),
  ),
} as const;

export const artifactBuildsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'number', 'started', 'projectKey'],
    properties: { name: text, number: text, started: text, projectKey: text },
  },
} as const;

export const artifactCountSchema = {
  type: 'object',
  required: ['widgetData'],
  properties: {
    widgetData: { type: 'object', required: ['artifactCount'], properties: { artifactCount: integer } },
  },
} as const;
