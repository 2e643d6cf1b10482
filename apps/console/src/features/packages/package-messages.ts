/** The package browser's texts as the spec words them (packages-and-search.md §2, §8). */
export const packageMessages = {
  noPackagesFound: 'No packages found, please refine your search criteria',
  findYourPackages: 'Find your packages using the Search Bar',
  semverOnly: 'Only semver release versions will be shown',
  xrayUnavailable: 'Xray is unavailable',
} as const;

/** R10.05–R10.11: the version detail tabs and their labels; xrayData reads 'Security' where Arca runs alone (R10.09). */
export const versionTabLabels = {
  readme: 'Readme',
  builds: 'Builds',
  location: 'Location',
  xrayData: 'Security',
  releases: 'Releases',
  dockerLayers: 'Docker Layers',
} as const;

export type VersionTab = keyof typeof versionTabLabels;
