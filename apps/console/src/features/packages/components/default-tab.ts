import { supportsReadme } from '@arca/contract';
import type { VersionTab } from '../package-messages.ts';

/** R10.12–R10.14: docker opens on its layers, an archive lead file on its README, anything else on builds. */
export function defaultVersionTab(packageType: string, leadFilePath: string | null | undefined): VersionTab {
  if (packageType.toLowerCase() === 'docker') return 'dockerLayers';
  if (leadFilePath && supportsReadme(leadFilePath)) return 'readme';
  return 'builds';
}

/** The tabs a version shows: dependencies and properties only for npm, docker layers only for docker (R10.11). */
export function versionTabsOf(packageType: string): VersionTab[] {
  const type = packageType.toLowerCase();
  const tabs: VersionTab[] = ['readme', 'builds', 'location', 'xrayData', 'releases'];
  if (type === 'npm') return ['readme', 'dependencies', 'properties', 'builds', 'location', 'xrayData', 'releases'];
  return type === 'docker' ? [...tabs, 'dockerLayers'] : tabs;
}
