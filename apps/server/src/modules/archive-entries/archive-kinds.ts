/** How an archive's entries are read: a zip's central directory, or a gzipped tar streamed through. */
export type ArchiveKind = 'zip' | 'tgz';

const ZIP_FAMILY = ['.zip', '.jar', '.war', '.ear', '.whl', '.egg', '.nupkg', '.apk', '.aar'];
const GZIPPED_TAR = ['.tgz', '.tar.gz', '.crate'];

/** Every extension read as an archive. */
export const ARCHIVE_EXTENSIONS: readonly string[] = [...ZIP_FAMILY, ...GZIPPED_TAR];

/** The kind a file's name tells, as Artifactory goes by the extension; undefined for anything else. */
export function archiveKindOf(name: string): ArchiveKind | undefined {
  const lower = name.toLowerCase();
  if (ZIP_FAMILY.some((extension) => lower.endsWith(extension))) return 'zip';
  if (GZIPPED_TAR.some((extension) => lower.endsWith(extension))) return 'tgz';
  return undefined;
}

/** Caps that keep one archive from costing an upload much: entries kept, bytes read. */
export const ARCHIVE_LIMITS = {
  /** Entries kept per archive; the rest are left out and the archive marked truncated. */
  entries: 10_000,
  /** A gzipped tar larger than this is not read (it must be streamed whole). */
  tgzBytes: 64 * 1024 * 1024,
  /** What a gzipped tar may inflate to before reading stops, against compression bombs. */
  tgzInflatedBytes: 512 * 1024 * 1024,
  /** The most of a zip's central directory that is read. */
  zipDirectoryBytes: 8 * 1024 * 1024,
  /** Longer entry paths are left out. */
  entryPath: 1024,
} as const;

/** What reading an archive found: its file entries, and whether a cap cut the list short. */
export interface ArchiveListing {
  entries: string[];
  truncated: boolean;
}

/** An archive that cannot be read (broken, or a layout not supported); the file stays stored. */
export class UnreadableArchive extends Error {}

/**
 * A file entry's path as it is searched: no leading slash, no directory entries, nothing empty,
 * over-long or with a NUL byte.
 */
export function entryPathOf(raw: string): string | undefined {
  const path = raw.replace(/^\.?\/+/, '');
  if (path === '' || path.endsWith('/') || path.includes('\0') || path.length > ARCHIVE_LIMITS.entryPath)
    return undefined;
  return path;
}
