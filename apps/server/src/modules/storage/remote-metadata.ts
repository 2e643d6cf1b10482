/**
 * Which cached files of a remote repository describe other files (indexes, version lists) and so
 * go stale; the artifacts themselves never change once published.
 */
const METADATA: Record<string, (path: string) => boolean> = {
  maven: (path) => /(^|\/)maven-metadata\.xml(\.(sha1|sha256|md5))?$/.test(path),
  gradle: (path) => /(^|\/)maven-metadata\.xml(\.(sha1|sha256|md5))?$/.test(path),
  ivy: (path) => /(^|\/)maven-metadata\.xml(\.(sha1|sha256|md5))?$/.test(path),
  sbt: (path) => /(^|\/)maven-metadata\.xml(\.(sha1|sha256|md5))?$/.test(path),
  npm: (path) => !path.endsWith('.tgz'),
  pypi: (path) => path.startsWith('simple/') || path === 'simple',
  docker: (path) => /\/manifests\/[^/]+$/.test(path) && !/\/manifests\/sha256:/.test(path),
  oci: (path) => /\/manifests\/[^/]+$/.test(path) && !/\/manifests\/sha256:/.test(path),
  helm: (path) => path.endsWith('index.yaml'),
  go: (path) => path.endsWith('/@v/list') || path.endsWith('/@latest'),
  gems: (path) => /specs\.4\.8(\.gz)?$/.test(path),
  debian: (path) => /(^|\/)(Release|InRelease|Packages(\.gz|\.xz)?)$/.test(path),
  yum: (path) => path.includes('repodata/'),
};

export function isMetadataPath(packageType: string, path: string): boolean {
  return METADATA[packageType]?.(path) ?? false;
}
