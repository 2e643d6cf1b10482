/**
 * The most used small blobs, whole, by sha256, up to `capacity` bytes together, least recently used
 * going first. Content never changes under its sha256, so a kept copy is never stale.
 */
export class SmallBlobCache {
  readonly #capacity: number;
  readonly #blobs = new Map<string, Buffer>();
  #bytes = 0;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get(sha256: string): Buffer | undefined {
    const kept = this.#blobs.get(sha256);
    if (kept) {
      this.#blobs.delete(sha256);
      this.#blobs.set(sha256, kept);
    }
    return kept;
  }

  set(sha256: string, content: Buffer): void {
    this.delete(sha256);
    this.#blobs.set(sha256, content);
    this.#bytes += content.length;
    for (const [oldest, buffer] of this.#blobs) {
      if (this.#bytes <= this.#capacity) break;
      this.#blobs.delete(oldest);
      this.#bytes -= buffer.length;
    }
  }

  delete(sha256: string): void {
    const kept = this.#blobs.get(sha256);
    if (!kept) return;
    this.#blobs.delete(sha256);
    this.#bytes -= kept.length;
  }
}
