import { describe, expect, it } from 'vitest';
import { isLicenseType, licenseRankOf, licenseRanks, licenseTypes, NO_LICENSE } from './licenses.ts';

describe('licence ranks', () => {
  it('R7.12 ranks none at 0', () => {
    expect(licenseRanks.none).toBe(0);
  });
  it('R7.13 ranks OSS, CONAN and JCR at 1', () => {
    expect([licenseRanks.OSS, licenseRanks.CONAN, licenseRanks.JCR]).toEqual([1, 1, 1]);
  });
  it('R7.14 ranks COMMERCIAL and COMMERCIAL_X at 2', () => {
    expect([licenseRanks.COMMERCIAL, licenseRanks.COMMERCIAL_X]).toEqual([2, 2]);
  });
  it('R7.15 ranks TRIAL at 3', () => {
    expect(licenseRanks.TRIAL).toBe(3);
  });
  it('R7.16 ranks EDGE, EDGE_TRIAL, ENTERPRISE and ENTERPRISE_X at 4', () => {
    expect([licenseRanks.EDGE, licenseRanks.EDGE_TRIAL, licenseRanks.ENTERPRISE, licenseRanks.ENTERPRISE_X]).toEqual([
      4, 4, 4, 4,
    ]);
  });
  it('R7.17 ranks ENTERPRISE_PLUS_TRIAL and ENTERPRISE_PLUS at 5', () => {
    expect([licenseRanks.ENTERPRISE_PLUS_TRIAL, licenseRanks.ENTERPRISE_PLUS]).toEqual([5, 5]);
  });
  it('knows exactly the thirteen licence types and nothing else', () => {
    expect(licenseTypes).toHaveLength(13);
    expect(isLicenseType('ENTERPRISE_PLUS')).toBe(true);
    expect(isLicenseType('GOLD')).toBe(false);
    expect(isLicenseType('toString')).toBe(false);
  });
  it('ranks N/A, which has no row of its own (O27), as none', () => {
    expect(licenseRankOf(NO_LICENSE)).toBe(0);
    expect(licenseRankOf('ENTERPRISE_PLUS')).toBe(5);
  });
});
