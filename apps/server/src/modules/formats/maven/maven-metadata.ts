import type { ArtifactFile } from './maven-layout.ts';
import { compareMavenVersions, isSnapshotVersion } from './maven-version.ts';
import { childOf, childrenOf, escapeXml, parseXml, textOf } from './xml.ts';

/** Maven's timestamps: `yyyyMMddHHmmss` in lastUpdated, `yyyyMMdd.HHmmss` in a snapshot's. */
export function lastUpdatedOf(time: number): string {
  return new Date(time).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** What an artifact's maven-metadata.xml says, read or to be written. */
export interface ArtifactMetadata {
  groupId: string;
  artifactId: string;
  versions: string[];
  lastUpdated: string;
}

/** A snapshot version's own metadata. */
export interface SnapshotMetadata {
  groupId: string;
  artifactId: string;
  version: string;
  lastUpdated: string;
  snapshot?: { timestamp: string; buildNumber: number };
  snapshotVersions: { classifier?: string; extension: string; value: string; updated: string }[];
}

const tag = (name: string, value: string, indent: string) => `${indent}<${name}>${escapeXml(value)}</${name}>\n`;

function highest(versions: readonly string[]): string | undefined {
  return [...versions].sort(compareMavenVersions).pop();
}

export function artifactMetadataXml(metadata: ArtifactMetadata): string {
  const versions = [...new Set(metadata.versions)].sort(compareMavenVersions);
  const latest = highest(versions);
  const release = highest(versions.filter((version) => !isSnapshotVersion(version)));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n<metadata>\n',
    tag('groupId', metadata.groupId, '  '),
    tag('artifactId', metadata.artifactId, '  '),
    '  <versioning>\n',
    latest ? tag('latest', latest, '    ') : '',
    release ? tag('release', release, '    ') : '',
    '    <versions>\n',
    ...versions.map((version) => tag('version', version, '      ')),
    '    </versions>\n',
    tag('lastUpdated', metadata.lastUpdated, '    '),
    '  </versioning>\n</metadata>\n',
  ].join('');
}

/** The newest file of each classifier and extension, with the newest build as the version's snapshot. */
export function snapshotMetadataOf(
  files: readonly { file: ArtifactFile; modified: number }[],
  coordinates: { groupId: string; artifactId: string; version: string },
): SnapshotMetadata {
  const newestFirst = [...files].sort(
    (a, b) =>
      (b.file.snapshot?.buildNumber ?? 0) - (a.file.snapshot?.buildNumber ?? 0) ||
      (b.file.snapshot?.timestamp ?? '').localeCompare(a.file.snapshot?.timestamp ?? '') ||
      b.modified - a.modified,
  );
  const byKind = new Map<string, SnapshotMetadata['snapshotVersions'][number]>();
  for (const { file, modified } of newestFirst) {
    const key = `${file.classifier ?? ''}\0${file.extension}`;
    if (byKind.has(key)) continue;
    byKind.set(key, {
      ...(file.classifier ? { classifier: file.classifier } : {}),
      extension: file.extension,
      value: file.fileVersion,
      updated: lastUpdatedOf(modified),
    });
  }
  const newest = newestFirst.find((entry) => entry.file.snapshot)?.file.snapshot;
  return {
    ...coordinates,
    lastUpdated: lastUpdatedOf(Math.max(0, ...files.map((entry) => entry.modified))),
    ...(newest ? { snapshot: newest } : {}),
    snapshotVersions: [...byKind.values()],
  };
}

export function snapshotMetadataXml(metadata: SnapshotMetadata): string {
  const snapshot = metadata.snapshot;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n<metadata modelVersion="1.1.0">\n',
    tag('groupId', metadata.groupId, '  '),
    tag('artifactId', metadata.artifactId, '  '),
    tag('version', metadata.version, '  '),
    '  <versioning>\n',
    snapshot
      ? `    <snapshot>\n${tag('timestamp', snapshot.timestamp, '      ')}${tag('buildNumber', String(snapshot.buildNumber), '      ')}    </snapshot>\n`
      : '',
    tag('lastUpdated', metadata.lastUpdated, '    '),
    '    <snapshotVersions>\n',
    ...metadata.snapshotVersions.map(
      (entry) =>
        `      <snapshotVersion>\n${entry.classifier ? tag('classifier', entry.classifier, '        ') : ''}${tag('extension', entry.extension, '        ')}${tag('value', entry.value, '        ')}${tag('updated', entry.updated, '        ')}      </snapshotVersion>\n`,
    ),
    '    </snapshotVersions>\n',
    '  </versioning>\n</metadata>\n',
  ].join('');
}

/** A member's maven-metadata.xml as read for a virtual repository's merge; undefined when unreadable. */
export function readMetadata(text: string): (ArtifactMetadata & { snapshot?: SnapshotMetadata }) | undefined {
  const root = parseXml(text);
  if (root?.name !== 'metadata') return undefined;
  const versioning = childOf(root, 'versioning');
  const groupId = textOf(root, 'groupId') ?? '';
  const artifactId = textOf(root, 'artifactId') ?? '';
  const lastUpdated = textOf(versioning, 'lastUpdated') ?? '';
  const versions = childrenOf(childOf(versioning, 'versions'), 'version')
    .map((element) => element.text.trim())
    .filter((version) => version !== '');
  const version = textOf(root, 'version');
  const snapshotVersions = childrenOf(childOf(versioning, 'snapshotVersions'), 'snapshotVersion');
  const snapshotElement = childOf(versioning, 'snapshot');
  const timestamp = textOf(snapshotElement, 'timestamp');
  const buildNumber = Number(textOf(snapshotElement, 'buildNumber'));
  const snapshot: SnapshotMetadata | undefined =
    version && (snapshotVersions.length > 0 || timestamp)
      ? {
          groupId,
          artifactId,
          version,
          lastUpdated,
          ...(timestamp && Number.isInteger(buildNumber) ? { snapshot: { timestamp, buildNumber } } : {}),
          snapshotVersions: snapshotVersions.map((entry) => ({
            ...(textOf(entry, 'classifier') ? { classifier: textOf(entry, 'classifier') } : {}),
            extension: textOf(entry, 'extension') ?? '',
            value: textOf(entry, 'value') ?? '',
            updated: textOf(entry, 'updated') ?? '',
          })),
        }
      : undefined;
  return { groupId, artifactId, versions, lastUpdated, ...(snapshot ? { snapshot } : {}) };
}

/**
 * A virtual repository's metadata from its members' (in member order): the union of their versions
 * with the highest as latest and release; for a snapshot version, the member's with the newest build.
 */
export function mergeMetadata(members: readonly string[]): string | undefined {
  const read = members.map(readMetadata).filter((metadata) => metadata !== undefined);
  const first = read[0];
  if (!first) return undefined;
  const snapshots = read.flatMap((metadata) => (metadata.snapshot ? [metadata.snapshot] : []));
  if (snapshots.length > 0) {
    const newest = snapshots.reduce((best, candidate) =>
      (candidate.snapshot?.timestamp ?? candidate.lastUpdated) > (best.snapshot?.timestamp ?? best.lastUpdated)
        ? candidate
        : best,
    );
    return snapshotMetadataXml(newest);
  }
  return artifactMetadataXml({
    groupId: first.groupId,
    artifactId: first.artifactId,
    versions: read.flatMap((metadata) => metadata.versions),
    lastUpdated: read.map((metadata) => metadata.lastUpdated).reduce((a, b) => (b > a ? b : a)),
  });
}
