import { type OnboardingSubmission, onboardingRoutes } from '@arca/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  data: () => [...onboardingKeys.all, 'data'] as const,
  initStatus: () => [...onboardingKeys.all, 'init-status'] as const,
};

/** `GET /system/onboarding` (R28.039): a critical call (shell.md §8), read once per session. */
export function onboardingDataQueryOptions() {
  return queryOptions({
    queryKey: onboardingKeys.data(),
    queryFn: () => call(onboardingRoutes.data, { priority: 'critical' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOnboardingData() {
  return useQuery(onboardingDataQueryOptions());
}

/** `GET /ui/onboarding/initStatus` with the loader flag (R13.07). */
export function useInitStatus() {
  return useQuery({
    queryKey: onboardingKeys.initStatus(),
    queryFn: () => call(onboardingRoutes.initStatus, { loader: true }),
  });
}

/** `POST /system/onboarding`: the finished wizard; the server creates the project and repositories. */
export function useSubmitOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingSubmission) => call(onboardingRoutes.submit, { body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Quick setup closed without finishing: the server stops offering it. */
export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(onboardingRoutes.dismiss),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
