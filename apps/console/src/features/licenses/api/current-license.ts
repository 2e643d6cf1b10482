import { licenseRoutes } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { licenseKeys } from './keys.ts';

/**
 * The licence changes only when one is installed, which writes the answer into the cache, or when
 * an installed file reaches its expiry day; a minute keeps the page honest without polling.
 */
const CURRENT_LICENSE_STALE_MS = 60_000;

/** `GET ui/licenses`: the effective licence and the installed file behind it (administrators only). */
export function currentLicenseQueryOptions() {
  return queryOptions({
    queryKey: licenseKeys.current(),
    queryFn: () => call(licenseRoutes.get),
    staleTime: CURRENT_LICENSE_STALE_MS,
  });
}

export function useCurrentLicense() {
  return useQuery(currentLicenseQueryOptions());
}
