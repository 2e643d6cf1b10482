import { authFlowRoutes, type ResetPasswordRequest } from '@arca/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { authKeys } from './keys.ts';

/** `POST ui/auth/validatetoken` (R28.006, R28.007): whose reset key is this, and is it still good? */
export function useResetKeyOwner(key: string) {
  return useQuery(
    queryOptions({
      queryKey: [...authKeys.all, 'reset-key', key] as const,
      queryFn: () => call(authFlowRoutes.validateKey, { body: { key } }),
      enabled: key !== '',
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** `POST ui/auth/resetpassword?key=…` (R28.004). */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ key, ...body }: ResetPasswordRequest & { key: string }) =>
      call(authFlowRoutes.resetPassword, { body, query: { key } }),
  });
}
