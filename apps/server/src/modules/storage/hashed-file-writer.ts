import type { FileHandle } from 'node:fs/promises';
import type { BlobHasher } from './blob-hasher.ts';
import { countReceived } from './young-collection.ts';

/**
 * Incoming bytes gather into slots of this size: one write per 256 KiB instead of one per socket
 * read. An upload holds four (1 MiB), so fifty at once hold 50 MB.
 */
const SLOT_BYTES = 256 * 1024;
/** Slots per upload: one filling while the others are being written. */
const SLOTS = 4;
/** While a large upload arrives, its data is flushed to disk this often (see writeHashed). */
const FLUSH_EVERY = 32 * 1024 * 1024;
/** Idle slot memory kept for the next upload (1 MiB), so that uploads one after another reuse it rather than allocate. */
const KEPT = 1;
const idle: Buffer[] = [];

/**
 * Writes `chunks` to `handle` from `position` on, hashing them with `hasher` as they come. The
 * chunks are copied into pooled slots, and each full slot is written by libuv's threads while the
 * next fills; when every slot is still being written, reading waits, so a slow disk slows the
 * sender rather than filling memory. Returns the number of bytes written.
 *
 * Every FLUSH_EVERY bytes the file's data is flushed in the background (fdatasync), so that the
 * disk writes while the rest arrives and the caller's last flush finds little left to write: with
 * gigabytes of page cache the kernel would otherwise start writing only at that last flush, after
 * the whole upload has come.
 */
export async function writeHashed(
  chunks: AsyncIterable<Buffer>,
  handle: FileHandle,
  position: number,
  hasher: BlobHasher,
): Promise<number> {
  const memory = idle.pop() ?? Buffer.allocUnsafeSlow(SLOT_BYTES * SLOTS);
  const busy: (Promise<void> | undefined)[] = new Array(SLOTS).fill(undefined);
  let flushing: Promise<void> | undefined;
  let slot = 0;
  let filled = 0;
  let written = 0;
  let flushedAt = 0;

  const send = () => {
    const done = writeFully(handle, memory.subarray(slot * SLOT_BYTES, slot * SLOT_BYTES + filled), position + written);
    // Awaited when the slot is next needed, or at the end; never left to reject unobserved.
    done.catch(() => undefined);
    busy[slot] = done;
    written += filled;
    slot = (slot + 1) % SLOTS;
    filled = 0;
    if (written - flushedAt >= FLUSH_EVERY && !flushing) {
      flushedAt = written;
      flushing = handle.datasync().finally(() => {
        flushing = undefined;
      });
      flushing.catch(() => undefined);
    }
  };

  try {
    for await (const chunk of chunks) {
      // Hashed while it is still in the cache from the socket's copy.
      hasher.update(chunk);
      for (let from = 0; from < chunk.length; ) {
        if (filled === 0 && busy[slot]) {
          await busy[slot];
          busy[slot] = undefined;
        }
        const length = Math.min(chunk.length - from, SLOT_BYTES - filled);
        chunk.copy(memory, slot * SLOT_BYTES + filled, from, from + length);
        filled += length;
        from += length;
        if (filled === SLOT_BYTES) send();
      }
      // Written or copied: the chunk is garbage from here, and is freed soon (countReceived says why).
      countReceived(chunk.length);
    }
    if (filled > 0) send();
    await Promise.all([...busy, flushing]);
    return written;
  } finally {
    // libuv's threads may still read the slots of a failed upload.
    await Promise.allSettled([...busy, flushing]);
    if (idle.length < KEPT) idle.push(memory);
  }
}

/** A regular file takes a write whole in practice; what it leaves is written again from where it stopped. */
async function writeFully(handle: FileHandle, bytes: Buffer, position: number): Promise<void> {
  for (let done = 0; done < bytes.length; ) {
    const { bytesWritten } = await handle.write(bytes, done, bytes.length - done, position + done);
    done += bytesWritten;
  }
}
