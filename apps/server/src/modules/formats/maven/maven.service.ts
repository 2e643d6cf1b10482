import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { serverMessages } from '@arca/contract';
import { Conflict, DomainError, Invalid, NotFound } from '../../../lib/errors.ts';
import { type Actor, actorName } from '../../auth/actor.ts';
import type { IndexedFile, PackageIndex } from '../../packages/package-index.ts';
import type { StoredRepository } from '../../repositories/repositories.repository.ts';
import {
  type BlobDigest,
  type FormatHooks,
  type GeneratedContent,
  type Item,
  mimeTypeOf,
} from '../../storage/index.ts';
import { forgetFile } from '../forget-file.ts';
import type { FormatStorage } from '../format-storage.ts';
import { readCapped } from '../read-capped.ts';
import {
  type ArtifactCoordinates,
  type ArtifactFile,
  type ChecksumAlgorithm,
  checksumTarget,
  METADATA_FILE,
  type MetadataFile,
  parseMavenPath,
} from './maven-layout.ts';
import {
  artifactMetadataXml,
  lastUpdatedOf,
  mergeMetadata,
  snapshotMetadataOf,
  snapshotMetadataXml,
} from './maven-metadata.ts';
import { isSnapshotVersion } from './maven-version.ts';
import { type PomFacts, readPom, UnreadablePom } from './pom.ts';

export const PACKAGE_TYPE = 'maven';
/** A checksum file holds a hex digest, perhaps followed by a file name. */
const CHECKSUM_BODY_LIMIT = 1024;
/** Poms and metadata are read whole to be parsed; larger ones are not indexed or merged. */
const XML_LIMIT = 4 * 1024 * 1024;
const CHECKSUM_MIME_TYPE = 'application/x-checksum';

/** What the index keeps of each Maven file in its repository. */
interface FileMetadata {
  groupId: string;
  artifactId: string;
  version: string;
  classifier?: string;
  extension: string;
  packaging?: string;
}

function isLocal(repository: StoredRepository): boolean {
  return repository.rclass === 'local' || repository.rclass === 'federated';
}

function nameOf(coordinates: { groupId: string; artifactId: string }): string {
  return `${coordinates.groupId}:${coordinates.artifactId}`;
}

/**
 * Maven repositories on the plain artifact routes (ADR 005): checksum files verified against and
 * answered from the stored files, paths held to the Maven layout, maven-metadata.xml computed from
 * the package index after every deploy and delete, and merged across a virtual repository's members.
 */
export class MavenService implements FormatHooks {
  readonly #storage: FormatStorage;
  readonly #index: PackageIndex;

  constructor(deps: { storage: FormatStorage; index: PackageIndex }) {
    this.#storage = deps.storage;
    this.#index = deps.index;
  }

  async read(actor: Actor, repository: StoredRepository, path: string): Promise<GeneratedContent | undefined> {
    const checksum = checksumTarget(path);
    if (checksum) {
      const digest = await this.#checksumOf(actor, repository, checksum.target, checksum.algorithm);
      return digest === undefined ? undefined : { body: Buffer.from(digest), mimeType: CHECKSUM_MIME_TYPE };
    }
    if (repository.rclass !== 'virtual' || !path.endsWith(METADATA_FILE)) return undefined;
    const merged = await this.#mergedMetadata(actor, repository, path, new Set());
    return merged === undefined ? undefined : { body: Buffer.from(merged), mimeType: mimeTypeOf(path) };
  }

  /** The checksum of what the path reads as; undefined lets storage answer (a missing file's 404 or 401). */
  async #checksumOf(
    actor: Actor,
    repository: StoredRepository,
    target: string,
    algorithm: ChecksumAlgorithm,
  ): Promise<string | undefined> {
    if (repository.rclass === 'virtual' && target.endsWith(METADATA_FILE)) {
      const merged = await this.#mergedMetadata(actor, repository, target, new Set());
      if (merged !== undefined) return createHash(algorithm).update(merged).digest('hex');
    }
    const { item } = await this.#storage.resolve.resolveIn(actor, repository, target);
    if (item.type !== 'file') throw new NotFound(`Could not find resource: ${target}`);
    return this.#digestOf(item, algorithm);
  }

  /** sha512 is not kept with the blob, so it is computed from the content when asked. */
  async #digestOf(item: Item, algorithm: ChecksumAlgorithm): Promise<string> {
    if (algorithm !== 'sha512') return item[algorithm] ?? '';
    const hash = createHash('sha512');
    for await (const chunk of this.#storage.blobs.read(item.sha256 ?? '', item.size)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }

  async #mergedMetadata(
    actor: Actor,
    repository: StoredRepository,
    path: string,
    visited: Set<string>,
  ): Promise<string | undefined> {
    visited.add(repository.key);
    const documents: string[] = [];
    for (const key of repository.config.repositories ?? []) {
      if (visited.has(key)) continue;
      const member = await this.#storage.access.findRepository(key);
      if (!member) continue;
      const text =
        member.rclass === 'virtual'
          ? await this.#mergedMetadata(actor, member, path, visited)
          : await this.#memberText(actor, member, path);
      if (text !== undefined) documents.push(text);
    }
    return mergeMetadata(documents);
  }

  /** A member's file as text; a member that lacks it, or that the caller may not read, adds nothing. */
  async #memberText(actor: Actor, member: StoredRepository, path: string): Promise<string | undefined> {
    try {
      const { item } = await this.#storage.resolve.resolve(actor, member.key, path);
      return (await this.#text(item))?.toString('utf8');
    } catch (error) {
      if (error instanceof DomainError && [401, 403, 404].includes(error.status)) return undefined;
      throw error;
    }
  }

  async #text(item: Item): Promise<Buffer | undefined> {
    if (item.type !== 'file' || !item.sha256) return undefined;
    return this.#blobText({ sha256: item.sha256, size: item.size });
  }

  async #blobText(content: Pick<BlobDigest, 'sha256' | 'size'>): Promise<Buffer | undefined> {
    if (content.size > XML_LIMIT) return undefined;
    return readCapped(this.#storage.blobs.read(content.sha256, content.size), XML_LIMIT);
  }

  async beforeDeploy(
    actor: Actor,
    repository: StoredRepository,
    path: string,
    body: Readable,
  ): Promise<Item | undefined> {
    const checksum = checksumTarget(path);
    if (checksum) return this.#verifyChecksum(actor, repository, checksum.target, checksum.algorithm, body);
    const parsed = parseMavenPath(path);
    if (parsed.kind === 'invalid') {
      if (repository.config.suppressPomConsistencyChecks === true) return undefined;
      throw new Invalid(parsed.reason);
    }
    if (parsed.kind === 'metadata') return this.#replaceMetadata(actor, repository, path, parsed, body);
    if (parsed.kind === 'artifact') {
      const snapshot = isSnapshotVersion(parsed.version);
      if (snapshot && repository.config.handleSnapshots === false)
        throw new Conflict(`The repository '${repository.key}' does not handle snapshots: ${path}`);
      if (!snapshot && repository.config.handleReleases === false)
        throw new Conflict(`The repository '${repository.key}' does not handle releases: ${path}`);
    }
    return undefined;
  }

  /**
   * Metadata a client sends where the server keeps its own is read and dropped, as Artifactory
   * recalculates it: so a deployer needs no overwrite permission for it. Elsewhere it is stored as sent.
   */
  async #replaceMetadata(
    actor: Actor,
    repository: StoredRepository,
    path: string,
    metadata: MetadataFile,
    body: Readable,
  ): Promise<Item | undefined> {
    if (!isLocal(repository) || !(await this.#storage.items.find(repository.key, path))) return undefined;
    await readCapped(body, XML_LIMIT);
    await this.#inFolder(repository, metadata, () =>
      this.#recalculate(actor, repository, metadata, metadata.version, false),
    );
    return this.#storage.items.find(repository.key, path);
  }

  /**
   * A checksum file is checked against the stored file rather than stored. Metadata's are taken
   * and ignored: the server's own calculation replaced the metadata the client sent. A file the
   * deployer may not read is answered as a missing one: the mismatch message, or a match, would
   * otherwise tell them its checksum.
   */
  async #verifyChecksum(
    actor: Actor,
    repository: StoredRepository,
    target: string,
    algorithm: ChecksumAlgorithm,
    body: Readable,
  ): Promise<Item> {
    const content = await readCapped(body, CHECKSUM_BODY_LIMIT);
    const item = await this.#storage.items.find(repository.key, target);
    const readable = item?.type === 'file' && (await this.#storage.access.may(actor, 'READ', repository.key, target));
    if (!readable) throw new NotFound(`Could not find resource: ${target}`);
    if (target.endsWith(METADATA_FILE)) return item;
    const given = content?.toString('utf8').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    if (!/^[0-9a-f]+$/.test(given)) throw new Invalid(`The ${algorithm} checksum of ${target} is not valid hex`);
    const actual = await this.#digestOf(item, algorithm);
    if (given !== actual)
      throw new Conflict(`Checksum error for '${target}': received '${given}' but actual is '${actual}'`);
    return item;
  }

  /**
   * A pom must be one Maven can read, of the artifact its path names, before it is recorded: a pom
   * refused here leaves nothing behind, and the pom it would have replaced stays. Where pom
   * consistency checks are suppressed, poms are stored as sent.
   */
  async checkContent(repository: StoredRepository, path: string, content: BlobDigest): Promise<void> {
    if (!isLocal(repository) || repository.config.suppressPomConsistencyChecks === true) return;
    const file = parseMavenPath(path);
    if (file.kind !== 'artifact' || !isPom(file)) return;
    const text = await this.#blobText(content);
    if (!text) return;
    let pom: PomFacts;
    try {
      pom = readPom(text.toString('utf8'));
    } catch (error) {
      if (error instanceof UnreadablePom) throw new Invalid(serverMessages.pomUnreadable(path, error.message));
      throw error;
    }
    if (
      (pom.groupId ?? file.groupId) !== file.groupId ||
      (pom.artifactId ?? file.artifactId) !== file.artifactId ||
      (pom.version ?? file.version) !== file.version
    ) {
      const expected = [pom.groupId?.replaceAll('.', '/'), pom.artifactId, pom.version].join('/');
      throw new Conflict(
        `The target deployment path '${path}' does not match the POM's expected path prefix '${expected}'. Please verify your POM content for correctness and make sure the source path is a valid Maven repository root path.`,
      );
    }
  }

  async deployed(actor: Actor, repository: StoredRepository, item: Item): Promise<void> {
    if (!isLocal(repository)) return;
    const parsed = parseMavenPath(item.fullPath);
    if (parsed.kind === 'invalid') return;
    // The version's files in the index and the metadata written from them change together, one
    // deploy of the artifact folder at a time on every node: a jar and its pom deployed on two
    // nodes at once each find the other's file in the index.
    await this.#inFolder(repository, parsed, async () => {
      if (parsed.kind === 'artifact') await this.#recordFile(repository, item, parsed);
      await this.#recalculate(actor, repository, parsed, parsed.version, false);
    });
  }

  /** Runs `work` holding the artifact folder's lock on every node (ADR 029). */
  #inFolder(repository: StoredRepository, artifact: ArtifactCoordinates, work: () => Promise<void>): Promise<void> {
    return this.#storage.locks.run(`maven:${repository.key}\0${artifact.folder}`, work);
  }

  /**
   * Indexes a deployed file under `groupId:artifactId` and its version; a pom adds its description
   * and licences. checkContent let only readable poms in, unless the checks are suppressed: then a
   * pom that cannot be read adds nothing.
   */
  async #recordFile(repository: StoredRepository, item: Item, file: ArtifactFile): Promise<void> {
    let pom: PomFacts | undefined;
    if (isPom(file)) {
      const text = await this.#text(item);
      pom = text && pomFactsOrNothing(text.toString('utf8'));
    }
    const name = nameOf(file);
    const held = (await this.#index.versionsIn(repository.key, PACKAGE_TYPE, name)).find(
      (version) => version.version === file.version,
    );
    const metadata: FileMetadata = {
      groupId: file.groupId,
      artifactId: file.artifactId,
      version: file.fileVersion,
      ...(file.classifier ? { classifier: file.classifier } : {}),
      extension: file.extension,
      ...(pom ? { packaging: pom.packaging } : {}),
    };
    const files = [
      ...(held?.files ?? [])
        .filter((known) => known.itemId !== item.id)
        .map((known) => ({ itemId: known.itemId, path: known.path, metadata: known.metadata as FileMetadata })),
      { itemId: item.id, path: item.fullPath, metadata },
    ];
    try {
      await this.#index.record({
        packageType: PACKAGE_TYPE,
        name,
        version: file.version,
        ...(pom ? { description: pom.description ?? null } : {}),
        ...(pom ? { licenses: pom.licenses.map((license) => ({ name: license, source: 'pom' })) } : {}),
        files: withLead(files),
      });
    } catch (error) {
      await forgetFile(this.#storage, this.#index, item);
      throw error;
    }
  }

  async deleted(actor: Actor, repository: StoredRepository, path: string): Promise<void> {
    if (!isLocal(repository)) return;
    await this.#index.prune();
    const segments = path.split('/');
    // A deleted file or version folder changes the artifact folder above it; a deleted artifact folder took its metadata along.
    for (const depth of [segments.length - 1, segments.length - 2, segments.length]) {
      if (depth < 2) continue;
      const folder = segments.slice(0, depth);
      const last = folder[folder.length - 1] ?? '';
      const snapshot = isSnapshotVersion(last) && folder.length >= 3;
      const artifactFolder = snapshot ? folder.slice(0, -1) : folder;
      const metadataPath = `${artifactFolder.join('/')}/${METADATA_FILE}`;
      if (!(await this.#storage.items.find(repository.key, metadataPath))) continue;
      const parsed = parseMavenPath(metadataPath);
      if (parsed.kind !== 'metadata') continue;
      await this.#inFolder(repository, parsed, () =>
        this.#recalculate(actor, repository, parsed, snapshot ? last : undefined, true),
      );
      return;
    }
  }

  /**
   * Writes the artifact's maven-metadata.xml, and a snapshot version's own, from what the index
   * holds. `removeEmpty`: after a delete, metadata without versions goes; after a deploy, metadata a
   * client sent for files the index does not know (outside the layout) stays as sent.
   */
  async #recalculate(
    actor: Actor,
    repository: StoredRepository,
    artifact: ArtifactCoordinates,
    version: string | undefined,
    removeEmpty: boolean,
  ): Promise<void> {
    // Always under the artifact folder's lock (#inFolder), so the last deploy's view is written last.
    const versions = await this.#index.versionsIn(repository.key, PACKAGE_TYPE, nameOf(artifact));
    const artifactPath = `${artifact.folder}/${METADATA_FILE}`;
    if (versions.length === 0) {
      if (removeEmpty) await this.#remove(repository.key, artifactPath);
    } else {
      const lastUpdated = lastUpdatedOf(Math.max(...versions.map((held) => held.modified)));
      const xml = artifactMetadataXml({ ...artifact, versions: versions.map((held) => held.version), lastUpdated });
      await this.#write(actor, repository.key, artifactPath, xml);
    }
    if (!version || !isSnapshotVersion(version)) return;
    const versionPath = `${artifact.folder}/${version}/${METADATA_FILE}`;
    const held = versions.find((candidate) => candidate.version === version);
    const files = (held?.files ?? []).flatMap((file) => {
      const parsed = parseMavenPath(file.path);
      return parsed.kind === 'artifact' ? [{ file: parsed, modified: held?.modified ?? 0 }] : [];
    });
    if (files.length === 0) return removeEmpty ? this.#remove(repository.key, versionPath) : undefined;
    const xml = snapshotMetadataXml(snapshotMetadataOf(files, { ...artifact, version }));
    await this.#write(actor, repository.key, versionPath, xml);
  }

  async #write(actor: Actor, repoKey: string, path: string, content: string): Promise<void> {
    const existing = await this.#storage.items.find(repoKey, path);
    const body = Buffer.from(content);
    if (existing?.sha1 === createHash('sha1').update(body).digest('hex')) return;
    const pending = await this.#storage.blobs.receive(Readable.from([body]));
    const file = { repoKey, path, mimeType: mimeTypeOf(path), user: actorName(actor) };
    await this.#storage.deploy.write(file, pending);
  }

  async #remove(repoKey: string, path: string): Promise<void> {
    const existing = await this.#storage.items.find(repoKey, path);
    if (existing) await forgetFile(this.#storage, this.#index, existing);
  }
}

function isPom(file: ArtifactFile): boolean {
  return file.extension === 'pom' && !file.classifier;
}

function pomFactsOrNothing(text: string): PomFacts | undefined {
  try {
    return readPom(text);
  } catch (error) {
    if (error instanceof UnreadablePom) return undefined;
    throw error;
  }
}

/**
 * Marks the version's lead file: its main artifact (no classifier, not the pom), the newest when a
 * snapshot has several builds; the pom when the packaging is pom or nothing else is there.
 */
function withLead(files: readonly { itemId: number; path: string; metadata: FileMetadata }[]): IndexedFile[] {
  const packaging = files.find((file) => file.metadata.packaging)?.metadata.packaging;
  const newestFirst = [...files].sort((a, b) => (a.metadata.version < b.metadata.version ? 1 : -1));
  const main = newestFirst.find((file) => !file.metadata.classifier && file.metadata.extension !== 'pom');
  const pom = newestFirst.find((file) => !file.metadata.classifier && file.metadata.extension === 'pom');
  const lead = packaging === 'pom' ? (pom ?? main) : (main ?? pom);
  return files.map((file) => ({ itemId: file.itemId, lead: file === lead, metadata: file.metadata }));
}
