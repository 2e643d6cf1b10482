import type { ByteRange } from './blob-store.ts';

/**
 * Reads a `Range: bytes=…` header for a body of `size` bytes: one range (`a-b`, `a-`, `-n`), or
 * 'unsatisfiable'. A header this server does not serve in parts (another unit, several ranges,
 * nonsense) is ignored, so the whole body is sent, as RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
