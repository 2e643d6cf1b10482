import { type InstalledService, type SupportBundleService, supportBundleServices } from '@arca/contract';

/** How the screens name each service, with the name the server knows it by beside it. */
export const supportBundleServiceTitles: Record<SupportBundleService, string> = {
  artifactory: 'Artifact service',
  xray: 'Security scanning',
  distribution: 'Distribution',
  mission_control: 'Mission control',
  insight: 'Insight',
  tracker: 'Peer network tracker',
};

/**
 * R15.06: the services a bundle can be made for here. The artifact service always; a companion
 * when it is installed; mission control only when its own checks said yes (R15.16), because an
 * installed but unreachable mission control would take the request and never answer.
 */
export function offeredBundleServices(
  installed: readonly InstalledService[],
  missionControlAvailable: boolean,
): SupportBundleService[] {
  const names = new Set(installed.map((service) => service.name.toLowerCase()));
  return supportBundleServices.filter((service) => {
    if (service === 'artifactory') return true;
    if (service === 'mission_control') return missionControlAvailable;
    return names.has(service);
  });
}
