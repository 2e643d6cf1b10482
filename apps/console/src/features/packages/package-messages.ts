/** The package browser's texts as the spec words them (packages-and-search.md §2, §8). */
export const packageMessages = {
  noPackagesFound: 'No packages found, please refine your search criteria',
  findYourPackages: 'Find your packages using the Search Bar',
  semverOnly: 'Only semver release versions will be shown',
  xrayUnavailable: 'Xray is unavailable',
  xrayUnlicensed: 'Requires an Xray license',
  notScanned: 'Not Scanned',
  /** R10.17: the spec's 'Package will be available in a few minutes / Please try again later', as header and detail. */
  packageNotYetAvailable: 'Package will be available in a few minutes',
  tryAgainLater: 'Please try again later',
  /** R10.64: the scanner's violations answer failed; the time it answered is told beside it. */
  violationsUnreadable: 'The violations could not be read',
  /** R10.18, R10.19: while the package index is migrated after an upgrade. */
  migrationRunning: 'Migration process is currently running due to an upgrade',
  partialResults: 'You may see partial search results until the process is complete',
  /** R10.24: its last word is the UPGRADE link (R10.25). */
  transferQuotaReached:
    'You have reached your monthly quota for Data Transfer. To continue and start enjoying unlimited transfer, UPGRADE',
} as const;

/** How many violations the scanner found for a version. */
export function violationsFound(count: number): string {
  return count === 1 ? '1 violation' : `${count.toLocaleString('en-US')} violations`;
}

/** R10.26: what the invitation to search says about the packages a search can find. */
export function packagesAvailable(count: number): string {
  if (count === 0) return 'No packages are available yet.';
  return count === 1 ? '1 package is available.' : `${count.toLocaleString('en-US')} packages are available.`;
}

/**
 * R10.05–R10.11: the version detail tabs and their labels; xrayData reads 'Security' where Arca runs
 * alone (R10.09). npm versions add their dependencies and properties (packages-and-search.md §7).
 */
export const versionTabLabels = {
  readme: 'Readme',
  dependencies: 'Dependencies',
  properties: 'Properties',
  builds: 'Builds',
  location: 'Location',
  xrayData: 'Security',
  releases: 'Releases',
  dockerLayers: 'Docker Layers',
} as const;

export type VersionTab = keyof typeof versionTabLabels;

/** R10.08, R10.09: with a scanner installed the tab is the scanner's, 'Xray Data'. */
export const XRAY_DATA_LABEL = 'Xray Data';
