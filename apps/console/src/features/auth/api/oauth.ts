import { type OAuthProviderEntry, oauthRoutes } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { authKeys } from './keys.ts';

/** `GET ui/oauth2/providers` (R4.23, R28.016): the OAuth providers the login page offers. */
export function fetchOAuthProviders(registrationToken?: string): Promise<OAuthProviderEntry[]> {
  return call(oauthRoutes.providers, { query: { registrationToken } });
}

export function oauthProvidersQueryOptions(registrationToken?: string) {
  return queryOptions({
    queryKey: [...authKeys.all, 'oauth-providers', registrationToken ?? null] as const,
    queryFn: () => fetchOAuthProviders(registrationToken),
    // Server settings: they change when an administrator changes them, not while a page is open.
    staleTime: 5 * 60_000,
  });
}

export function useOAuthProviders(registrationToken?: string) {
  return useQuery(oauthProvidersQueryOptions(registrationToken));
}
