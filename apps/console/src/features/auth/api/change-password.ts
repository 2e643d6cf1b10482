import { authFlowRoutes, type ChangePasswordRequest } from '@arca/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { otpHeaders } from '../../../shared/second-factor/one-time-password.ts';

/**
 * `POST ui/auth/changePassword` (R28.005): needs the old password, not a session, and a fresh code
 * for an account with an authenticator.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ body, otp }: { body: ChangePasswordRequest; otp?: string | undefined }) =>
      call(authFlowRoutes.changePassword, { body, headers: otpHeaders(otp) }),
  });
}
