import { createHash } from 'node:crypto';
import { compareVersions, isPreRelease } from '../../metadata/version-order.ts';
import type { RepositoryVersion, VersionEntry } from '../../packages/package-index.ts';

export type Manifest = Record<string, unknown> & { dist?: Record<string, unknown> };

/** A version as a packument shows it: its manifest as published and where its tarball is. */
export interface PackumentVersion {
  version: string;
  created: number;
  modified: number;
  /** The tarball's path below the registry's URL. */
  tarball: string;
  manifest: Manifest;
}

/** A version a local repository holds. */
export interface PublishedVersion extends PackumentVersion {
  /** The stored tarball's item. */
  itemId: number;
}

/** The fields npm's install-v1 ("corgi") documents keep of a version; os/cpu/peerDependenciesMeta matter to installs too. */
const ABBREVIATED_FIELDS = [
  'name',
  'version',
  'dist',
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'bin',
  'engines',
  'os',
  'cpu',
  'deprecated',
] as const;
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'];

export const ABBREVIATED_TYPE = 'application/vnd.npm.install-v1+json';

/** The versions of the index with a lead file that carries a manifest, oldest first. */
export function publishedVersions(versions: readonly RepositoryVersion[]): PublishedVersion[] {
  const published: PublishedVersion[] = [];
  for (const version of versions) {
    const lead = version.files.find((file) => file.lead) ?? version.files[0];
    const manifest = lead?.metadata;
    if (!lead || !manifest || typeof manifest !== 'object') continue;
    published.push({
      version: version.version,
      created: version.created,
      modified: version.modified,
      itemId: lead.itemId,
      tarball: lead.path,
      manifest: manifest as Manifest,
    });
  }
  return published;
}

/**
 * The tags that point at versions still here. A package always has `latest`; when its version went
 * away (or the reader may not read it), the highest release left takes the tag, else the highest
 * pre-release, as npm clients expect one and install what it names.
 */
export function effectiveDistTags(
  tags: Readonly<Record<string, string>>,
  versions: readonly PackumentVersion[],
): Record<string, string> {
  const present = new Set(versions.map((version) => version.version));
  const effective = Object.fromEntries(Object.entries(tags).filter(([, version]) => present.has(version)));
  const highest = highestVersion([...present]);
  if (!effective.latest && highest) effective.latest = highest;
  return effective;
}

function highestVersion(versions: readonly string[]): string | undefined {
  const releases = versions.filter((version) => !isPreRelease(version));
  return [...(releases.length > 0 ? releases : versions)].sort(compareVersions).at(-1);
}

/**
 * What a reader sees of one repository's document when they may read only some of its tarballs:
 * the versions whose tarball they may read, and the tags that point at one of those.
 */
export function readablePart<T extends { versions: PackumentVersion[]; tags: Record<string, string> }>(
  document: T,
  mayRead: (tarballPath: string) => boolean,
): T {
  const versions = document.versions.filter((version) => mayRead(version.tarball));
  const kept = new Set(versions.map((version) => version.version));
  const tags = Object.fromEntries(Object.entries(document.tags).filter(([, version]) => kept.has(version)));
  return { ...document, versions, tags };
}

function withTarball(manifest: Manifest, tarball: string): Manifest {
  return { ...manifest, dist: { ...manifest.dist, tarball } };
}

function iso(time: number): string {
  return new Date(time).toISOString();
}

/**
 * One version's document as the full packument holds it (`GET /{name}/{version}`, which pnpm asks
 * for): by its version, or by the dist-tag pointing at it; undefined when neither names one.
 */
export function versionDocument(
  versions: readonly PackumentVersion[],
  tags: Readonly<Record<string, string>>,
  wanted: string,
  registryUrl: string,
): Manifest | undefined {
  const version = effectiveDistTags(tags, versions)[wanted] ?? wanted;
  const found = versions.find((candidate) => candidate.version === version);
  return found && withTarball(found.manifest, `${registryUrl}/${found.tarball}`);
}

/** The full packument of a package in one repository; `registryUrl` is its registry's URL, `…/api/npm/{repo}`. */
export function fullPackument(
  name: string,
  versions: readonly PackumentVersion[],
  tags: Readonly<Record<string, string>>,
  registryUrl: string,
) {
  const distTags = effectiveDistTags(tags, versions);
  const latest = versions.find((version) => version.version === distTags.latest)?.manifest ?? {};
  const time: Record<string, string> = {};
  if (versions.length > 0) {
    time.created = iso(Math.min(...versions.map((version) => version.created)));
    time.modified = iso(Math.max(...versions.map((version) => version.modified)));
  }
  for (const version of versions) time[version.version] = iso(version.created);
  const documents = Object.fromEntries(
    versions.map((version) => [version.version, withTarball(version.manifest, `${registryUrl}/${version.tarball}`)]),
  );
  const revision = createHash('sha1')
    .update(JSON.stringify([distTags, time, versions.map((version) => version.manifest.deprecated ?? null)]))
    .digest('hex')
    .slice(0, 32);
  return {
    _id: name,
    _rev: `${versions.length}-${revision}`,
    name,
    ...(typeof latest.description === 'string' ? { description: latest.description } : {}),
    'dist-tags': distTags,
    versions: documents,
    time,
    ...(latest.license === undefined ? {} : { license: latest.license }),
    ...(Array.isArray(latest.keywords) ? { keywords: latest.keywords } : {}),
  };
}

/** The abbreviated form npm asks for when it installs (`Accept: application/vnd.npm.install-v1+json`). */
export function abbreviatedPackument(
  name: string,
  versions: readonly PackumentVersion[],
  tags: Readonly<Record<string, string>>,
  registryUrl: string,
) {
  const documents: Record<string, Record<string, unknown>> = {};
  for (const version of versions) {
    const manifest = withTarball(version.manifest, `${registryUrl}/${version.tarball}`);
    const abbreviated: Record<string, unknown> = {};
    for (const field of ABBREVIATED_FIELDS) if (manifest[field] !== undefined) abbreviated[field] = manifest[field];
    const scripts = manifest.scripts as Record<string, unknown> | undefined;
    if (manifest.hasInstallScript === true || INSTALL_SCRIPTS.some((script) => scripts?.[script] !== undefined))
      abbreviated.hasInstallScript = true;
    documents[version.version] = abbreviated;
  }
  const modified = Math.max(0, ...versions.map((version) => version.modified));
  return {
    name,
    modified: iso(modified),
    'dist-tags': effectiveDistTags(tags, versions),
    versions: documents,
  };
}

function licensesOf(manifest: Manifest): { name: string; source: string }[] {
  const declared = manifest.license ?? manifest.licenses;
  const list = Array.isArray(declared) ? declared : declared === undefined ? [] : [declared];
  return list
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { type?: unknown } | null)?.type))
    .filter((name): name is string => typeof name === 'string' && name !== '')
    .map((name) => ({ name, source: 'package.json' }));
}

/**
 * What the package index keeps of a version: the manifest as published (less its readme, which
 * the version keeps once) as the tarball's metadata, and the package's description, keywords and
 * licences. `readme`: the package document's, which npm sends beside the versions.
 */
export function indexEntry(
  name: string,
  version: string,
  manifest: Manifest,
  readme: string | null,
  itemId: number,
): VersionEntry {
  const { readme: manifestReadme, ...stored } = manifest;
  const text = readme ?? manifestReadme;
  const keywords = Array.isArray(manifest.keywords) ? manifest.keywords : [];
  return {
    packageType: 'npm',
    name,
    version,
    description: typeof manifest.description === 'string' ? manifest.description : null,
    tags: keywords.filter((keyword): keyword is string => typeof keyword === 'string'),
    licenses: licensesOf(manifest),
    readme: typeof text === 'string' && text !== '' ? text : null,
    files: [{ itemId, lead: true, metadata: { _id: `${name}@${version}`, ...stored } }],
  };
}
