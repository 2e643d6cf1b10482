/** What a path below `/v2/` asks for: `{repo}/{image…}/{call}`, the Arca repository first. */
export type OciTarget =
  | { kind: 'base' }
  | { kind: 'catalog' }
  | { kind: 'token' }
  | { kind: 'blob'; digest: string }
  | { kind: 'upload'; id?: string }
  | { kind: 'manifest'; reference: string }
  | { kind: 'tags' }
  | { kind: 'referrers'; digest: string };

export interface OciLocation {
  repoKey: string;
  /** The image's name inside the repository, `library/alpine`; '' for the calls on the registry. */
  image: string;
  target: OciTarget;
}

/**
 * Splits the raw path after `/artifactory/api/docker/`: `{repo}/v2/…`, the repository being that
 * registry's root. Its version check, catalog and token are its own; any other call is the one
 * `/v2/{repo}/…` makes.
 */
export function parseRepositoryPath(raw: string): OciLocation | undefined {
  const [repoSegment = '', v2, ...rest] = raw.split('/');
  if (v2 !== 'v2' || repoSegment === '') return undefined;
  let repoKey: string;
  try {
    repoKey = decodeURIComponent(repoSegment);
  } catch {
    return undefined;
  }
  const call = rest.join('/');
  if (call === '') return { repoKey, image: '', target: { kind: 'base' } };
  if (call === '_catalog') return { repoKey, image: '', target: { kind: 'catalog' } };
  if (call === 'token') return { repoKey, image: '', target: { kind: 'token' } };
  return parseOciPath(`${repoSegment}/${call}`);
}

/** The spec's repository-name rule, one path component. */
const COMPONENT = /^[a-z0-9]+(?:(?:\.|_|__|-+)[a-z0-9]+)*$/;
const TAG = /^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,127}$/;
const DIGEST = /^[a-z0-9]+(?:[+._-][a-z0-9]+)*:[a-zA-Z0-9=_-]+$/;
const SHA256 = /^sha256:[a-f0-9]{64}$/;
/** The digests content is stored and found by: the spec's registered algorithms, in their encoding. */
const STORABLE = /^(?:sha256:[a-f0-9]{64}|sha512:[a-f0-9]{128})$/;

export const isTag = (reference: string) => TAG.test(reference);
export const isDigest = (reference: string) => DIGEST.test(reference);
/** What the blob store addresses content by, and an upstream registry's blobs are checked against. */
export const isSha256Digest = (reference: string) => SHA256.test(reference);
/** A sha256 or sha512 digest (ADR 021); any other digest names nothing this registry can hold. */
export const isStorableDigest = (reference: string) => STORABLE.test(reference);

/** A digest's algorithm and its hex encoding: `sha512:ab…` is `sha512` and `ab…`. */
export function digestParts(digest: string): { algorithm: string; hex: string } {
  const colon = digest.indexOf(':');
  return { algorithm: digest.slice(0, colon), hex: digest.slice(colon + 1) };
}

/** Whether an image name follows the spec (`a/b-c/d.e`, lower case). */
export function isImageName(image: string): boolean {
  return image !== '' && image.length <= 255 && image.split('/').every((part) => COMPONENT.test(part));
}

/**
 * Splits the raw path after `/v2/`. The call is found from the end, since image names have any
 * number of segments: `…/blobs/uploads/[id]`, `…/blobs/{digest}`, `…/manifests/{ref}`,
 * `…/tags/list`, `…/referrers/{digest}`.
 */
export function parseOciPath(raw: string): OciLocation | undefined {
  let parts: string[];
  try {
    parts = raw.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  if (parts.length === 1 && parts[0] === '') return { repoKey: '', image: '', target: { kind: 'base' } };
  if (parts.length === 1 && parts[0] === '_catalog') return { repoKey: '', image: '', target: { kind: 'catalog' } };
  const at = (from: number, length: number) => {
    const start = parts.length - from;
    if (start < 2) return undefined;
    const [repoKey = '', ...image] = parts.slice(0, start);
    return { repoKey, image: image.join('/'), call: parts.slice(start, start + length) };
  };
  const last = parts[parts.length - 1] ?? '';
  const second = parts[parts.length - 2];
  const third = parts[parts.length - 3];
  if (second === 'uploads' && third === 'blobs') {
    const located = at(3, 3);
    return located && { ...located, target: last === '' ? { kind: 'upload' } : { kind: 'upload', id: last } };
  }
  if (last === 'uploads' && second === 'blobs') {
    const located = at(2, 2);
    return located && { ...located, target: { kind: 'upload' } };
  }
  const located = at(2, 2);
  if (!located) return undefined;
  switch (second) {
    case 'blobs':
      return { ...located, target: { kind: 'blob', digest: last } };
    case 'manifests':
      return { ...located, target: { kind: 'manifest', reference: last } };
    case 'referrers':
      return { ...located, target: { kind: 'referrers', digest: last } };
    case 'tags':
      return last === 'list' ? { ...located, target: { kind: 'tags' } } : undefined;
    default:
      return undefined;
  }
}
