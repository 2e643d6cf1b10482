import { isAuthScreenPath, paths } from '../../shared/routing/paths.ts';

/** Where the page a visitor wanted waits while they log in (shell.md §3, §4). */
export const POST_LOGIN_STORAGE_KEY = 'arca.postLoginPath';
/** R4.10, R27.13: a stored path is good for eight hours. */
export const POST_LOGIN_TTL_MS = 8 * 60 * 60_000;

export interface PostLoginRecord {
  pathAfterLogin: string;
  expiration: number;
}

/**
 * Paths never worth returning to after a login (O29): the authentication screens themselves,
 * the error pages and logout. /login/cli is the exception: a CLI login continues there (R4.13).
 */
export function isBlockedPostLoginPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (isAuthScreenPath(pathname)) return true;
  const blocked = [paths.logout(), paths.notFound(), paths.serverError(), paths.authorization(), '/406'];
  return blocked.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** R4.09: kept in session storage as {pathAfterLogin, expiration}. */
export function storePostLoginPath(path: string, now = Date.now()): void {
  const record: PostLoginRecord = { pathAfterLogin: path, expiration: now + POST_LOGIN_TTL_MS };
  try {
    window.sessionStorage.setItem(POST_LOGIN_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage can be blocked; the redirectTo query still carries the path.
  }
}

/** Whether a record may be used for this user now (R4.10–R4.13). */
export function isUsablePostLoginRecord(record: PostLoginRecord, admin: boolean, now = Date.now()): boolean {
  if (record.expiration <= now) return false;
  if (!admin && record.pathAfterLogin.includes('/admin/')) return false;
  return !isBlockedPostLoginPath(record.pathAfterLogin);
}

/** The stored path, if it is still usable; it is used once. */
export function takePostLoginPath(admin: boolean, now = Date.now()): string | undefined {
  let record: PostLoginRecord | undefined;
  try {
    const raw = window.sessionStorage.getItem(POST_LOGIN_STORAGE_KEY);
    window.sessionStorage.removeItem(POST_LOGIN_STORAGE_KEY);
    record = raw ? (JSON.parse(raw) as PostLoginRecord) : undefined;
  } catch {
    return undefined;
  }
  if (!record || typeof record.pathAfterLogin !== 'string' || typeof record.expiration !== 'number') return undefined;
  return isUsablePostLoginRecord(record, admin, now) ? record.pathAfterLogin : undefined;
}

/** Where an external URL to return to waits during a login (R4.05); same lifetime as the path. */
export const EXTERNAL_URL_STORAGE_KEY = 'arca.postLoginExternalUrl';

export function storeExternalUrl(url: string, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(
      EXTERNAL_URL_STORAGE_KEY,
      JSON.stringify({ url, expiration: now + POST_LOGIN_TTL_MS }),
    );
  } catch {
    // Storage can be blocked; the visitor then lands on the console's own page.
  }
}

/** The stored external URL, if it has not expired; it is used once. */
export function takeExternalUrl(now = Date.now()): string | undefined {
  try {
    const raw = window.sessionStorage.getItem(EXTERNAL_URL_STORAGE_KEY);
    window.sessionStorage.removeItem(EXTERNAL_URL_STORAGE_KEY);
    const record = raw ? (JSON.parse(raw) as { url?: unknown; expiration?: unknown }) : undefined;
    if (typeof record?.url !== 'string' || typeof record.expiration !== 'number') return undefined;
    return record.expiration > now ? record.url : undefined;
  } catch {
    return undefined;
  }
}
