import { OciError } from './oci-errors.ts';
import type { UploadSession } from './upload-sessions.ts';

/** A chunk's `Content-Range`: `<start>-<end>` as the spec writes it, `bytes` before it as some clients send. */
const CHUNK_RANGE = /^(?:bytes[ =])?(\d+)-(\d+)$/;

/** The `Range` an upload answers with: the bytes it holds, `0-0` while it holds none, as registries answer it. */
export const heldRange = (size: number) => `0-${Math.max(size - 1, 0)}`;

/**
 * A chunk that began where the upload stood, but another chunk of it (sent at once, or through
 * another node) counted first: it is out of order as much as one sent at the wrong offset.
 */
export class ChunkRaced extends Error {
  readonly size: number;
  constructor(size: number) {
    super('another chunk of this upload came first');
    this.size = size;
  }
}

/**
 * 416 Range Not Satisfiable with the upload's `Location` and the `Range` it holds, so the client can
 * resume from there; the upload keeps what it had.
 */
function outOfOrder(size: number, location: string, contentRange: string | undefined): OciError {
  return new OciError(416, 'RANGE_INVALID', 'chunk out of order', contentRange, { location, range: heldRange(size) });
}

/**
 * A chunk, on PATCH or on the closing PUT, must begin where the upload stands; one that does not is
 * refused (`outOfOrder`). No `Content-Range` is a stream: it appends.
 */
export function requireNextChunk(session: UploadSession, location: string, contentRange: string | undefined): void {
  if (contentRange === undefined) return;
  const match = CHUNK_RANGE.exec(contentRange.trim());
  if (match && Number(match[1]) === session.size && Number(match[2]) >= Number(match[1])) return;
  throw outOfOrder(session.size, location, contentRange);
}

/** Answers a chunk that lost its race as one out of order; other failures pass unchanged. */
export function refusingRacedChunk(location: string, contentRange: string | undefined) {
  return (error: unknown): never => {
    throw error instanceof ChunkRaced ? outOfOrder(error.size, location, contentRange) : error;
  };
}
