import { BYTE_BASE, formatBytes } from '@arca/ui';

/** A project's quota when it has none. */
export const UNLIMITED_QUOTA = -1;

/** GB as the rest of the console counts bytes: binary. */
const BYTES_PER_GB = BYTE_BASE ** 3;

export function quotaLabel(bytes: number): string {
  return bytes < 0 ? 'Unlimited' : formatBytes(bytes);
}

export function bytesToGb(bytes: number): number {
  return Math.round((bytes / BYTES_PER_GB) * 100) / 100;
}

export function gbToBytes(gb: number): number {
  return Math.round(gb * BYTES_PER_GB);
}
