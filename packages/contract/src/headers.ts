/** Header carrying the id the server gave the request; the 406 page shows it. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** Cookie-authenticated writes must carry this header with the value below (CSRF defence). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
/** Session cookies, named as the platform names them so existing scripts keep working. */
export const ACCESS_COOKIE = 'ACCESSTOKEN';
export const REFRESH_COOKIE = 'REFRESHTOKEN';
