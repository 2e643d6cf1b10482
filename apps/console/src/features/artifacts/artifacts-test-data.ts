import {
  type ArtifactActions,
  type ArtifactBuild,
  type ArtifactTreeNode,
  artifactBrowserRoutes,
  artifactPaths,
  artifactRoutes,
  type MoveCopyResult,
  type ReplyOf,
  type StorageFileInfo,
  type StorageFolderInfo,
  type StorageStats,
  storageRoutes,
  TREE_PAGE_LIMIT,
  UI_API,
} from '@arca/contract';
import { HttpResponse } from 'msw';
import { mockCall } from '../../test/mock-call.ts';

/** The repositories of the fake storage, as the tree's top level lists them. */
export const someRepositories: ArtifactTreeNode[] = [
  {
    type: 'repository',
    repoKey: 'generic-local',
    path: '',
    name: 'generic-local',
    repoType: 'LOCAL',
    packageType: 'generic',
  },
  {
    type: 'repository',
    repoKey: 'libs-release',
    path: '',
    name: 'libs-release',
    repoType: 'LOCAL',
    packageType: 'maven',
  },
  { type: 'repository', repoKey: 'npm-remote', path: '', name: 'npm-remote', repoType: 'REMOTE', packageType: 'npm' },
];

/** Every file of the fake storage as `repo/path`; folders are whatever holds them. */
export const someFiles: readonly string[] = [
  'libs-release/org/acme/app-1.0.jar',
  'libs-release/org/acme/app-1.0.pom',
  'libs-release/org/acme/docs/readme.txt',
  'libs-release/com/example/lib.jar',
  'libs-release/index.html',
  'generic-local/notes.txt',
];

export const appJarChecksums = {
  sha256: 'b5bb9d8014a0f9b1d61e21e796d78dccdf1352f23cd32812f4850b878ae4944c',
  sha1: '2aae6c35c94fcfb415dbe95f408b9ce91ee846ed',
  md5: '5eb63bbbe01eeed093cb22bb8f5acdc3',
};

export const appJarBuild: ArtifactBuild = {
  name: 'acme-app',
  number: '42',
  started: '2025-03-01T10:00:00.000Z',
  projectKey: 'alpha',
};

/** `count` files named `file-00001.bin`…, enough to need several pages. */
export function manyFiles(folder: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${folder}/file-${String(index + 1).padStart(5, '0')}.bin`);
}

export const allowEverything: ArtifactActions = {
  read: true,
  annotate: true,
  deploy: true,
  delete: true,
  manage: true,
};
export const readOnly: ArtifactActions = { read: true, annotate: false, deploy: false, delete: false, manage: false };

export interface FakeStorageOptions {
  /** What the caller may do, everywhere or by `repo/path`. */
  actions?: ArtifactActions | ((id: string) => ArtifactActions);
  /** Properties by `repo/path`. */
  properties?: Record<string, Record<string, string[]>>;
  builds?: Record<string, ArtifactBuild[]>;
  /** Answers a deploy instead of storing the file, e.g. slowly or with a refusal. */
  onDeploy?: (path: string, request: Request) => Promise<Response | undefined> | Response | undefined;
}

export interface RecordedCall {
  method: string;
  url: URL;
  body: string;
  headers: Headers;
}

/** The part of a storage address after its prefix, split into repository and path. */
function splitStoragePath(url: URL, prefix: string): { repoKey: string; path: string } {
  const [repoKey = '', ...segments] = url.pathname.slice(prefix.length).split('/').filter(Boolean);
  return { repoKey: decodeURIComponent(repoKey), path: segments.map(decodeURIComponent).join('/') };
}

const join = (repoKey: string, path: string) => (path === '' ? repoKey : `${repoKey}/${path}`);

function storageId(url: URL, prefix: string): string {
  const { repoKey, path } = splitStoragePath(url, prefix);
  return join(repoKey, path);
}

/** A refusal in the server's error envelope. */
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ errors: [{ status, message }] }, { status });

/**
 * An in-memory storage behind the artifact calls, so writes show on the next read the way the
 * server's would. `calls` records every write (and the tree's reads) in order.
 */
export function fakeStorage(initialFiles: readonly string[] = someFiles, options: FakeStorageOptions = {}) {
  const files = new Set(initialFiles);
  const properties = new Map(Object.entries(options.properties ?? {}));
  const calls: RecordedCall[] = [];
  const record = async (request: Request) => {
    const call = {
      method: request.method,
      url: new URL(request.url),
      body: await request.clone().text(),
      headers: request.headers,
    };
    calls.push(call);
    return call;
  };

  const isFolder = (id: string) => [...files].some((file) => file.startsWith(`${id}/`));

  const childrenOf = (repoKey: string, path: string): ArtifactTreeNode[] => {
    const prefix = `${join(repoKey, path)}/`;
    const folders = new Set<string>();
    const names: string[] = [];
    for (const file of files) {
      if (!file.startsWith(prefix)) continue;
      const rest = file.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash >= 0) folders.add(rest.slice(0, slash));
      else names.push(rest);
    }
    const node = (type: 'folder' | 'file', name: string): ArtifactTreeNode => ({
      type,
      repoKey,
      path: path === '' ? name : `${path}/${name}`,
      name,
    });
    return [
      ...[...folders].sort().map((name) => node('folder', name)),
      ...names.sort().map((name) => node('file', name)),
    ];
  };

  const fileInfo = (repoKey: string, path: string): StorageFileInfo => ({
    uri: `/api/storage/${join(repoKey, path)}`,
    downloadUri: `/artifactory/${join(repoKey, path)}`,
    repo: repoKey,
    path: `/${path}`,
    created: '2025-02-01T09:30:00.000Z',
    createdBy: 'deployer',
    lastModified: '2025-02-02T09:30:00.000Z',
    modifiedBy: 'admin',
    lastUpdated: '2025-02-02T09:30:00.000Z',
    size: '2048',
    mimeType: 'application/java-archive',
    checksums: appJarChecksums,
    originalChecksums: appJarChecksums,
  });

  const folderInfo = (repoKey: string, path: string): StorageFolderInfo => ({
    uri: `/api/storage/${join(repoKey, path)}`,
    repo: repoKey,
    path: `/${path}`,
    created: '2025-01-15T08:00:00.000Z',
    createdBy: 'admin',
    lastModified: '2025-01-15T08:00:00.000Z',
    modifiedBy: 'admin',
    lastUpdated: '2025-01-15T08:00:00.000Z',
    children: childrenOf(repoKey, path).map((child) => ({ uri: `/${child.name}`, folder: child.type === 'folder' })),
  });

  const stats: StorageStats = {
    uri: '',
    downloadCount: 7,
    lastDownloaded: Date.parse('2025-03-02T12:00:00.000Z'),
    lastDownloadedBy: 'ci-bot',
    remoteDownloadCount: 0,
    remoteLastDownloaded: 0,
  };

  const storagePrefix = artifactPaths.storage('', '').replace(/\/$/, '');
  const artifactPrefix = `${UI_API}/artifactory`;

  /** A storage info read: details, statistics or properties, as its flag asks. */
  const storageInfo = ({ request }: { request: Request }): ReplyOf<typeof storageRoutes.info> | Response => {
    const url = new URL(request.url);
    const { repoKey, path } = splitStoragePath(url, storagePrefix);
    const id = join(repoKey, path);
    const exists = path === '' || files.has(id) || isFolder(id);
    if (!exists) return refusal(404, `Unable to find item ${id}`);
    if (url.searchParams.has('stats')) return { ...stats, uri: `/api/storage/${id}` };
    if (url.searchParams.has('properties')) {
      const found = properties.get(id);
      return found && Object.keys(found).length > 0
        ? { uri: `/api/storage/${id}`, properties: found }
        : refusal(404, 'No properties could be found.');
    }
    return files.has(id) ? fileInfo(repoKey, path) : folderInfo(repoKey, path);
  };

  /** A move or a copy: the files under the source appear under the target, and a move drops them. */
  const transfer = (operation: 'move' | 'copy') =>
    mockCall(storageRoutes[operation], async ({ request }): Promise<MoveCopyResult> => {
      const { url } = await record(request);
      const sourceId = storageId(url, `${artifactPrefix}/api/${operation}`);
      const targetId = (url.searchParams.get('to') ?? '').replace(/^\//, '');
      for (const file of [...files]) {
        const moved =
          file === sourceId
            ? targetId
            : file.startsWith(`${sourceId}/`)
              ? targetId + file.slice(sourceId.length)
              : undefined;
        if (moved === undefined) continue;
        files.add(moved);
        if (operation === 'move') files.delete(file);
      }
      return { messages: [{ level: 'INFO', message: `${operation} ${sourceId} to ${targetId} completed` }] };
    });

  const handlers = [
    mockCall(artifactBrowserRoutes.treeChildren, async ({ request }) => {
      const { url } = await record(request);
      const query = url.searchParams;
      const repoKey = query.get('repoKey');
      const offset = Number(query.get('offset') ?? 0);
      const limit = Math.min(Number(query.get('limit') ?? TREE_PAGE_LIMIT), TREE_PAGE_LIMIT);
      const all = repoKey === null ? someRepositories : childrenOf(repoKey, query.get('path') ?? '');
      return { children: all.slice(offset, offset + limit), total: all.length };
    }),
    mockCall(artifactBrowserRoutes.actions, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const { actions = allowEverything } = options;
      const id = join(query.get('repoKey') ?? '', query.get('path') ?? '');
      return typeof actions === 'function' ? actions(id) : actions;
    }),
    mockCall(artifactBrowserRoutes.artifactBuilds, ({ request }) => {
      const query = new URL(request.url).searchParams;
      return options.builds?.[join(query.get('repoKey') ?? '', query.get('path') ?? '')] ?? [];
    }),
    mockCall(storageRoutes.repositoryInfo, storageInfo),
    mockCall(storageRoutes.info, storageInfo),
    mockCall(storageRoutes.setProperties, async ({ request }) => {
      const { url } = await record(request);
      const id = storageId(url, storagePrefix);
      const [key = '', values = ''] = (url.searchParams.get('properties') ?? '').split('=');
      properties.set(id, { ...properties.get(id), [key]: values.split(',') });
      return new HttpResponse(null, { status: 204 });
    }),
    mockCall(storageRoutes.deleteProperties, async ({ request }) => {
      const { url } = await record(request);
      const id = storageId(url, storagePrefix);
      const { [url.searchParams.get('properties') ?? '']: _removed, ...rest } = properties.get(id) ?? {};
      properties.set(id, rest);
      return new HttpResponse(null, { status: 204 });
    }),
    transfer('move'),
    transfer('copy'),
    mockCall(artifactRoutes.deploy, async ({ request }) => {
      const { url } = await record(request);
      const { repoKey, path } = splitStoragePath(url, artifactPrefix);
      const answer = await options.onDeploy?.(join(repoKey, path), request);
      if (answer) return answer;
      files.add(join(repoKey, path));
      return HttpResponse.json(fileInfo(repoKey, path), { status: 201 });
    }),
    mockCall(artifactRoutes.delete, async ({ request }) => {
      const { url } = await record(request);
      const id = storageId(url, artifactPrefix);
      for (const file of [...files]) if (file === id || file.startsWith(`${id}/`)) files.delete(file);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  /** The writes, as `METHOD path?query` lines. */
  const writes = () =>
    calls
      .filter((call) => call.method !== 'GET')
      .map((call) => `${call.method} ${decodeURIComponent(call.url.pathname)}${decodeURIComponent(call.url.search)}`);

  /** The tree's page reads, as `repo/path@offset`. */
  const pageReads = () =>
    calls
      .filter((call) => call.url.pathname === artifactPaths.treeChildren)
      .map((call) => {
        const query = call.url.searchParams;
        const repoKey = query.get('repoKey');
        return `${repoKey === null ? '' : join(repoKey, query.get('path') ?? '')}@${query.get('offset')}`;
      });

  return { files, calls, handlers, writes, pageReads };
}
