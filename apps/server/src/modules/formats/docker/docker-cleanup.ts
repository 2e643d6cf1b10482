import type { FastifyBaseLogger } from 'fastify';
import type { PeriodicTask } from '../../jobs/scheduler.ts';
import type { PackageIndex } from '../../packages/package-index.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import type { Item } from '../../storage/index.ts';
import type { FormatStorage } from '../format-storage.ts';
import { readCapped } from '../read-capped.ts';
import { type DockerService, REGISTRY_TYPES } from './docker.service.ts';
import { folderBelow, type ImageLayout, isDigestFolder, MANIFEST_FILES, UPLOADS } from './image-layout.ts';
import { MANIFEST_LIMIT } from './manifests.ts';
import { isDigest } from './oci-paths.ts';

/** A push's blobs wait in `_uploads/` for its manifest this long after their last write, as an upload session does. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often the cleanup comes round; its graces are counted in days and hours. */
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export interface CleanupGraces {
  /** How long a manifest stays once no tag points at it (and nothing kept needs it). */
  untaggedMs: number;
  /** How long a blob pushed before its manifest waits for a manifest that names it. */
  uploadMs: number;
}

/** What one turn removed. */
export interface CleanupReport {
  manifests: number;
  uploads: number;
}

type CleanupStorage = Pick<FormatStorage, 'access' | 'items' | 'changes' | 'blobs'>;

/**
 * Removes what nothing references any more from local registry repositories (ADR 019): blobs in an
 * image's `_uploads/` that no manifest of the image names, and the digest folders of manifests no
 * tag points at, each once its grace has passed. It removes items only; the blobs they held are
 * released by the blob collector as any delete's are, so content another item holds stays.
 */
export class DockerCleanup {
  readonly #storage: CleanupStorage;
  readonly #layout: ImageLayout;
  readonly #index: PackageIndex;
  readonly #docker: DockerService;

  constructor(deps: {
    storage: CleanupStorage;
    layout: ImageLayout;
    index: PackageIndex;
    docker: DockerService;
  }) {
    this.#storage = deps.storage;
    this.#layout = deps.layout;
    this.#index = deps.index;
    this.#docker = deps.docker;
  }

  async run(graces: CleanupGraces, now = Date.now()): Promise<CleanupReport> {
    const report: CleanupReport = { manifests: 0, uploads: 0 };
    for (const repository of await this.#storage.access.listRepositories()) {
      if (repository.rclass !== 'local' || !REGISTRY_TYPES.has(repository.packageType)) continue;
      for (const image of await this.#imagesWithCandidates(repository.key)) {
        // Judged and removed while no push or delete on any node changes the image (the image's
        // cluster lock), so a manifest tagged again meanwhile is seen tagged.
        const removed = await this.#docker.whileImageUnchanged(repository.key, image, async () => {
          const doomed = await this.#unneeded(repository.key, image, graces, now);
          await this.#storage.changes.removeItems([...doomed.manifestFolders, ...doomed.uploads]);
          return doomed;
        });
        if (removed.manifestFolders.length + removed.uploads.length === 0) continue;
        report.manifests += removed.manifestCount;
        report.uploads += removed.uploads.length;
        await this.#afterRemoval(repository, image);
      }
    }
    return report;
  }

  /** The images below which a digest folder or `_uploads/` is stored: the only ones with anything to remove. */
  async #imagesWithCandidates(repoKey: string): Promise<string[]> {
    const folders = await this.#storage.items.foldersNamed(repoKey, { names: [UPLOADS], prefixes: ['sha'] });
    const images = folders.filter(({ name, parent }) => parent !== '' && (name === UPLOADS || isDigestFolder(name)));
    return [...new Set(images.map(({ parent }) => parent))].sort();
  }

  /**
   * The items to remove from one image: the digest folders of the manifests it no longer needs
   * (`neededManifests`), and the uploads no manifest that stays names, once past their grace.
   */
  async #unneeded(repoKey: string, image: string, graces: CleanupGraces, now: number) {
    const below = await this.#storage.items.below(repoKey, image);
    const { untagged, indexes } = await this.#layout.untagged(repoKey, image);
    const untaggedSince = await this.#untaggedSince(repoKey, image);
    const expired = untagged.filter(
      ({ manifest }) => now - (untaggedSince.get(manifest.sha256 ?? '') ?? manifest.modifiedAt) >= graces.untaggedMs,
    );
    const documents = new Map<string, ManifestLinks>();
    for (const item of [...indexes, ...expired.map(({ manifest }) => manifest)])
      documents.set(item.sha256 ?? '', await this.#links(item));
    const needed = neededManifests(
      below,
      image,
      new Set(expired.map(({ manifest }) => manifest.sha256 ?? '')),
      documents,
    );

    const doomed = expired.filter(({ manifest }) => !needed.has(manifest.sha256 ?? ''));
    const doomedFolders = new Set(doomed.map(({ manifest }) => parentOf(manifest.fullPath)));
    const manifestFolders = below.filter(
      (item) => doomedFolders.has(item.fullPath) || doomedFolders.has(parentOf(item.fullPath)),
    );
    // The blobs the manifests that stay keep beside them, by the names the layout gives them.
    const keptBlobNames = new Set(
      below
        .filter((item) => {
          const folder = folderBelow(image, item.fullPath);
          return item.type === 'file' && folder && folder !== UPLOADS && !doomedFolders.has(parentOf(item.fullPath));
        })
        .map((item) => item.name),
    );
    const uploads = below.filter(
      (item) =>
        item.type === 'file' &&
        folderBelow(image, item.fullPath) === UPLOADS &&
        !keptBlobNames.has(item.name) &&
        now - item.modifiedAt >= graces.uploadMs,
    );
    return { manifestFolders, manifestCount: doomed.length, uploads };
  }

  /**
   * When each untagged manifest lost its last tag: the time the registry recorded it as a version
   * named by its digest. A manifest without one (an index's child, a Helm chart) counts from its
   * folder's last write.
   */
  async #untaggedSince(repoKey: string, image: string): Promise<Map<string, number>> {
    const since = new Map<string, number>();
    for (const version of await this.#index.versionsIn(repoKey, 'docker', image)) {
      const manifest = isDigest(version.version) ? version.files.find((file) => file.lead) : undefined;
      if (manifest?.sha256) since.set(manifest.sha256, version.created);
    }
    return since;
  }

  /** The digests an index names, and the one a manifest's `subject` names. */
  async #links(item: Item): Promise<ManifestLinks> {
    const none = { children: [], subject: undefined };
    if (!item.sha256 || item.size > MANIFEST_LIMIT) return none;
    const body = await readCapped(this.#storage.blobs.read(item.sha256, item.size), MANIFEST_LIMIT);
    let document: unknown;
    try {
      document = JSON.parse(body?.toString('utf8') ?? '');
    } catch {
      return none;
    }
    if (document === null || typeof document !== 'object') return none;
    const { manifests, subject } = document as { manifests?: unknown; subject?: { digest?: unknown } };
    return {
      children: Array.isArray(manifests)
        ? manifests.map((child) => String((child as { digest?: unknown } | null)?.digest))
        : [],
      subject: typeof subject?.digest === 'string' ? subject.digest : undefined,
    };
  }

  /** The package view and the index follow: removed manifests' versions go, and a manifest an index no longer holds shows. */
  #afterRemoval(repository: StoredRepository, image: string): Promise<void> {
    return this.#docker.deleted(repository, `${image}/${UPLOADS}`);
  }
}

/** What a manifest names of the others: an index its children, a referrer its subject. */
interface ManifestLinks {
  children: string[];
  subject: string | undefined;
}

/**
 * The manifests of the image still needed (by content sha256), of which only `expired` (untagged
 * past their grace) may be unneeded. One is needed while a tag points at it, while it is not
 * expired, while an index that is needed names it, or while the manifest its `subject` names is
 * needed: a signature or SBOM lives as long as what it describes. Settled when a pass adds none.
 */
function neededManifests(
  below: readonly Item[],
  image: string,
  expired: ReadonlySet<string>,
  links: ReadonlyMap<string, ManifestLinks>,
): Set<string> {
  const contentOf = digestNames(below, image);
  const needed = new Set<string>();
  for (const item of below)
    if (item.sha256 && MANIFEST_FILES.has(item.name) && folderBelow(image, item.fullPath) && !expired.has(item.sha256))
      needed.add(item.sha256);
  for (let added = true; added; ) {
    added = false;
    for (const sha256 of expired) {
      if (needed.has(sha256)) continue;
      const subject = contentOf.get(links.get(sha256)?.subject ?? '');
      const inNeededIndex = [...links].some(
        ([index, { children }]) => needed.has(index) && children.some((child) => contentOf.get(child) === sha256),
      );
      if (inNeededIndex || (subject !== undefined && needed.has(subject))) {
        needed.add(sha256);
        added = true;
      }
    }
  }
  return needed;
}

function parentOf(path: string): string {
  return path.slice(0, Math.max(path.lastIndexOf('/'), 0));
}

/**
 * The content (sha256) of each manifest of the image by the digests it is named by: its content's
 * sha256, and the digest its folder is named by (a sha512 one for a manifest pushed so).
 */
function digestNames(below: readonly Item[], image: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of below) {
    const folder = folderBelow(image, item.fullPath);
    if (!item.sha256 || !folder || !MANIFEST_FILES.has(item.name)) continue;
    names.set(`sha256:${item.sha256}`, item.sha256);
    if (isDigestFolder(folder)) names.set(folder.replace('__', ':'), item.sha256);
  }
  return names;
}

/**
 * The cleanup as a periodic task. One node doing it does for all, and two doing it at once judge
 * each image under its lock and find nothing left to remove the second time.
 */
export function dockerCleanupTask(
  cleanup: DockerCleanup,
  graces: CleanupGraces,
  log: FastifyBaseLogger | undefined,
): PeriodicTask {
  return {
    name: 'docker cleanup',
    everyMs: CLEANUP_EVERY_MS,
    scope: 'cluster',
    run: async () => {
      const removed = await cleanup.run(graces);
      if (removed.manifests + removed.uploads > 0)
        log?.info({ removed }, 'docker cleanup removed unneeded manifests and uploads');
    },
  };
}
