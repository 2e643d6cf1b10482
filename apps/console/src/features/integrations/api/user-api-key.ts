import { accountRoutes, REAUTHENTICATION_HEADER, setMeUpRoutes } from '@arca/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { userApiKeyKey } from './integration-keys.ts';

/** The re-authentication header's value: Basic credentials, the name and password as UTF-8. */
export function reauthenticationValue(userName: string, password: string): string {
  const bytes = new TextEncoder().encode(`${userName}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/**
 * R14.49 (R2.18): an OAuth user has no password to type, so opening a developer-tool or CI card
 * fetches the profile with an empty password (R28.035) and then the user's API key (R28.116), which
 * the card shows in place of the advice to create a token. One key per visit: asked once, kept while
 * the console runs, since every answer is a new token.
 */
export function useOAuthApiKey(userName: string, enabled: boolean) {
  return useQuery({
    queryKey: userApiKeyKey(userName),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      await call(accountRoutes.userProfile, { body: { password: '' } });
      const answer = await call(setMeUpRoutes.userApiKey, {
        headers: { [REAUTHENTICATION_HEADER]: reauthenticationValue(userName, '') },
      });
      return answer.apiKey;
    },
  });
}
