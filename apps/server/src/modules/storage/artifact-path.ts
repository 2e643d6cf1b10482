import { serverMessages } from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';

/** Where an item lives: the repository key as asked, and its path without leading or trailing slash ('' = root). */
export interface RepoPath {
  repoKey: string;
  path: string;
}

export interface ParsedArtifactUrl extends RepoPath {
  /** A trailing slash asks for a folder (a PUT creates one). */
  folder: boolean;
  /** Matrix parameters: `;key=v1,v2;key2=v` on any segment. */
  properties: Map<string, string[]>;
}

const MAX_PATH_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 255;

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new Invalid(serverMessages.invalidArtifactPath);
  }
}

/** Refuses what could climb out of the repository or confuse a file system: '.', '..', '\', NUL, control characters. */
function checkSegment(segment: string): void {
  const unsafe =
    segment === '' ||
    segment === '.' ||
    segment === '..' ||
    segment.length > MAX_SEGMENT_LENGTH ||
    /[\\/]/.test(segment) ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
    /[\u0000-\u001f\u007f]/.test(segment);
  if (unsafe) throw new Invalid(serverMessages.invalidArtifactPath);
}

function addMatrixParameter(properties: Map<string, string[]>, raw: string): void {
  if (raw === '') return;
  const equals = raw.indexOf('=');
  const key = decodeSegment(equals < 0 ? raw : raw.slice(0, equals)).trim();
  if (key === '') throw new Invalid(serverMessages.invalidProperty);
  const values =
    equals < 0
      ? ['']
      : raw
          .slice(equals + 1)
          .split(',')
          .map(decodeSegment);
  properties.set(key, [...(properties.get(key) ?? []), ...values]);
}

/**
 * Reads `repo/a/b/file.jar;k=v1,v2` from the raw (still escaped) URL path after the service prefix,
 * so an escaped slash (%2F) or dot segment (%2e%2e) is judged as the segment it really is.
 */
export function parseArtifactUrl(rawPath: string): ParsedArtifactUrl {
  const properties = new Map<string, string[]>();
  const folder = rawPath.endsWith('/');
  const rawSegments = rawPath.split('/').filter((segment, index, all) => !(segment === '' && index === all.length - 1));
  const segments = rawSegments.map((rawSegment) => {
    const [name = '', ...matrix] = rawSegment.split(';');
    for (const parameter of matrix) addMatrixParameter(properties, parameter);
    const segment = decodeSegment(name);
    checkSegment(segment);
    return segment;
  });
  const [repoKey, ...rest] = segments;
  if (!repoKey) throw new Invalid(serverMessages.invalidArtifactPath);
  const path = rest.join('/');
  if (path.length > MAX_PATH_LENGTH) throw new Invalid(serverMessages.invalidArtifactPath);
  return { repoKey, path, folder, properties };
}

/** The same rules for a path given in a query (`?to=/repo/path`, `?path=`): escaped once already. */
export function parseRepoPathParameter(value: string): ParsedArtifactUrl {
  const trimmed = value.replace(/^\/+/, '');
  return parseArtifactUrl(trimmed.split('/').map(encodeURIComponent).join('/'));
}

/** Checks a repository-relative path given decoded, e.g. in a query parameter ('' = the root). */
export function checkRelativePath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  for (const segment of trimmed.split('/')) checkSegment(segment);
  return trimmed;
}

/** AQL's split of a full path: the parent folder ('.' at the root) and the last segment. */
export function splitPath(path: string): { parent: string; name: string } {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? { parent: '.', name: path } : { parent: path.slice(0, slash), name: path.slice(slash + 1) };
}

/** The inverse of splitPath; an empty name stands for the parent itself. */
export function joinPath(parent: string, name: string): string {
  if (parent === '.' || parent === '') return name;
  return name === '' ? parent : `${parent}/${name}`;
}

/** The folders above a path, outermost first: 'a/b/c' → ['a', 'a/b']. */
export function ancestorsOf(path: string): string[] {
  const segments = path.split('/');
  return segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'));
}
