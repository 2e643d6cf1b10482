import { apiPaths } from '@arca/contract';

/** Any origin will do: it only serves to tell a same-origin path from one that leaves it. */
const PROBE_ORIGIN = 'http://arca.invalid';
const OAUTH_PREFIX = apiPaths.oauthLoginRequest.slice(0, apiPaths.oauthLoginRequest.lastIndexOf('/') + 1);

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
