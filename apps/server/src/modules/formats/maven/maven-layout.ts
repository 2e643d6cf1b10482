import { isSnapshotVersion } from './maven-version.ts';

export const METADATA_FILE = 'maven-metadata.xml';
export const CHECKSUM_ALGORITHMS = ['sha1', 'md5', 'sha256', 'sha512'] as const;
export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number];

/** `{groupPath}/{artifactId}`: where an artifact's versions and its maven-metadata.xml live. */
export interface ArtifactCoordinates {
  groupId: string;
  artifactId: string;
  /** The artifact's folder in the repository. */
  folder: string;
}

/** A file of one version: `{artifactId}-{fileVersion}[-{classifier}].{extension}` in `{folder}/{version}/`. */
export interface ArtifactFile extends ArtifactCoordinates {
  kind: 'artifact';
  /** The version folder's name; a snapshot's base version (`1.0-SNAPSHOT`). */
  version: string;
  /** The version in the file name: the same, or a unique snapshot's `1.0-20260101.120000-3`. */
  fileVersion: string;
  /** A unique snapshot's timestamp and build number. */
  snapshot?: { timestamp: string; buildNumber: number };
  classifier?: string;
  extension: string;
}

export interface MetadataFile extends ArtifactCoordinates {
  kind: 'metadata';
  /** Set for a snapshot version's own metadata, `{folder}/{version}/maven-metadata.xml`. */
  version?: string;
}

export type MavenPath = ArtifactFile | MetadataFile | { kind: 'invalid'; reason: string };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `a.jar.sha1` → the checksummed path and its algorithm. */
export function checksumTarget(path: string): { target: string; algorithm: ChecksumAlgorithm } | undefined {
  for (const algorithm of CHECKSUM_ALGORITHMS)
    if (path.endsWith(`.${algorithm}`) && path.length > algorithm.length + 1)
      return { target: path.slice(0, -(algorithm.length + 1)), algorithm };
  return undefined;
}

function coordinates(segments: string[]): ArtifactCoordinates {
  const artifactId = segments[segments.length - 1] ?? '';
  return { groupId: segments.slice(0, -1).join('.'), artifactId, folder: segments.join('/') };
}

function invalid(path: string, why: string): MavenPath {
  return { kind: 'invalid', reason: `The path ${path} is not a valid Maven layout: ${why}` };
}

/**
 * Reads a repository path as the Maven 2 layout has it:
 * `{groupPath}/{artifactId}/{version}/{artifactId}-{version}[-{classifier}].{extension}`, a
 * snapshot's files carrying `-SNAPSHOT` or a unique `-{yyyyMMdd.HHmmss}-{n}`, and
 * `maven-metadata.xml` beside the versions (or inside a snapshot version).
 */
export function parseMavenPath(path: string): MavenPath {
  const segments = path.split('/');
  const file = segments[segments.length - 1] ?? '';
  if (file === METADATA_FILE) {
    const folder = segments.slice(0, -1);
    if (folder.length < 2) return invalid(path, 'maven-metadata.xml belongs in a {groupPath}/{artifactId} folder');
    const last = folder[folder.length - 1] ?? '';
    if (isSnapshotVersion(last) && folder.length >= 3)
      return { kind: 'metadata', ...coordinates(folder.slice(0, -1)), version: last };
    return { kind: 'metadata', ...coordinates(folder) };
  }
  if (segments.length < 4)
    return invalid(
      path,
      'expected {groupPath}/{artifactId}/{version}/{artifactId}-{version}[-{classifier}].{extension}',
    );
  const version = segments[segments.length - 2] ?? '';
  const artifact = coordinates(segments.slice(0, -2));
  const prefix = `${artifact.artifactId}-`;
  if (!file.startsWith(prefix)) return invalid(path, `the file name must start with "${prefix}"`);
  const rest = file.slice(prefix.length);
  let fileVersion: string;
  let snapshot: ArtifactFile['snapshot'];
  if (rest.startsWith(version) && /^([.-]|$)/.test(rest.slice(version.length))) fileVersion = version;
  else {
    const base = isSnapshotVersion(version) ? version.slice(0, -'-SNAPSHOT'.length) : undefined;
    const unique =
      base === undefined ? null : new RegExp(`^${escapeRegExp(base)}-(\\d{8}\\.\\d{6})-(\\d+)(?=[.-]|$)`).exec(rest);
    if (!unique)
      return invalid(
        path,
        base === undefined
          ? `the file name must carry the version ${version}`
          : `a snapshot file must carry ${version} or ${base}-{yyyyMMdd.HHmmss}-{buildNumber}`,
      );
    fileVersion = unique[0];
    snapshot = { timestamp: unique[1] as string, buildNumber: Number(unique[2]) };
  }
  const tail = rest.slice(fileVersion.length);
  const classified = /^-([^.]+)\.(.+)$/.exec(tail);
  const plain = /^\.(.+)$/.exec(tail);
  const extension = classified?.[2] ?? plain?.[1];
  if (!extension) return invalid(path, 'the file name must end with [-{classifier}].{extension}');
  return {
    kind: 'artifact',
    ...artifact,
    version,
    fileVersion,
    ...(snapshot ? { snapshot } : {}),
    ...(classified ? { classifier: classified[1] } : {}),
    extension,
  };
}
