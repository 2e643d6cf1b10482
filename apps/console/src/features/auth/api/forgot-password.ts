import { apiPaths, type ForgotPasswordRequest } from '@arca/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';

/** `POST ui/auth/forgotpassword` (R28.003): the server mails a reset link if the user exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (user: string) => {
      const body: ForgotPasswordRequest = { user };
      return request<Record<string, never>>(apiPaths.forgotPassword, { method: 'POST', body });
    },
  });
}
