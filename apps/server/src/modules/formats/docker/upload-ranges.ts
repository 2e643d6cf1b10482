import { OciError } from './oci-errors.ts';
import type { UploadSession } from './upload-sessions.ts';

/** A chunk's `Content-Range`: `<start>-<end>` as the spec writes it, `bytes` before it as some clients send. */
const CHUNK_RANGE = /^(?:bytes[ =])?(\d+)-(\d+)$/;

/** The `Range` an upload answers with: the bytes it holds, `0-0` while it holds none, as registries answer it. */
export const heldRange = (size: number) => `0-${Math.max(size - 1, 0)}`;

/**
 * A chunk, on PATCH or on the closing PUT, must begin where the upload stands. One that does not is
 * 416 Range Not Satisfiable with the upload's `Location` and the `Range` it holds, so the client can
 * resume from there, and the upload keeps what it had. No `Content-Range` is a stream: it appends.
 */
export function requireNextChunk(session: UploadSession, location: string, contentRange: string | undefined): void {
  if (contentRange === undefined) return;
  const match = CHUNK_RANGE.exec(contentRange.trim());
  if (match && Number(match[1]) === session.size && Number(match[2]) >= Number(match[1])) return;
  throw new OciError(416, 'RANGE_INVALID', 'chunk out of order', contentRange, {
    location,
    range: heldRange(session.size),
  });
}
