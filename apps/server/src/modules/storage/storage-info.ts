import {
  type ArtifactTreeNode,
  encodeRepoPath,
  type StorageFileInfo,
  type StorageFileList,
  type StorageFolderInfo,
  type StorageStats,
} from '@arca/contract';
import type { Item } from './items.repository.ts';

/** How items read on Artifactory's wire (jfrog-wire-compat §1.2, §1.6). */
export class StorageInfoFormat {
  readonly #base: string;

  /** `base`: the public URL of the artifactory service, e.g. http://host:8082/artifactory. */
  constructor(base: string) {
    this.#base = base;
  }

  storageUri(repoKey: string, path: string): string {
    return `${this.#base}/api/storage/${encodeRepoPath(repoKey, path)}`;
  }

  downloadUri(repoKey: string, path: string): string {
    return `${this.#base}/${encodeRepoPath(repoKey, path)}`;
  }

  file(item: Item): StorageFileInfo {
    const checksums = { sha1: item.sha1 ?? '', md5: item.md5 ?? '', sha256: item.sha256 ?? '' };
    return {
      uri: this.storageUri(item.repoKey, item.fullPath),
      downloadUri: this.downloadUri(item.repoKey, item.fullPath),
      repo: item.repoKey,
      path: `/${item.fullPath}`,
      ...(item.remoteUrl ? { remoteUrl: item.remoteUrl } : {}),
      created: iso(item.createdAt),
      createdBy: item.createdBy,
      lastModified: iso(item.modifiedAt),
      modifiedBy: item.modifiedBy,
      lastUpdated: iso(item.updatedAt),
      size: String(item.size),
      mimeType: item.mimeType ?? 'application/octet-stream',
      checksums,
      originalChecksums: checksums,
    };
  }

  /** A folder, or the repository root when `folder` is undefined. */
  folder(
    repoKey: string,
    folder: Pick<Item, 'fullPath' | 'createdAt' | 'createdBy' | 'modifiedAt' | 'modifiedBy' | 'updatedAt'>,
    children: readonly Item[],
  ): StorageFolderInfo {
    return {
      uri: this.storageUri(repoKey, folder.fullPath),
      repo: repoKey,
      path: folder.fullPath ? `/${folder.fullPath}` : '/',
      created: iso(folder.createdAt),
      createdBy: folder.createdBy,
      lastModified: iso(folder.modifiedAt),
      modifiedBy: folder.modifiedBy,
      lastUpdated: iso(folder.updatedAt),
      children: children.map((child) => ({ uri: `/${child.name}`, folder: child.type === 'folder' })),
    };
  }

  /** `?list`: every item below `folder`, relative to it. */
  list(
    repoKey: string,
    folder: string,
    items: readonly Item[],
    options: { listFolders: boolean; mdTimestamps: boolean; includeRootPath: boolean },
    createdAt: number,
  ): StorageFileList {
    const prefix = folder ? folder.length + 1 : 0;
    const files: StorageFileList['files'] = [];
    if (options.includeRootPath && options.listFolders)
      files.push({ uri: '/', size: -1, lastModified: iso(createdAt), folder: true });
    for (const item of items) {
      const folderItem = item.type === 'folder';
      if (folderItem && !options.listFolders) continue;
      files.push({
        uri: `/${item.fullPath.slice(prefix)}`,
        size: folderItem ? -1 : item.size,
        lastModified: iso(item.modifiedAt),
        folder: folderItem,
        ...(folderItem ? {} : { sha1: item.sha1 ?? '', sha2: item.sha256 ?? '' }),
        ...(options.mdTimestamps ? { mdTimestamps: { properties: iso(item.updatedAt) } } : {}),
      });
    }
    return { uri: this.storageUri(repoKey, folder), created: iso(createdAt), files };
  }

  stats(item: Item): StorageStats {
    return {
      uri: this.storageUri(item.repoKey, item.fullPath),
      downloadCount: item.downloads,
      lastDownloaded: item.lastDownloadedAt ?? 0,
      lastDownloadedBy: item.lastDownloadedBy ?? '',
      remoteDownloadCount: 0,
      remoteLastDownloaded: 0,
    };
  }
}

export function treeNode(item: Item): ArtifactTreeNode {
  return {
    type: item.type,
    repoKey: item.repoKey,
    path: item.fullPath,
    name: item.name,
    ...(item.type === 'file' ? { size: item.size } : {}),
    lastModified: item.modifiedAt,
  };
}

function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
