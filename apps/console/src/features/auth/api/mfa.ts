import {
  GOOGLE_AUTHENTICATOR,
  type MfaEnrollConfirm,
  type MfaEnrollment,
  type MfaVerifyRequest,
  mfaRoutes,
  type UserData,
} from '@arca/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { authKeys } from './keys.ts';

/** `GET /auth/mfa/enroll/` (R28.011): a fresh seed for this login; asking again replaces it. */
export function fetchMfaEnrollment(): Promise<MfaEnrollment> {
  return call(mfaRoutes.enrollment);
}

export function mfaEnrollmentQueryOptions() {
  return queryOptions({
    queryKey: [...authKeys.all, 'mfa-enrollment'] as const,
    queryFn: fetchMfaEnrollment,
    // Every fetch makes a new seed: fetch once per visit and never retry behind the user's back.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export function useMfaEnrollment() {
  return useQuery(mfaEnrollmentQueryOptions());
}

/** Both calls end the login: their answer is the logged-in user, who becomes the current user. */
function useFinishLogin<Input>(call: (input: Input) => Promise<UserData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.currentUser(), user);
    },
  });
}

/** `POST /auth/mfa/enroll/`: the first code from the app confirms the enrolment. */
export function useConfirmMfaEnrollment() {
  return useFinishLogin((otp: string) => {
    const body: MfaEnrollConfirm = { otp };
    return call(mfaRoutes.confirmEnrollment, { body });
  });
}

/** `POST /auth/mfa/verify/` (R28.012) with the authenticator and the code (R4.19). */
export function useVerifyOtp() {
  return useFinishLogin((otp: string) => {
    const body: MfaVerifyRequest = { authenticator: GOOGLE_AUTHENTICATOR, otp };
    return call(mfaRoutes.verify, { body });
  });
}
