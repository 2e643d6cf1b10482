/** What a path below `/api/npm/{repo}/` asks for, after its segments are decoded. */
export type NpmTarget =
  /** `rev`: the document revision an unpublish names (`/{name}/-rev/{rev}`). */
  | { kind: 'package'; name: string; rev?: string }
  /** `file` as the client wrote it: `name-1.0.0.tgz`, or with the scope, `@scope/name-1.0.0.tgz`. */
  | { kind: 'tarball'; name: string; file: string; rev?: string }
  | { kind: 'search' }
  | { kind: 'dist-tags'; name: string; tag?: string }
  | { kind: 'user'; name: string }
  | { kind: 'whoami' }
  /** `npm ping`. */
  | { kind: 'ping' }
  /** One version's document (`/{name}/{version}`), or the one a dist-tag points at (`/{name}/{tag}`). */
  | { kind: 'version'; name: string; version: string }
  /** The `.npmrc` lines of the caller's credentials (`/auth`, `/auth/{scope}`), as Artifactory answers them. */
  | { kind: 'auth'; scope?: string }
  /** Where `npm login --auth-type=web` waits for its token (`/-/v1/done/{session}`). */
  | { kind: 'web-login-done'; session: string }
  /** `npm logout`: the token it names goes (`/-/user/token/{token}`). */
  | { kind: 'token'; token: string }
  | { kind: 'unknown' };

const UNKNOWN: NpmTarget = { kind: 'unknown' };
const USER_PREFIX = 'org.couchdb.user:';

/**
 * Splits `{repo}/{rest}` of the raw (still escaped) path. A scoped name comes escaped in one
 * segment (`@scope%2fname`, as npm sends it) or in two (`@scope/name`, as tarball URLs have it).
 */
export function parseNpmPath(raw: string): { repoKey: string; target: NpmTarget } | undefined {
  let segments: string[];
  try {
    segments = raw.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  const [repoKey, ...rest] = segments;
  if (!repoKey) return undefined;
  const parts = rest.join('/').split('/');
  // `/api/npm/auth` names no repository; `/api/npm/{repo}/auth` does (Artifactory's own paths).
  if (repoKey === 'auth' && (rest.length === 0 || (rest.length === 1 && rest[0] === '')))
    return { repoKey: '', target: { kind: 'auth' } };
  return { repoKey, target: targetOf(parts) };
}

function targetOf(segments: string[]): NpmTarget {
  if (segments[0] === '-') return registryCall(segments.slice(1));
  if (segments[0] === 'auth' && segments.length <= 2) return authTarget(segments[1]);
  // An unpublish names the revision it read last: `…/-rev/{rev}` after a package or a tarball.
  const revAt = segments.length - 2;
  const rev = segments[revAt] === '-rev' ? segments[revAt + 1] : undefined;
  const parts = rev === undefined ? segments : segments.slice(0, revAt);
  const target = nameTarget(parts);
  return rev !== undefined && (target.kind === 'package' || target.kind === 'tarball') ? { ...target, rev } : target;
}

function nameTarget(parts: string[]): NpmTarget {
  const width = parts[0]?.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, width).join('/');
  const rest = parts.slice(width);
  if (name === '' || parts.slice(0, width).some((part) => part === '')) return UNKNOWN;
  if (rest.length === 0) return { kind: 'package', name };
  if (rest.length === 1 && rest[0] && rest[0] !== '-') return { kind: 'version', name, version: rest[0] };
  if (rest[0] === '-' && rest.length >= 2 && rest.length <= 3) {
    const file = rest.slice(1).join('/');
    return file.endsWith('.tgz') ? { kind: 'tarball', name, file } : UNKNOWN;
  }
  return UNKNOWN;
}

/** `auth/{scope}` names the scope with or without its `@`; `auth/` none. */
function authTarget(scope: string | undefined): NpmTarget {
  const bare = scope?.replace(/^@/, '');
  return bare ? { kind: 'auth', scope: bare } : { kind: 'auth' };
}

function registryCall(parts: string[]): NpmTarget {
  if (parts.length === 1 && parts[0] === 'whoami') return { kind: 'whoami' };
  if (parts.length === 1 && parts[0] === 'ping') return { kind: 'ping' };
  if (parts.length === 3 && parts[0] === 'v1' && parts[1] === 'done' && parts[2])
    return { kind: 'web-login-done', session: parts[2] };
  if (parts.length === 3 && parts[0] === 'user' && parts[1] === 'token' && parts[2])
    return { kind: 'token', token: parts[2] };
  if (parts.length === 2 && parts[0] === 'v1' && parts[1] === 'search') return { kind: 'search' };
  if (parts.length === 2 && parts[0] === 'user' && parts[1]?.startsWith(USER_PREFIX))
    return { kind: 'user', name: parts[1].slice(USER_PREFIX.length) };
  if (parts[0] === 'package') {
    const scoped = parts[1]?.startsWith('@') ? 1 : 0;
    const name = parts.slice(1, 2 + scoped).join('/');
    const rest = parts.slice(2 + scoped);
    if (name === '' || rest[0] !== 'dist-tags') return UNKNOWN;
    if (rest.length === 1) return { kind: 'dist-tags', name };
    if (rest.length === 2 && rest[1]) return { kind: 'dist-tags', name, tag: rest[1] };
  }
  return UNKNOWN;
}
