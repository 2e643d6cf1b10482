import { apiPaths, type ChangePasswordRequest } from '@arca/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';

/** `POST ui/auth/changePassword` (R28.005): needs the old password, not a session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      request<Record<string, never>>(apiPaths.changePassword, { method: 'POST', body }),
  });
}
