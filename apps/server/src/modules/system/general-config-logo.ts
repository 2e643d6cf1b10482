import { createHash } from 'node:crypto';
import { generalConfigMessages, LOGO_MAX_BYTES } from '@arca/contract';
import { DomainError, Invalid } from '../../lib/errors.ts';

/** The image types a logo may be, told apart by their leading bytes. */
export type LogoMediaType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/svg+xml';

export interface StoredLogo {
  mediaType: LogoMediaType;
  /** Hex SHA-256 of the image: its validator and its version in the footer's logoUrl. */
  sha256: string;
  /** The image, base64. */
  data: string;
  updatedAt: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * An SVG document begins, after an optional byte-order mark, whitespace, XML declaration,
 * comments and doctype, with its `<svg` root. HTML (or anything else) named .svg does not.
 */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>]*>)\s*)*<svg[\s>/]/i;

/** How much of a text file is read to find its root element. */
const SVG_SNIFF_BYTES = 4096;

export function sniffImage(bytes: Buffer): LogoMediaType | undefined {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (SVG_START.test(bytes.subarray(0, SVG_SNIFF_BYTES).toString('utf8'))) return 'image/svg+xml';
  return undefined;
}

/** Refuses a body that is not a PNG, JPEG, GIF or SVG image of at most LOGO_MAX_BYTES. */
export function checkedLogo(bytes: Buffer, now = Date.now()): StoredLogo {
  if (bytes.length === 0) throw new Invalid(generalConfigMessages.logoEmpty);
  if (bytes.length > LOGO_MAX_BYTES) throw new DomainError(413, generalConfigMessages.logoTooLarge);
  const mediaType = sniffImage(bytes);
  if (!mediaType) throw new Invalid(generalConfigMessages.logoNotImage);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { mediaType, sha256, data: bytes.toString('base64'), updatedAt: now };
}
