import { compareVersions } from '@arca/contract';

/** A span of service versions: from `min` on (inclusive), below `below` (exclusive). */
export interface VersionRange {
  min?: string;
  below?: string;
}

/** Whether a version lies in the range; an unknown version lies in none, so the gate stays closed. */
export function inVersionRange(version: string | undefined, range: VersionRange): boolean {
  if (version === undefined) return false;
  if (range.min !== undefined && compareVersions(version, range.min) < 0) return false;
  if (range.below !== undefined && compareVersions(version, range.below) >= 0) return false;
  return true;
}

/**
 * The artifactory (repository) service versions the spec names as gates (shell.md §6;
 * admin-and-widgets.md §6). The spec calls it the repository service in one place and the
 * artifact service in the other; they are read as one (O24).
 */
export const artifactoryVersionGates = {
  /** R7.25 */
  projects: { min: '7.17.0' },
  /** R7.26 */
  federatedRepositories: { min: '7.18.0' },
  /** R7.27 */
  virtualRepositoryGate: { min: '7.27.0' },
} as const satisfies Record<string, VersionRange>;

/**
 * Thresholds the spec lists without naming what they gate (admin-and-widgets.md §6, O23). Kept
 * here so a screen that learns its gate takes the value from one place.
 */
export const unattributedVersionThresholds = ['7.19.0', '7.20.0', '7.32.0'] as const;
