/** Number pattern used when none is given: whole number with thousands separators (R25.159). */
export const DEFAULT_NUMBER_FORMAT = '0,0';

/** Byte units from bytes to yottabytes, each 1024 times the previous (R25.160). */
export const BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Decimals shown for every unit above bytes (R25.160). */
export const BYTE_DECIMALS = 1;

/** Step between byte units; binary, as file sizes are elsewhere in the console (R25.160). */
export const BYTE_BASE = 1024;

/** Separator between the singular and plural form of an entity label (R25.161). */
export const ENTITY_LABEL_SEPARATOR = '/';

/**
 * Formats a number with a numeral-style pattern: a comma anywhere before the point asks for
 * thousands separators, the zeros after the point give the decimals ('0,0' → 1,234; '0,0.0' →
 * 1,234.5; '0.00' → 1234.50). Output is en-US so it reads the same for every visitor and in tests.
 */
export function formatNumber(value: number, pattern: string = DEFAULT_NUMBER_FORMAT): string {
  if (!Number.isFinite(value)) return '0';
  const [integerPart = '', fractionPart = ''] = pattern.split('.');
  const decimals = (fractionPart.match(/0/g) ?? []).length;
  return new Intl.NumberFormat('en-US', {
    useGrouping: integerPart.includes(','),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    // A value that rounds to zero should not print as "-0".
    signDisplay: 'negative',
  }).format(value);
}

/** 1536 → '1.5 KB'; whole bytes stay whole ('512 bytes'); beyond YB the number just grows. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes === 0) return `0 ${BYTE_UNITS[0]}`;
  const sign = bytes < 0 ? '-' : '';
  const size = Math.abs(bytes);
  if (size < BYTE_BASE) return `${sign}${Math.round(size)} ${BYTE_UNITS[0]}`;
  const last = BYTE_UNITS.length - 1;
  let unit = Math.min(Math.floor(Math.log(size) / Math.log(BYTE_BASE)), last);
  let scaled = Number((size / BYTE_BASE ** unit).toFixed(BYTE_DECIMALS));
  // 1048575 bytes is 1023.999 KB, which rounds to 1024.0 KB: show it as 1.0 MB instead.
  if (scaled >= BYTE_BASE && unit < last) {
    unit += 1;
    scaled = Number((size / BYTE_BASE ** unit).toFixed(BYTE_DECIMALS));
  }
  return `${sign}${scaled.toFixed(BYTE_DECIMALS)} ${BYTE_UNITS[unit]}`;
}

/**
 * Picks the singular or plural form from a 'Repository/Repositories' pair: singular for exactly 1,
 * plural otherwise (0 repositories, 2 repositories). A label without a slash is used for both.
 */
export function entityLabel(forms: string, count: number): string {
  const [singular = '', plural] = forms.split(ENTITY_LABEL_SEPARATOR).map((form) => form.trim());
  return count === 1 ? singular : (plural ?? singular);
}
