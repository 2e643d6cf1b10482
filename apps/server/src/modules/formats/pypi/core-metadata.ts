/**
 * A distribution's core metadata (PEP 658): a wheel's `*.dist-info/METADATA`, an sdist's `PKG-INFO`
 * where PEP 643 makes it reliable. Read once, when the file is uploaded.
 */
import type { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { readTarEntry } from '../tar-entry.ts';

/** Reads `length` bytes at `start` of the stored file. */
export type RangeReader = (start: number, length: number) => Promise<Buffer>;

/** Far more than any real METADATA, which holds the project's description. */
const METADATA_LIMIT = 4 * 1024 * 1024;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const LOCAL_HEADER_BYTES = 30;
const DIRECTORY_HEADER_BYTES = 46;
const STORED = 0;
const DEFLATED = 8;
/** The fields pip resolves with; an sdist whose PKG-INFO may not state them as its wheel will is not served. */
const RESOLUTION_FIELDS = ['requires-dist', 'requires-python', 'provides-extra'];

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeader: number;
}

/** The entries of a zip's central directory; undefined when it is not a zip this can read (zip64, split). */
async function zipEntries(read: RangeReader, size: number): Promise<ZipEntry[] | undefined> {
  if (size < END_RECORD_BYTES) return undefined;
  const tailLength = Math.min(size, END_RECORD_BYTES + 0xffff);
  const tail = await read(size - tailLength, tailLength);
  let end = -1;
  for (let at = tail.length - END_RECORD_BYTES; at >= 0 && end < 0; at--)
    if (tail.readUInt32LE(at) === END_OF_DIRECTORY) end = at;
  if (end < 0) return undefined;
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryStart = tail.readUInt32LE(end + 16);
  if (directoryStart + directorySize > size || directorySize > METADATA_LIMIT * 4) return undefined;
  const directory = await read(directoryStart, directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + DIRECTORY_HEADER_BYTES > directory.length || directory.readUInt32LE(at) !== DIRECTORY_HEADER)
      return undefined;
    const nameLength = directory.readUInt16LE(at + 28);
    entries.push({
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localHeader: directory.readUInt32LE(at + 42),
      name: directory.toString('utf8', at + DIRECTORY_HEADER_BYTES, at + DIRECTORY_HEADER_BYTES + nameLength),
    });
    at += DIRECTORY_HEADER_BYTES + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return entries;
}

async function entryContent(read: RangeReader, entry: ZipEntry): Promise<Buffer | undefined> {
  if (entry.size > METADATA_LIMIT || entry.compressedSize > METADATA_LIMIT) return undefined;
  const header = await read(entry.localHeader, LOCAL_HEADER_BYTES);
  if (header.length < LOCAL_HEADER_BYTES || header.readUInt32LE(0) !== LOCAL_HEADER) return undefined;
  const start = entry.localHeader + LOCAL_HEADER_BYTES + header.readUInt16LE(26) + header.readUInt16LE(28);
  const data = await read(start, entry.compressedSize);
  if (entry.method === STORED) return data;
  if (entry.method === DEFLATED) return inflateRawSync(data, { maxOutputLength: METADATA_LIMIT });
  return undefined;
}

/**
 * A wheel's METADATA: the one in the `{name}-{version}.dist-info` folder its file name states (the
 * wheel spec), read from the central directory and that entry alone.
 */
export async function wheelMetadata(filename: string, read: RangeReader, size: number): Promise<Buffer | undefined> {
  const entries = await zipEntries(read, size);
  const [name = '', version = ''] = filename.replace(/\.whl$/, '').split('-');
  const folder = (entry: ZipEntry) => /^([^/]+)\.dist-info\/METADATA$/.exec(entry.name)?.[1];
  const candidates = (entries ?? []).filter((entry) => folder(entry) !== undefined);
  const stated = candidates.find((entry) => folder(entry)?.toLowerCase() === `${name}-${version}`.toLowerCase());
  const entry = stated ?? (candidates.length === 1 ? candidates[0] : undefined);
  return entry ? entryContent(read, entry) : undefined;
}

/** The value of each header field of a metadata file, by lower-case name (RFC 822 style, as PEP 566 writes it). */
export function metadataFields(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  const head = text.split(/\r?\n\r?\n/, 1)[0] ?? '';
  for (const line of head.split(/\r?\n/)) {
    const match = /^([A-Za-z0-9-]+):\s?(.*)$/.exec(line);
    if (!match) continue;
    const key = (match[1] ?? '').toLowerCase();
    fields.set(key, [...(fields.get(key) ?? []), match[2] ?? '']);
  }
  return fields;
}

/**
 * Whether an sdist's PKG-INFO states what its wheel will (PEP 643): Metadata-Version 2.2 or later,
 * and none of the fields pip resolves with marked Dynamic. Older PKG-INFO may differ from the wheel.
 */
export function isReliableSdistMetadata(text: string): boolean {
  const fields = metadataFields(text);
  const [major = 0, minor = 0] = (fields.get('metadata-version')?.[0] ?? '').split('.').map(Number);
  if (major < 2 || (major === 2 && minor < 2)) return false;
  const dynamic = (fields.get('dynamic') ?? []).map((field) => field.trim().toLowerCase());
  return !dynamic.some((field) => RESOLUTION_FIELDS.includes(field));
}

/** A gzipped sdist's `{name}-{version}/PKG-INFO`, when it is reliable. */
export async function sdistMetadata(gzipped: Readable): Promise<Buffer | undefined> {
  const pkgInfo = await readTarEntry(gzipped, (name) => /^[^/]+\/PKG-INFO$/.test(name), METADATA_LIMIT);
  return pkgInfo && isReliableSdistMetadata(pkgInfo.toString('utf8')) ? pkgInfo : undefined;
}

/** The core metadata of a distribution file by its name: wheels and gzipped sdists have one. */
export async function coreMetadataOf(
  filename: string,
  file: { read: RangeReader; stream: () => Readable; size: number },
): Promise<Buffer | undefined> {
  if (filename.endsWith('.whl')) return wheelMetadata(filename, file.read, file.size);
  if (filename.endsWith('.tar.gz') || filename.endsWith('.tgz')) return sdistMetadata(file.stream());
  return undefined;
}
