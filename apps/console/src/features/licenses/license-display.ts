import {
  type CurrentLicense,
  type LicenseGate,
  type LicenseSource,
  licenseGates,
  licenseRanks,
  licenseTypes,
  passesLicenseGate,
} from '@arca/contract';

/** The highest rank a licence can have, so a rank reads as "n of max". */
export const MAX_LICENSE_RANK = Math.max(...Object.values(licenseRanks));

/** Where the effective licence comes from, as the page names it. */
export const licenseSourceLabels: Record<LicenseSource, string> = {
  file: 'Installed license file',
  default: 'Instance default (ARCA_LICENSE_TYPE)',
  none: 'None',
};

/** When the licence ends: a file's date; the instance default never does; null when nothing applies. */
export function licenseExpiry(license: CurrentLicense): string | null {
  if (license.expires) return license.expires;
  return license.source === 'default' ? 'Never' : null;
}

/** The lowest licence type that reaches a rank, so a gate reads "COMMERCIAL or higher". */
export function lowestTypeAtRank(rank: number): string {
  return licenseTypes.find((type) => licenseRanks[type] >= rank) ?? 'none';
}

export interface LicenseGateRow {
  key: string;
  feature: string;
  minRank: number;
  /** E.g. 'COMMERCIAL or higher'. */
  requirement: string;
  /** Whether the current licence opens it. */
  unlocked: boolean;
}

/** One row per gated feature, read from the contract's gates so the page never disagrees with them. */
export function licenseGateRows(license: string): LicenseGateRow[] {
  return Object.entries(licenseGates).map(([key, gate]: [string, LicenseGate]) => ({
    key,
    feature: gate.feature,
    minRank: gate.minRank,
    requirement: `${lowestTypeAtRank(gate.minRank)} or higher`,
    unlocked: passesLicenseGate(gate, license),
  }));
}

export interface LicenseWarning {
  title: string;
  description: string;
}

/** What stands in for a file that is not in force, as the server applies it. */
function fallbackNote(license: CurrentLicense): string {
  return license.valid
    ? `Until a new license is installed, Arca runs under the instance default, ${license.type}.`
    : 'Until a new license is installed, no license applies.';
}

/** Why the installed file is not in force, when there is one that is not; null otherwise. */
export function licenseFileWarning(license: CurrentLicense): LicenseWarning | null {
  const { file } = license;
  if (!file || file.status === 'valid') return null;
  const which = `The installed ${file.type} license for ${file.licensee}`;
  if (file.status === 'expired') {
    return { title: `${which} expired on ${file.expires}.`, description: fallbackNote(license) };
  }
  return {
    title: `${which} is signed by a key this server does not trust.`,
    description: `Add its public key to ARCA_LICENSE_PUBLIC_KEYS, or install a license signed by a trusted key. ${fallbackNote(license)}`,
  };
}
