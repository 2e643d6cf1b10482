import { Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const DIRECTORY_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const LOCAL_HEADER_BYTES = 30;
const DATA_DESCRIPTOR_BYTES = 16;
const DIRECTORY_HEADER_BYTES = 46;
const END_RECORD_BYTES = 22;
/** 2.0: the first version with deflate and data descriptors. */
const VERSION_NEEDED = 20;
/** Made on Unix, so readers take the permission bits from the external attributes. */
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
/** Bit 3: sizes and CRC follow the data (they are unknown until it is streamed); bit 11: UTF-8 names. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
/** A regular file, rw-r--r--, in the high half (multiplied: a shift would overflow to negative). */
const FILE_ATTRIBUTES = 0o100644 * 0x10000;
const MAX_NAME_BYTES = 0xffff;

/** What a zip without zip64 can hold; 0xFFFFFFFF and 0xFFFF themselves mean "see the zip64 record". */
export interface ZipLimits {
  /** Bytes before the central directory, the central directory's size, and any entry's inflated size. */
  bytes: number;
  entries: number;
}

export const ZIP_LIMITS: ZipLimits = { bytes: 0xfffffffe, entries: 0xfffe };

export interface ZipEntryOptions {
  /** The entry's modification time; now when left out. */
  modified?: Date;
}

interface Entry {
  name: Buffer;
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/**
 * Writes a zip to `output` one entry at a time, deflating each as it streams: no entry is held
 * in memory, and a slow output slows the sources down. `finish()` writes the central directory
 * and ends the output. If any entry fails (its source errors, the output errors, or the archive
 * outgrows the limits) the output is destroyed and the writer refuses further use, since what was
 * written is not a valid zip; the caller deletes the partial file.
 */
export class ZipWriter {
  readonly #output: Writable;
  readonly #limits: ZipLimits;
  readonly #entries: Entry[] = [];
  readonly #names = new Set<string>();
  #offset = 0;
  #busy = false;
  #finished = false;
  #failure: unknown;

  /** `limits` are the format's; lower ones let the refusal be exercised without writing 4 GiB. */
  constructor(output: Writable, limits: ZipLimits = ZIP_LIMITS) {
    this.#output = output;
    this.#limits = limits;
    // An output error with no listener would crash the process; it surfaces through the next write or finish().
    output.on('error', () => {});
  }

  /** Adds `source` as entry `name`, consuming it (or destroying it when the entry is refused). */
  async addStream(name: string, source: Readable, options: ZipEntryOptions = {}): Promise<void> {
    let entry: Entry;
    try {
      entry = this.#begin(name, options.modified ?? new Date());
    } catch (error) {
      source.destroy();
      throw error;
    }
    this.#busy = true;
    try {
      await this.#writeEntryBytes(localHeader(entry));
      await pipeline(source, this.#measure(entry), createDeflateRaw(), this.#sink(entry));
      await this.#writeEntryBytes(dataDescriptor(entry));
      this.#entries.push(entry);
      this.#names.add(name);
    } catch (error) {
      this.#fail(error);
      throw new Error(`zip entry "${name}" could not be written: ${messageOf(error)}`, { cause: error });
    } finally {
      this.#busy = false;
    }
  }

  async addBuffer(name: string, content: Buffer | string, options: ZipEntryOptions = {}): Promise<void> {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    await this.addStream(name, Readable.from([bytes], { objectMode: false }), options);
  }

  /** Writes the central directory and the end record, ends the output and waits until it is closed. */
  async finish(): Promise<void> {
    this.#checkUsable();
    this.#finished = true;
    try {
      const directoryStart = this.#offset;
      const directorySize = this.#entries.reduce((sum, entry) => sum + DIRECTORY_HEADER_BYTES + entry.name.length, 0);
      if (directorySize > this.#limits.bytes) throw this.#tooLarge();
      for (const entry of this.#entries) await this.#write(directoryHeader(entry));
      await this.#write(endRecord(this.#entries.length, directorySize, directoryStart));
      this.#output.end();
      await finished(this.#output);
    } catch (error) {
      this.#fail(error);
      throw error;
    }
  }

  /** Checks the writer can take `name` now, and builds its entry at the current offset. */
  #begin(name: string, modified: Date): Entry {
    this.#checkUsable();
    const encoded = checkedName(name);
    if (this.#names.has(name)) throw new Error(`zip entry "${name}" is already in the archive`);
    if (this.#entries.length >= this.#limits.entries)
      throw new Error(
        `a zip archive holds at most ${this.#limits.entries} entries without zip64, which is not supported`,
      );
    if (Number.isNaN(modified.getTime())) throw new Error(`zip entry "${name}" has an invalid modification date`);
    return { name: encoded, ...dosDateTime(modified), crc: 0, compressedSize: 0, size: 0, offset: this.#offset };
  }

  #checkUsable(): void {
    if (this.#failure !== undefined)
      throw new Error(`the zip writer cannot be used after a failure: ${messageOf(this.#failure)}`, {
        cause: this.#failure,
      });
    if (this.#busy) throw new Error('zip entries are added one at a time: await the previous one first');
    if (this.#finished) throw new Error('the zip archive is already finished');
  }

  /** CRC-32 and inflated size of what passes through, on its way to the deflater. */
  #measure(entry: Entry) {
    const limit = this.#limits.bytes;
    return async function* measure(chunks: AsyncIterable<Buffer | string>) {
      for await (const chunk of chunks) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        if (entry.size > limit)
          throw new Error(`the entry is larger than ${limit} bytes, which needs zip64 (not supported)`);
        yield bytes;
      }
    };
  }

  #sink(entry: Entry) {
    return async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        entry.compressedSize += chunk.length;
        await this.#writeEntryBytes(chunk);
      }
    };
  }

  /** Everything before the central directory must stay addressable by its 32-bit offset. */
  async #writeEntryBytes(chunk: Buffer): Promise<void> {
    if (this.#offset + chunk.length > this.#limits.bytes) throw this.#tooLarge();
    await this.#write(chunk);
  }

  async #write(chunk: Buffer): Promise<void> {
    const output = this.#output;
    if (output.errored) throw output.errored;
    if (output.destroyed || output.writableEnded) throw new Error('the zip output was closed');
    this.#offset += chunk.length;
    if (!output.write(chunk)) await drained(output);
  }

  #tooLarge(): Error {
    return new Error(`the zip archive would grow past ${this.#limits.bytes} bytes, which needs zip64 (not supported)`);
  }

  #fail(error: unknown): void {
    this.#failure ??= error ?? new Error('unknown failure');
    this.#output.destroy();
  }
}

/** The name's UTF-8 bytes, once it is known to extract inside the target folder on any system. */
function checkedName(name: string): Buffer {
  if (name === '') throw new Error('zip entry name is empty');
  const quoted = JSON.stringify(name);
  if (name.includes('\\')) throw new Error(`zip entry name ${quoted} contains a backslash`);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) throw new Error(`zip entry name ${quoted} is absolute`);
  if (name.split('/').includes('..')) throw new Error(`zip entry name ${quoted} contains a ".." segment`);
  if (name.endsWith('/')) throw new Error(`zip entry name ${quoted} names a folder; folders follow from file names`);
  if (name.includes('\0')) throw new Error(`zip entry name ${quoted} contains a NUL character`);
  if (!name.isWellFormed()) throw new Error(`zip entry name ${quoted} is not valid Unicode`);
  const encoded = Buffer.from(name, 'utf8');
  if (encoded.length > MAX_NAME_BYTES)
    throw new Error(`zip entry name ${quoted} is longer than ${MAX_NAME_BYTES} bytes`);
  return encoded;
}

/**
 * MS-DOS date and time, in local time as zip tools read it, to two seconds; dates outside
 * 1980–2107 are clamped to the nearest one the format can hold.
 */
export function dosDateTime(modified: Date): { time: number; date: number } {
  const year = modified.getFullYear();
  if (year < 1980) return { time: 0, date: (1 << 5) | 1 };
  if (year > 2107) return { time: (23 << 11) | (59 << 5) | 29, date: (127 << 9) | (12 << 5) | 31 };
  return {
    time: (modified.getHours() << 11) | (modified.getMinutes() << 5) | (modified.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((modified.getMonth() + 1) << 5) | modified.getDate(),
  };
}

function localHeader(entry: Entry): Buffer {
  const header = Buffer.alloc(LOCAL_HEADER_BYTES + entry.name.length);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(entry.time, 10);
  header.writeUInt16LE(entry.date, 12);
  // CRC and sizes (14–25) stay zero: bit 3 says they are in the data descriptor.
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  entry.name.copy(header, LOCAL_HEADER_BYTES);
  return header;
}

function dataDescriptor(entry: Entry): Buffer {
  const descriptor = Buffer.alloc(DATA_DESCRIPTOR_BYTES);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressedSize, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function directoryHeader(entry: Entry): Buffer {
  const header = Buffer.alloc(DIRECTORY_HEADER_BYTES + entry.name.length);
  header.writeUInt32LE(DIRECTORY_HEADER, 0);
  header.writeUInt16LE(VERSION_MADE_BY, 4);
  header.writeUInt16LE(VERSION_NEEDED, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field and comment lengths, disk number and internal attributes (30–37) stay zero.
  header.writeUInt32LE(FILE_ATTRIBUTES, 38);
  header.writeUInt32LE(entry.offset, 42);
  entry.name.copy(header, DIRECTORY_HEADER_BYTES);
  return header;
}

function endRecord(count: number, directorySize: number, directoryStart: number): Buffer {
  const record = Buffer.alloc(END_RECORD_BYTES);
  record.writeUInt32LE(END_OF_DIRECTORY, 0);
  // Disk numbers (4–7) stay zero: one file.
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(directorySize, 12);
  record.writeUInt32LE(directoryStart, 16);
  return record;
}

/** Resolves once `output` drains; rejects if it errors or closes first rather than waiting forever. */
function drained(output: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      output.off('drain', onDrain);
      output.off('error', onError);
      output.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(output.errored ?? new Error('the zip output was closed'));
    output.on('drain', onDrain);
    output.on('error', onError);
    output.on('close', onClose);
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
