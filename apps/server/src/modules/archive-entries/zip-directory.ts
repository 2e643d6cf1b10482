import { ARCHIVE_LIMITS, type ArchiveListing, entryPathOf, UnreadableArchive } from './archive-kinds.ts';

/** Reads `length` bytes at `start` of the stored file. */
export type RangeReader = (start: number, length: number) => Promise<Buffer>;

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const DIRECTORY_HEADER = 0x02014b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT = 0xffff;
const HEADER_BYTES = 46;
const UTF8_NAMES = 0x0800;

/**
 * The file entries of a zip (jar, wheel, nupkg, …) from its central directory alone: the end
 * record is found in the file's last bytes, then the directory is read in one range. The entries'
 * content is never read. Zip64 and split archives are refused as unreadable.
 */
export async function listZipEntries(read: RangeReader, size: number): Promise<ArchiveListing> {
  if (size < END_RECORD_BYTES) throw new UnreadableArchive('too short for a zip');
  const tailLength = Math.min(size, END_RECORD_BYTES + MAX_COMMENT);
  const tailStart = size - tailLength;
  const tail = await read(tailStart, tailLength);
  let end = -1;
  for (let at = tail.length - END_RECORD_BYTES; at >= 0; at--)
    if (tail.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  if (end < 0) throw new UnreadableArchive('no end of central directory');
  if (end >= 20 && tail.readUInt32LE(end - 20) === ZIP64_LOCATOR) throw new UnreadableArchive('zip64 is not supported');
  const disk = tail.readUInt16LE(end + 4);
  const directoryDisk = tail.readUInt16LE(end + 6);
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryStart = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff)
    throw new UnreadableArchive('zip64 is not supported');
  if (disk !== 0 || directoryDisk !== 0) throw new UnreadableArchive('split archives are not supported');
  if (directoryStart + directorySize > tailStart + end) throw new UnreadableArchive('central directory out of bounds');

  const readLength = Math.min(directorySize, ARCHIVE_LIMITS.zipDirectoryBytes);
  const directory = await read(directoryStart, readLength);
  const entries: string[] = [];
  let truncated = readLength < directorySize;
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + HEADER_BYTES > directory.length) {
      if (truncated) break;
      throw new UnreadableArchive('central directory ends early');
    }
    if (directory.readUInt32LE(at) !== DIRECTORY_HEADER) throw new UnreadableArchive('bad central directory header');
    const flags = directory.readUInt16LE(at + 8);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const nameEnd = at + HEADER_BYTES + nameLength;
    if (nameEnd > directory.length) {
      if (truncated) break;
      throw new UnreadableArchive('central directory ends early');
    }
    // Names without the UTF-8 flag are CP437; Latin-1 reads their ASCII part, which is what class names use.
    const name = directory.toString(flags & UTF8_NAMES ? 'utf8' : 'latin1', at + HEADER_BYTES, nameEnd);
    at = nameEnd + extraLength + commentLength;
    const path = entryPathOf(name);
    if (!path) continue;
    if (entries.length === ARCHIVE_LIMITS.entries) {
      truncated = true;
      break;
    }
    entries.push(path);
  }
  return { entries, truncated };
}
