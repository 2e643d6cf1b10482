/** License types with rank (shell.md §3). */
export const licenseRanks = {
  none: 0,
  OSS: 1,
  CONAN: 1,
  JCR: 1,
  COMMERCIAL: 2,
  COMMERCIAL_X: 2,
  TRIAL: 3,
  EDGE: 4,
  EDGE_TRIAL: 4,
  ENTERPRISE: 4,
  ENTERPRISE_X: 4,
  ENTERPRISE_PLUS_TRIAL: 5,
  ENTERPRISE_PLUS: 5,
} as const;

export type LicenseType = keyof typeof licenseRanks;

export const licenseTypes = Object.keys(licenseRanks) as LicenseType[];

export function isLicenseType(value: string): value is LicenseType {
  return Object.hasOwn(licenseRanks, value);
}
