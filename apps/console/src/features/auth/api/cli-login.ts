import { type CliLoginResponse, clientLoginRoutes } from '@arca/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { otpHeaders } from '../../../shared/second-factor/one-time-password.ts';

/**
 * `POST …/jfrog_client_login/response` (R28.037): the user confirms the CLI's session with its
 * code, and an account with an authenticator with a fresh code of its own: the CLI gets a token.
 */
export function useConfirmCliLogin() {
  return useMutation({
    mutationFn: ({ body, otp }: { body: CliLoginResponse; otp?: string | undefined }) =>
      call(clientLoginRoutes.response, { body, headers: otpHeaders(otp) }),
  });
}
