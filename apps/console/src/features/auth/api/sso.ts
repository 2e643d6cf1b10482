import { type SamlLogoutUrl, ssoRoutes } from '@arca/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { authKeys } from './keys.ts';

/** Server settings: they change when an administrator changes them, not while a page is open. */
const SETTINGS_STALE_MS = 5 * 60_000;

/** `GET auth/login/autoRedirectState` (R4.31): whether the login page goes straight to the provider. */
export function autoRedirectStateQueryOptions() {
  return queryOptions({
    queryKey: [...authKeys.all, 'auto-redirect'] as const,
    queryFn: () => call(ssoRoutes.autoRedirectState),
    staleTime: SETTINGS_STALE_MS,
  });
}

/** `GET auth/saml/samlLogoutUrl` (R4.29): where a SAML user signs out at the provider; loaded at start. */
export function samlLogoutUrlQueryOptions() {
  return queryOptions({
    queryKey: [...authKeys.all, 'saml-logout-url'] as const,
    queryFn: () => call(ssoRoutes.samlLogoutUrl),
    staleTime: SETTINGS_STALE_MS,
  });
}

/** `POST auth/saml/logoutRequest` (R4.29, R28.013): ends the session here and names the provider's logout address. */
export function samlLogoutRequest(): Promise<SamlLogoutUrl> {
  return call(ssoRoutes.samlLogoutRequest);
}
