import type { Item, ItemsRepository } from '../../storage/index.ts';
import { digestParts, isDigest, isSha256Digest, isStorableDigest } from './oci-paths.ts';

/** Artifactory's docker layout: blobs pushed before their manifest wait in `{image}/_uploads/`. */
export const UPLOADS = '_uploads';
export const MANIFEST_FILE = 'manifest.json';
export const LIST_FILE = 'list.manifest.json';
export const MANIFEST_FILES: ReadonlySet<string> = new Set([MANIFEST_FILE, LIST_FILE]);
/** The manifest's media type, kept as a property of its file (Artifactory's name). */
export const MEDIA_TYPE_PROPERTY = 'docker.manifest.type';
/** The digest the manifest was pushed by or as (Artifactory's name): its sha256, or the sha512 it was pushed by. */
export const DIGEST_PROPERTY = 'docker.manifest.digest';

/**
 * The tags a manifest was pushed as, kept on its digest folder's manifest while only tags were:
 * reads through that folder then need a path of one of those tags (ADR 019), so a tag a
 * permission hides stays hidden by its digest. Without it (pushed by digest): the folder's own path.
 */
export const PUSHED_TAGS_PROPERTY = 'docker.manifest.pushedTags';

/** How a layer or config is named in the layout: `sha256__<hex>` (`sha512__<hex>`), since `:` is awkward in paths. */
export function blobFileName(digest: string): string {
  return digest.replace(':', '__');
}

/** A folder named by a digest (`sha256__<hex>`), where a manifest lives (ADR 019); any other is a tag. */
const DIGEST_FOLDER = /^sha(?:256|512)__[0-9a-f]+$/;
export const isDigestFolder = (name: string) => DIGEST_FOLDER.test(name);

/** The folder a manifest lives in, whatever tags point at it: `{image}/sha256__<hex>` (or its sha512's). */
export function digestFolder(image: string, digest: string): string {
  return `${image}/${blobFileName(digest)}`;
}

export function sha256Of(digest: string): string {
  return digest.slice('sha256:'.length);
}

/** The segment of `{image}/{segment}/{name}`, or undefined when the path is not one level below the image. */
export function folderBelow(image: string, fullPath: string): string | undefined {
  if (!fullPath.startsWith(`${image}/`)) return undefined;
  const parts = fullPath.slice(image.length + 1).split('/');
  return parts.length === 2 ? parts[0] : undefined;
}

/** A manifest that only its digest folder holds, with the blobs beside it. */
export interface UntaggedManifest {
  manifest: Item;
  blobs: Item[];
}

/** Finds an image's blobs, manifests and tags among a repository's stored items. */
export class ImageLayout {
  readonly #items: ItemsRepository;

  constructor(items: ItemsRepository) {
    this.#items = items;
  }

  /**
   * The sha256 the blob store holds content by, for a digest of it: the digest itself, or for a
   * sha512 the sha256 recorded when the content was received by it (ADR 021).
   */
  async contentSha256(digest: string): Promise<string | undefined> {
    if (isSha256Digest(digest)) return sha256Of(digest);
    if (!isStorableDigest(digest)) return undefined;
    const { algorithm, hex } = digestParts(digest);
    return this.#items.sha256ByDigest(algorithm, hex);
  }

  async #withDigest(repoKey: string, image: string, digest: string, keep: (item: Item) => boolean) {
    const sha256 = await this.contentSha256(digest);
    if (!sha256) return [];
    const files = await this.#items.filesWithChecksum('sha256', sha256, [repoKey]);
    return files.filter((item) => keep(item) && folderBelow(image, item.fullPath) !== undefined);
  }

  /** Every file of the image that holds this blob: uploaded (`_uploads`) or beside one of its manifests. */
  blobFiles(repoKey: string, image: string, digest: string): Promise<Item[]> {
    const name = blobFileName(digest);
    return this.#withDigest(repoKey, image, digest, (item) => item.name === name);
  }

  /** Every file below an image of these repositories that holds this blob, named as the layout names it. */
  async blobFilesIn(repoKeys: readonly string[], digest: string): Promise<Item[]> {
    const sha256 = await this.contentSha256(digest);
    if (!sha256 || repoKeys.length === 0) return [];
    const name = blobFileName(digest);
    const files = await this.#items.filesWithChecksum('sha256', sha256, repoKeys);
    // `{image}/{folder}/{name}`: an image has one segment at least.
    return files.filter((item) => item.name === name && item.fullPath.split('/').length >= 3);
  }

  async blob(repoKey: string, image: string, digest: string): Promise<Item | undefined> {
    return (await this.blobFiles(repoKey, image, digest))[0];
  }

  /** Every file of the image that holds this manifest: under its tags, or under its digest. */
  manifests(repoKey: string, image: string, digest: string): Promise<Item[]> {
    return this.#withDigest(repoKey, image, digest, (item) => MANIFEST_FILES.has(item.name));
  }

  /** The manifest a tag or digest names. */
  async manifest(repoKey: string, image: string, reference: string): Promise<Item | undefined> {
    if (isDigest(reference)) return (await this.manifests(repoKey, image, reference))[0];
    return (
      (await this.#items.find(repoKey, `${image}/${reference}/${MANIFEST_FILE}`)) ??
      (await this.#items.find(repoKey, `${image}/${reference}/${LIST_FILE}`))
    );
  }

  async mediaType(item: Item): Promise<string | undefined> {
    return (await this.#items.properties([item.id])).get(item.id)?.get(MEDIA_TYPE_PROPERTY)?.[0];
  }

  /** A manifest file's media type and the digest it was stored by, from its properties. */
  async manifestProperties(item: Item): Promise<{ mediaType?: string; digest?: string }> {
    const properties = (await this.#items.properties([item.id])).get(item.id);
    const mediaType = properties?.get(MEDIA_TYPE_PROPERTY)?.[0];
    const digest = properties?.get(DIGEST_PROPERTY)?.[0];
    return { ...(mediaType ? { mediaType } : {}), ...(digest ? { digest } : {}) };
  }

  /**
   * The digest a manifest file is known by: the one it was stored by (a tag pushed with a sha512
   * digest by the `tag` parameter keeps it, ADR 021) when that digest is the file's content's,
   * else its sha256. Properties can be edited, so one naming other content is not believed.
   */
  async pushedDigest(item: Item, stored: string | undefined): Promise<string> {
    const own = `sha256:${item.sha256}`;
    if (!stored || stored === own || !isStorableDigest(stored)) return own;
    return (await this.contentSha256(stored)) === item.sha256 ? stored : own;
  }

  /** The tags a digest folder's manifest was pushed as, while no push named its digest. */
  async pushedTags(manifest: Item): Promise<string[] | undefined> {
    return (await this.#items.properties([manifest.id])).get(manifest.id)?.get(PUSHED_TAGS_PROPERTY);
  }

  /**
   * For a file in a digest folder that only tags were pushed to: the paths of that file under
   * those tags, of which a reader must be able to read one. Undefined for any other file.
   */
  async gatePaths(item: Item): Promise<{ repoKey: string; fullPath: string }[] | undefined> {
    const folder = item.fullPath.slice(0, item.fullPath.lastIndexOf('/'));
    const image = folder.slice(0, folder.lastIndexOf('/'));
    if (!image || !isDigestFolder(folder.slice(image.length + 1))) return undefined;
    const manifest = MANIFEST_FILES.has(item.name)
      ? item
      : ((await this.#items.find(item.repoKey, `${folder}/${MANIFEST_FILE}`)) ??
        (await this.#items.find(item.repoKey, `${folder}/${LIST_FILE}`)));
    const tags = manifest && (await this.pushedTags(manifest));
    return tags?.map((tag) => ({ repoKey: item.repoKey, fullPath: `${image}/${tag}/${item.name}` }));
  }

  /**
   * The image's tags, the folders below it that hold a manifest, each with the file that holds it;
   * undefined when the image holds nothing.
   */
  async tagManifests(repoKey: string, image: string): Promise<Map<string, Item> | undefined> {
    const below = await this.#items.below(repoKey, image);
    if (below.length === 0) return undefined;
    const tags = new Map<string, Item>();
    for (const item of below) {
      const folder = MANIFEST_FILES.has(item.name) ? folderBelow(image, item.fullPath) : undefined;
      if (folder && folder !== UPLOADS && !isDigestFolder(folder)) tags.set(folder, item);
    }
    return tags;
  }

  async tags(repoKey: string, image: string): Promise<string[] | undefined> {
    const manifests = await this.tagManifests(repoKey, image);
    return manifests && [...manifests.keys()];
  }

  /**
   * The manifests no tag points at any more (or ever did), and the image's indexes, whose
   * children are part of them rather than loose manifests.
   */
  async untagged(repoKey: string, image: string): Promise<{ untagged: UntaggedManifest[]; indexes: Item[] }> {
    const below = await this.#items.below(repoKey, image);
    const tagged = new Set<string>();
    const byDigest: Item[] = [];
    const indexes = new Map<string, Item>();
    for (const item of below) {
      const folder = folderBelow(image, item.fullPath);
      if (!item.sha256 || folder === undefined || folder === UPLOADS || !MANIFEST_FILES.has(item.name)) continue;
      if (item.name === LIST_FILE) indexes.set(item.sha256, item);
      if (isDigestFolder(folder)) byDigest.push(item);
      else tagged.add(item.sha256);
    }
    const untagged = byDigest
      .filter((manifest) => !tagged.has(manifest.sha256 ?? ''))
      .map((manifest) => {
        const folder = manifest.fullPath.slice(0, manifest.fullPath.lastIndexOf('/') + 1);
        const blobs = below.filter(
          (item) => item.type === 'file' && item.fullPath === folder + item.name && !MANIFEST_FILES.has(item.name),
        );
        return { manifest, blobs };
      });
    return { untagged, indexes: [...indexes.values()] };
  }

  /**
   * Every manifest file of the image, for the referrers scan: one manifest may be held under
   * several tags and digests, and a caller may be able to read only some of them.
   */
  async allManifests(repoKey: string, image: string): Promise<Item[]> {
    return (await this.#items.below(repoKey, image)).filter(
      (item) => MANIFEST_FILES.has(item.name) && item.sha256 && folderBelow(image, item.fullPath) !== undefined,
    );
  }
}
