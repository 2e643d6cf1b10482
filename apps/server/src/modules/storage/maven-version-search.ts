import { compareMavenVersions } from '../formats/maven/maven-version.ts';

/**
 * The version arithmetic of `api/search/versions` and `latestVersion`, over the Maven layout's
 * version folders: Maven's own order (ComparableVersion), `*` and `?` in a version filter, and a
 * snapshot's integration versions read from its unique file names.
 */

/** Whether a version matches the filter: `*` any text, `?` one character; no filter matches all. */
export function matchesVersion(version: string, filter: string | undefined): boolean {
  if (filter === undefined || filter === '') return true;
  const pattern = filter
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replaceAll('*', '.*')
    .replaceAll('?', '.');
  return new RegExp(`^${pattern}$`).test(version);
}

export function versionsLatestFirst(versions: readonly string[]): string[] {
  return [...versions].sort((a, b) => compareMavenVersions(b, a) || (a < b ? 1 : a > b ? -1 : 0));
}

export function latestOf(versions: readonly string[]): string | undefined {
  return versionsLatestFirst(versions)[0];
}

/**
 * The latest integration version of a snapshot: the newest unique snapshot file's
 * `{base}-{yyyyMMdd.HHmmss}-{build}` among the folder's file names, by time and then build number;
 * the snapshot version itself when its files were deployed without timestamps.
 */
export function latestIntegration(artifactId: string, snapshotVersion: string, fileNames: readonly string[]): string {
  const base = snapshotVersion.slice(0, -'-SNAPSHOT'.length);
  const prefix = `${artifactId}-${base}-`;
  let latest: { timestamp: string; build: number } | undefined;
  for (const name of fileNames) {
    if (!name.startsWith(prefix)) continue;
    const unique = /^(\d{8}\.\d{6})-(\d+)(?=[.-])/.exec(name.slice(prefix.length));
    if (!unique) continue;
    const found = { timestamp: unique[1] as string, build: Number(unique[2]) };
    if (
      !latest ||
      found.timestamp > latest.timestamp ||
      (found.timestamp === latest.timestamp && found.build > latest.build)
    )
      latest = found;
  }
  return latest ? `${base}-${latest.timestamp}-${latest.build}` : snapshotVersion;
}
