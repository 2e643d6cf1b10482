import { loginScreenRoutes } from '@arca/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { buildLoginState, type LoginState } from '../login-state.ts';
import { authKeys } from './keys.ts';
import { useLoginDialogConfig } from './login-dialog.ts';
import { useLoginRelatedData } from './login-related-data.ts';
import { useOAuthProviders } from './oauth.ts';
import { samlLogoutUrlQueryOptions } from './sso.ts';

/** Server settings: they change when an administrator changes them, not while a page is open. */
const SETTINGS_STALE_MS = 5 * 60_000;

/** `GET access/api/ui/security/loginPageVisibility` (R28.030): whether the login page is elsewhere. */
function loginPageVisibilityQueryOptions() {
  return queryOptions({
    queryKey: [...authKeys.all, 'login-page-visibility'] as const,
    queryFn: () => call(loginScreenRoutes.loginPageVisibility),
    staleTime: SETTINGS_STALE_MS,
  });
}

/** `GET access/plugins/user-plugin` (R28.028): whether a user plugin takes part in logins. */
function userPluginQueryOptions() {
  return queryOptions({
    queryKey: [...authKeys.all, 'user-plugin'] as const,
    queryFn: () => call(loginScreenRoutes.userPlugin),
    staleTime: SETTINGS_STALE_MS,
  });
}

/** The login state (R4.22) the login page reads, built from the calls that answer its parts. */
export function useLoginState(): LoginState {
  return buildLoginState({
    loginRelatedData: useLoginRelatedData().data,
    oauthProviders: useOAuthProviders().data,
    loginDialog: useLoginDialogConfig().data,
    loginPageVisibility: useQuery(loginPageVisibilityQueryOptions()).data,
    userPlugin: useQuery(userPluginQueryOptions()).data,
    // Loaded by the start for a signed-in visitor (R4.29); the login page reads what is there, never asks.
    samlLogoutUrl: useQuery({ ...samlLogoutUrlQueryOptions(), enabled: false }).data,
  });
}
