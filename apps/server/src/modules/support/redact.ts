import { hasSealedShape } from '../../lib/encryption.ts';

/** What stands where a secret was. */
export const REDACTED = '[REDACTED]';

/** Keys whose values are secrets, or may be, whatever their type. */
const SECRET_KEY =
  /pass|secret|token|credential|private|signature|cookie|authorization|apikey|api_key|^key$|_key$|Key$/i;

/** Keys that name a thing rather than hold a secret, though the pattern above matches them. */
const NAMING_KEY = /^(key|repo_?key|project_?key|subscription_?key|proxy_?key|packageType|key_lower)$/i;

/**
 * Secrets inside text, wherever they stand in it: the password of a URL's user info
 * (`scheme://user:password@host`), every query parameter's value (reset keys, invitation tokens,
 * signed addresses and keys of other services travel there, under names no list can foresee),
 * credentials after an HTTP authentication scheme, and the session id of the JFrog CLI's browser
 * login, which is a path segment of the address the CLI polls for its token.
 */
const TEXT_SECRETS: readonly [RegExp, string][] = [
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s"'<>]*:)[^@/\s"'<>]*@/gi, `$1${REDACTED}@`],
  [/([?&][^=&?#\s"'<>]+=)[^&#\s"'<>]+/g, `$1${REDACTED}`],
  [/\b(Bearer|Basic)\s+(?!realm=)[A-Za-z0-9._~+/=-]+/g, `$1 ${REDACTED}`],
  [/(jfrog_client_login\/token\/)[^/?#\s"'<>]+/g, `$1${REDACTED}`],
];

/** A copy of the text with the secrets of TEXT_SECRETS replaced. */
export function redactText(text: string): string {
  let redacted = text;
  for (const [pattern, replacement] of TEXT_SECRETS) redacted = redacted.replace(pattern, replacement);
  return redacted;
}

/**
 * An address cut to what says where it leads: scheme, host and port. Its user info, path, query
 * values and fragment are redacted, as an incoming hook (Slack, Teams, Discord) is authorised by
 * its path alone. A query part without a value may be a secret by itself and goes whole.
 */
export function redactUrlPath(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return REDACTED;
  }
  const userInfo = url.username || url.password ? `${REDACTED}@` : '';
  const path = url.pathname === '/' ? '/' : `/${REDACTED}`;
  const query = url.search
    ? `?${url.search
        .slice(1)
        .split('&')
        .map((part) => (part.includes('=') ? `${part.slice(0, part.indexOf('='))}=${REDACTED}` : REDACTED))
        .join('&')}`
    : '';
  const fragment = url.hash ? `#${REDACTED}` : '';
  return `${url.protocol}//${userInfo}${url.host}${path}${query}${fragment}`;
}

/**
 * A copy of a configuration value or a log entry with every secret replaced: values under
 * secret-looking keys, sealed values, secrets inside text (redactText), and the values of header
 * lists (`{name, value}` pairs under a key ending in headers), which carry credentials under any name.
 */
export function redact(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (key && SECRET_KEY.test(key) && !NAMING_KEY.test(key)) return REDACTED;
  if (typeof value === 'string') {
    // A sealed value is ciphertext, still never handed out.
    if (hasSealedShape(value)) return REDACTED;
    return redactText(value);
  }
  if (Array.isArray(value)) {
    const headers = /headers$/i.test(key);
    return value.map((item) =>
      headers && item && typeof item === 'object' && 'value' in item
        ? { ...redactObject(item), value: REDACTED }
        : redact(item, ''),
    );
  }
  if (typeof value === 'object') {
    if (/headers$/i.test(key)) return Object.fromEntries(Object.keys(value).map((name) => [name, REDACTED]));
    return redactObject(value as Record<string, unknown>);
  }
  return value;
}

function redactObject(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).map(([name, item]) => [name, redact(item, name)]));
}
