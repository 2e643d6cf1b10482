import { authFlowRoutes, type ForgotPasswordRequest } from '@arca/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';

/** `POST ui/auth/forgotpassword` (R28.003): the server mails a reset link if the user exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (user: string) => {
      const body: ForgotPasswordRequest = { user };
      return call(authFlowRoutes.forgotPassword, { body });
    },
  });
}
