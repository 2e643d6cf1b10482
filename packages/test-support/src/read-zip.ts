import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** One entry as the central directory describes it, with its data inflated. */
export interface ZipRecord {
  name: string;
  /** The name's bytes as stored, to compare with the local header's. */
  nameBytes: Buffer;
  flags: number;
  method: number;
  /** DOS time and date fields. */
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  /** Where the entry's data starts, after its local header. */
  dataStart: number;
  content: Buffer;
}

/**
 * Every entry of a zip, read the way an unzip tool does: from the central directory, each entry's
 * data found through its local header and inflated. Throws on anything malformed, so a test
 * reading a broken zip fails.
 */
export function readZipRecords(zip: Buffer): ZipRecord[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const records: ZipRecord[] = [];
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`entry ${n}: not a central directory entry`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const localOffset = zip.readUInt32LE(at + 42);
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    const name = nameBytes.toString('utf8');
    if (zip.readUInt32LE(localOffset) !== LOCAL_HEADER) throw new Error(`${name}: no local header`);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    const content = method === 8 ? inflateRawSync(raw) : method === 0 ? Buffer.from(raw) : undefined;
    if (!content) throw new Error(`${name}: compression method ${method} is not read here`);
    if (content.length !== size) throw new Error(`${name}: ${content.length} bytes where the directory says ${size}`);
    records.push({
      name,
      nameBytes,
      flags: zip.readUInt16LE(at + 8),
      method,
      time: zip.readUInt16LE(at + 12),
      date: zip.readUInt16LE(at + 14),
      crc: zip.readUInt32LE(at + 16),
      compressedSize,
      size,
      localOffset,
      dataStart,
      content,
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return records;
}

/** The entries of a zip by name. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  return new Map(readZipRecords(zip).map((record) => [record.name, record.content]));
}
