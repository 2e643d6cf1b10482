import type { VisibilityRule } from './evaluate.ts';
import { RELEASE_BUNDLE_LICENSES, SCANNER_MIN_LICENSE_RANK } from './menu-rules.ts';

/**
 * The toolbar's search categories (shell.md §2 Shell navigation, §6; packages-and-search.md §4
 * Search): each needs its service and licence tier (R11.18).
 */
export const searchRules = {
  /** R11.21: hidden on a lightweight instance. */
  searchPackages: {
    id: 'searchPackages',
    feature: 'Packages',
    steps: [{ kind: 'feature', flag: 'lightweightInstance', on: false }],
  },
  searchArtifacts: { id: 'searchArtifacts', feature: 'Artifacts', steps: [] },
  /** R11.21: hidden on a lightweight instance. */
  searchBuilds: {
    id: 'searchBuilds',
    feature: 'Builds',
    steps: [{ kind: 'feature', flag: 'lightweightInstance', on: false }],
  },
  /** R11.18, R11.21, R7.19: distribution, an edge or enterprise-plus licence, not a lightweight instance. */
  searchReleaseBundles: {
    id: 'searchReleaseBundles',
    feature: 'Release Bundles',
    steps: [
      { kind: 'feature', flag: 'lightweightInstance', on: false },
      { kind: 'service', service: 'distribution' },
      { kind: 'license', oneOf: RELEASE_BUNDLE_LICENSES },
    ],
  },
  /**
   * R11.18, R7.18: the scanner and a commercial-or-higher licence. R11.23: signed-in users search it
   * through the scanner itself; an anonymous visitor needs the scanner's anonymous access, else the
   * category asks them to log in.
   */
  searchSecurityCompliance: {
    id: 'searchSecurityCompliance',
    feature: 'Security & Compliance',
    steps: [
      { kind: 'service', service: 'xray' },
      { kind: 'minLicenseRank', rank: SCANNER_MIN_LICENSE_RANK },
      { kind: 'anonymousAccess', viewLevel: 'xrayAnonymousAccess' },
    ],
  },
  /** R11.19: Archive is gated by the cold storage feature. */
  searchArchive: {
    id: 'searchArchive',
    feature: 'Archive',
    steps: [{ kind: 'feature', flag: 'coldStorage', on: true }],
  },
  /** R11.18, R11.20: the pipelines service and the toolbar-search flag. */
  searchPipelines: {
    id: 'searchPipelines',
    feature: 'Pipelines',
    steps: [
      { kind: 'service', service: 'pipelines' },
      { kind: 'feature', flag: 'pipelinesToolbarSearch', on: true },
    ],
  },
} as const satisfies Record<string, VisibilityRule>;
