import { BASENAME, isAuthScreenPath, paths } from '../../shared/routing/paths.ts';

/** Any origin will do: it only serves to tell a same-app path from one that leaves the app. */
const PROBE_ORIGIN = 'http://arca.invalid';

/**
 * Where to go after logging in: the `redirectTo` query value when it is a path inside the console,
 * else the packages page. Anything that could leave the app (`//host`, `/\host`, `https:`,
 * `javascript:`) or loop back to the login screen is refused, so the query cannot be used to
 * send people elsewhere.
 */
export function redirectTarget(requested: string | null | undefined): string {
  const fallback = paths.packages();
  if (!requested?.startsWith('/') || requested.startsWith('//') || requested.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(requested, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || isAuthScreenPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A `redirectTo` that is an absolute address on this server outside the console — a file to
 * download, another service's page — is the stored external URL a login returns to (R4.05).
 * Other origins are refused, so the query cannot send people elsewhere.
 */
export function externalRedirectTarget(
  requested: string | null | undefined,
  origin: string = window.location.origin,
): string | undefined {
  if (!requested || !/^https?:\/\//i.test(requested)) return undefined;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  if (url.pathname === BASENAME || url.pathname.startsWith(`${BASENAME}/`)) return undefined;
  return url.href;
}
