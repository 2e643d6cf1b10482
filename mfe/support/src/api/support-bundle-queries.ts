import { type MicroserviceEnabled, type SupportBundleList, servicePaths, supportBundlePaths } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../host.ts';
import { isInProgress } from '../support-bundle-status.ts';
import { supportBundleKeys } from './support-bundle-keys.ts';

/** How often the list is read again while the server is still writing a bundle. */
export const BUNDLE_POLL_MILLIS = 3000;

/**
 * R28.117, newest first. Low priority: a failure is swallowed like every support-bundle failure
 * (R15.11) and the list reads as empty. While a bundle is being written the list is polled, so it
 * turns Ready without a reload.
 */
export function useSupportBundles() {
  return useQuery({
    queryKey: supportBundleKeys.list(),
    queryFn: async () => {
      const { bundles } = await request<SupportBundleList>(supportBundlePaths.list, { priority: 'low' });
      return [...bundles].sort((a, b) => b.create_date - a.create_date);
    },
    refetchInterval: (query) =>
      query.state.data?.some((bundle) => isInProgress(bundle.status)) ? BUNDLE_POLL_MILLIS : false,
  });
}

/**
 * R15.16: mission control takes bundle requests only when the platform says it is enabled and it
 * answers its ping. The ping is skipped when it is not enabled: nothing would answer it.
 */
async function missionControlAvailable(): Promise<boolean> {
  try {
    const enabled = await request<MicroserviceEnabled>(servicePaths.missionControlEnabled, { priority: 'low' });
    if (!enabled.enabled) return false;
    await request<unknown>(supportBundlePaths.missionControlPing, { priority: 'low' });
    return true;
  } catch {
    return false;
  }
}

export function useMissionControlAvailable(): boolean {
  const query = useQuery({
    queryKey: supportBundleKeys.missionControl(),
    queryFn: missionControlAvailable,
    staleTime: 5 * 60_000,
  });
  return query.data ?? false;
}
