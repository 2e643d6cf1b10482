import { loginScreenRoutes } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { authKeys } from './keys.ts';

/** `GET access/platform/config/login-dialog` (R28.029): the message administrators put on the login page. */
export function useLoginDialogConfig() {
  return useQuery(
    queryOptions({
      queryKey: [...authKeys.all, 'login-dialog'] as const,
      queryFn: () => call(loginScreenRoutes.loginDialog),
      // Server settings: they change when an administrator changes them, not while a page is open.
      staleTime: 5 * 60_000,
    }),
  );
}
