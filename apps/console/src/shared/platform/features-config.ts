import { type FeatureFlag, type FeaturesConfig, systemCallRoutes } from '@arca/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../http/index.ts';

/** `GET /system/featuresConfig` (R28.049): which feature flags this instance has on. */
export function fetchFeaturesConfig(): Promise<FeaturesConfig> {
  return call(systemCallRoutes.featuresConfig);
}

/** Flags change only with the server's configuration, that is on a restart: read once per start (R2.02). */
export function featuresConfigQueryOptions() {
  return queryOptions({ queryKey: ['platform', 'features-config'], queryFn: fetchFeaturesConfig, staleTime: Infinity });
}

/** Whether every flag a route needs is on. */
export function featuresSupported(needed: readonly FeatureFlag[], config: FeaturesConfig): boolean {
  return needed.every((flag) => config.enabled.includes(flag));
}
