import { statfs } from 'node:fs/promises';
import type {
  ArtifactCountWidget,
  ProjectStorageSummary,
  RepositoryStorageSummary,
  StorageSummary,
} from '@arca/contract';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { ItemsRepository } from './items.repository.ts';
import type { StorageAccess } from './storage-access.ts';

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** Sizes as the storage summary writes them: '1.50 GB'. */
export function humanBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(2)} ${UNITS[unit]}`;
}

function percent(part: number, whole: number): string {
  return `${(whole === 0 ? 0 : (100 * part) / whole).toFixed(2)}%`;
}

/** How much the repositories hold and how much disk that takes, for administrators; the home page's artifact count for everyone. */
export class StorageSummaryService {
  readonly #access: StorageAccess;
  readonly #items: ItemsRepository;
  readonly #blobsDir: string;

  constructor(deps: { access: StorageAccess; items: ItemsRepository; blobsDir: string }) {
    this.#access = deps.access;
    this.#items = deps.items;
    this.#blobsDir = deps.blobsDir;
  }

  async summary(actor: Actor): Promise<StorageSummary> {
    requireAdmin(actor);
    const [repositories, usage, blobs, disk] = await Promise.all([
      this.#access.listRepositories(),
      this.#items.usage(),
      this.#items.blobTotals(),
      statfs(this.#blobsDir),
    ]);
    const byKey = new Map(usage.map((line) => [line.repoKey, line]));
    const artifactsSize = usage.reduce((sum, line) => sum + line.bytes, 0);
    const lines: RepositoryStorageSummary[] = repositories.map((repository) => {
      const line = byKey.get(repository.key) ?? { folders: 0, files: 0, bytes: 0 };
      return {
        repoKey: repository.key,
        repoType: repository.rclass.toUpperCase(),
        packageType: repository.packageType,
        projectKey: repository.projectKey,
        foldersCount: line.folders,
        filesCount: line.files,
        itemsCount: line.folders + line.files,
        usedSpace: humanBytes(line.bytes),
        usedSpaceInBytes: line.bytes,
        percentage: percent(line.bytes, artifactsSize),
      };
    });
    const total = lines.reduce(
      (sum, line) => ({ folders: sum.folders + line.foldersCount, files: sum.files + line.filesCount }),
      { folders: 0, files: 0 },
    );
    lines.push({
      repoKey: 'TOTAL',
      repoType: 'NA',
      packageType: 'NA',
      projectKey: '',
      foldersCount: total.folders,
      filesCount: total.files,
      itemsCount: total.folders + total.files,
      usedSpace: humanBytes(artifactsSize),
      usedSpaceInBytes: artifactsSize,
      percentage: percent(artifactsSize, artifactsSize),
    });
    const totalSpace = disk.blocks * disk.bsize;
    const freeSpace = disk.bavail * disk.bsize;
    const usedSpace = totalSpace - disk.bfree * disk.bsize;
    return {
      binariesSummary: {
        binariesCount: String(blobs.count),
        binariesSize: humanBytes(blobs.bytes),
        artifactsSize: humanBytes(artifactsSize),
        optimization: percent(blobs.bytes, artifactsSize),
        itemsCount: String(total.folders + total.files),
        artifactsCount: String(total.files),
      },
      repositoriesSummaryList: lines,
      fileStoreSummary: {
        storageType: 'file-system',
        storageDirectory: this.#blobsDir,
        totalSpace: humanBytes(totalSpace),
        usedSpace: `${humanBytes(usedSpace)} (${percent(usedSpace, totalSpace)})`,
        freeSpace: `${humanBytes(freeSpace)} (${percent(freeSpace, totalSpace)})`,
      },
    };
  }

  async projects(actor: Actor): Promise<ProjectStorageSummary> {
    requireAdmin(actor);
    const [repositories, usage] = await Promise.all([this.#access.listRepositories(), this.#items.usage()]);
    const byKey = new Map(usage.map((line) => [line.repoKey, line]));
    const projects = new Map<string, ProjectStorageSummary['projects'][number]>();
    for (const repository of repositories) {
      if (!repository.projectKey) continue;
      const line = byKey.get(repository.key);
      const project = projects.get(repository.projectKey) ?? {
        projectKey: repository.projectKey,
        repositoriesCount: 0,
        filesCount: 0,
        usedSpaceInBytes: 0,
      };
      project.repositoriesCount++;
      project.filesCount += line?.files ?? 0;
      project.usedSpaceInBytes += line?.bytes ?? 0;
      projects.set(repository.projectKey, project);
    }
    return { projects: [...projects.values()].sort((a, b) => (a.projectKey < b.projectKey ? -1 : 1)) };
  }

  /** The files the caller may read. */
  async artifactCount(actor: Actor): Promise<ArtifactCountWidget> {
    return { widgetData: { artifactCount: await this.#items.countFiles(await this.#access.readScope(actor)) } };
  }
}
