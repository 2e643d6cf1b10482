import { describe, expect, it } from 'vitest';
import { BYTE_UNITS, DEFAULT_NUMBER_FORMAT, entityLabel, formatBytes, formatNumber } from './utils.ts';

describe('formatNumber', () => {
  it("R25.159 defaults to '0,0': a whole number with thousands separators", () => {
    expect(DEFAULT_NUMBER_FORMAT).toBe('0,0');
    expect(formatNumber(1284113)).toBe('1,284,113');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234.6)).toBe('1,235');
    expect(formatNumber(-4200)).toBe('-4,200');
  });

  it('R25.159 honours decimals and the absence of a comma in the pattern', () => {
    expect(formatNumber(1234.56, '0,0.0')).toBe('1,234.6');
    expect(formatNumber(1234.5, '0,0.00')).toBe('1,234.50');
    expect(formatNumber(1234.5, '0.0')).toBe('1234.5');
    expect(formatNumber(1234, '0')).toBe('1234');
  });

  it('prints 0 rather than -0 or NaN', () => {
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('0');
  });
});

describe('formatBytes', () => {
  it('R25.160 uses units from bytes to YB', () => {
    expect(BYTE_UNITS).toEqual(['bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1024 ** 3 * 2.25)).toBe('2.3 GB');
    expect(formatBytes(1024 ** 8)).toBe('1.0 YB');
    expect(formatBytes(1024 ** 9)).toBe('1024.0 YB');
  });

  it('R25.160 shows one decimal above bytes, base 1024', () => {
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(52_428_800)).toBe('50.0 MB');
    expect(formatBytes(1_048_575)).toBe('1.0 MB');
    expect(formatBytes(-1536)).toBe('-1.5 KB');
  });
});

describe('entityLabel', () => {
  it('R25.161 takes the singular for one and the plural otherwise from a slash pair', () => {
    expect(entityLabel('Repository/Repositories', 1)).toBe('Repository');
    expect(entityLabel('Repository/Repositories', 0)).toBe('Repositories');
    expect(entityLabel('Repository/Repositories', 7)).toBe('Repositories');
    expect(entityLabel('Package / Packages', 2)).toBe('Packages');
  });

  it('uses a label without a slash for both forms', () => {
    expect(entityLabel('Metadata', 3)).toBe('Metadata');
  });
});
