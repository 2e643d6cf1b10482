import { consoleUrl, oauthRoutes } from '@arca/contract';

/** Any origin will do: it only serves to tell a same-origin path from one that leaves it. */
const PROBE_ORIGIN = 'http://arca.invalid';
// From the descriptor itself rather than `apiPaths`, which names every call and would bring them all
// into the login screen's code.
const OAUTH_LOGIN_REQUEST = consoleUrl(oauthRoutes.loginRequest);
const OAUTH_PREFIX = OAUTH_LOGIN_REQUEST.slice(0, OAUTH_LOGIN_REQUEST.lastIndexOf('/') + 1);

/**
 * The address an OAuth button opens: the provider list's `url` when it is this server's OAuth
 * login start (a same-origin path under /ui/api/v1/ui/oauth2/), with the console page to open
 * afterwards. Anything else (another site, `javascript:`) gives null and no button.
 */
export function oauthLoginUrl(url: string, redirectTo: string | undefined): string | null {
  if (!url.startsWith(OAUTH_PREFIX) || url.includes('\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== PROBE_ORIGIN || !parsed.pathname.startsWith(OAUTH_PREFIX)) return null;
  // A console path without the /ui base, as the router gives it.
  if (redirectTo) parsed.searchParams.set('redirectTo', redirectTo);
  return `${parsed.pathname}${parsed.search}`;
}
