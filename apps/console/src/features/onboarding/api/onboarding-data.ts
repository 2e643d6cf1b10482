import { onboardingDataRoute } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';

// Apart from the wizard's calls (onboarding.ts): guard 10 reads this query on every administrator's
// login, so the console's entry carries it, and only it.

export const onboardingKeys = {
  all: ['onboarding'] as const,
  data: () => [...onboardingKeys.all, 'data'] as const,
  initStatus: () => [...onboardingKeys.all, 'init-status'] as const,
};

/** `GET /system/onboarding` (R28.039): a critical call (shell.md §8), read once per session. */
export function onboardingDataQueryOptions() {
  return queryOptions({
    queryKey: onboardingKeys.data(),
    queryFn: () => call(onboardingDataRoute, { priority: 'critical' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOnboardingData() {
  return useQuery(onboardingDataQueryOptions());
}
