import { type OnboardingSubmission, onboardingRoutes } from '@arca/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { onboardingKeys } from './onboarding-data.ts';

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
