import { authFlowRoutes, type LoginRelatedData } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { authKeys } from './keys.ts';

/** `GET ui/auth/loginRelatedData` (R28.002): which login-page options the server offers. */
export function fetchLoginRelatedData(): Promise<LoginRelatedData> {
  return call(authFlowRoutes.loginRelatedData);
}

export function loginRelatedDataQueryOptions() {
  return queryOptions({
    queryKey: authKeys.loginRelatedData(),
    queryFn: fetchLoginRelatedData,
    // Server settings: they change when an administrator changes them, not while a page is open.
    staleTime: 5 * 60_000,
  });
}

export function useLoginRelatedData() {
  return useQuery(loginRelatedDataQueryOptions());
}
