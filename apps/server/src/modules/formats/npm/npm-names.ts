/** npm's rules for names, versions and tags, as the registry applies them to new packages. */

const MAX_NAME_LENGTH = 214;
const SCOPED = /^@([^/]+)\/([^/]+)$/;
const RESERVED = new Set(['node_modules', 'favicon.ico']);

/** Why a name cannot be published, after validate-npm-package-name; undefined when it can. */
export function nameProblem(name: string): string | undefined {
  if (name.length === 0) return 'name length must be greater than zero';
  if (name.length > MAX_NAME_LENGTH) return `name can no longer contain more than ${MAX_NAME_LENGTH} characters`;
  if (name.trim() !== name) return 'name cannot contain leading or trailing spaces';
  if (name.startsWith('.')) return 'name cannot start with a period';
  if (name.startsWith('_')) return 'name cannot start with an underscore';
  if (RESERVED.has(name.toLowerCase())) return `${name} is not a valid package name`;
  if (name.toLowerCase() !== name) return 'name can no longer contain capital letters';
  const scoped = SCOPED.exec(name);
  const bare = scoped ? (scoped[2] ?? '') : name;
  if (/[~'!()*]/.test(bare)) return 'name can no longer contain special characters ("~\'!()*")';
  if (scoped) {
    const [, scope = '', local = ''] = scoped;
    if (encodeURIComponent(scope) === scope && encodeURIComponent(local) === local && !/^[._]/.test(local))
      return undefined;
  } else if (encodeURIComponent(name) === name) return undefined;
  return 'name can only contain URL-friendly characters';
}

/** semver.org's grammar, which npm's strict parse follows. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
const MAX_VERSION_LENGTH = 256;

export function isSemver(version: string): boolean {
  return version.length <= MAX_VERSION_LENGTH && SEMVER.test(version);
}

/** A tag must not read as a version or range, or `npm install name@tag` would mean something else. */
export function tagProblem(tag: string): string | undefined {
  if (tag === '' || encodeURIComponent(tag) !== tag) return 'tag can only contain URL-friendly characters';
  if (/^v?\d/.test(tag)) return 'tag cannot look like a version or a version range';
  return undefined;
}

/**
 * The file name a version's tarball has, and where it is stored — Artifactory's layout:
 * `name/-/name-1.0.0.tgz`, `@scope/name/-/@scope/name-1.0.0.tgz`.
 */
export function tarballPath(name: string, version: string): string {
  return `${name}/-/${tarballFile(name, version)}`;
}

export function tarballFile(name: string, version: string): string {
  return `${name}-${version}.tgz`;
}
