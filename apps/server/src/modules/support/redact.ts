/** What stands where a secret was. */
export const REDACTED = '[REDACTED]';

/** Keys whose values are secrets, or may be, whatever their type. */
const SECRET_KEY =
  /pass|secret|token|credential|private|signature|cookie|authorization|apikey|api_key|^key$|_key$|Key$/i;

/** Keys that name a thing rather than hold a secret, though the pattern above matches them. */
const NAMING_KEY = /^(key|repo_?key|project_?key|subscription_?key|proxy_?key|packageType|key_lower)$/i;

/** A value sealed by the master key (lib/encryption.ts): ciphertext, still never handed out. */
const SEALED = /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** A URL's user info carries a password (`scheme://user:password@host`). */
const URL_PASSWORD = /^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@/\s]*@/i;

/**
 * A copy of a configuration value with every secret replaced: values under secret-looking keys,
 * sealed values, passwords inside URLs, and the values of header lists (`{name, value}` pairs
 * under a key ending in headers), which carry credentials under any name.
 */
export function redact(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (key && SECRET_KEY.test(key) && !NAMING_KEY.test(key)) return REDACTED;
  if (typeof value === 'string') {
    if (SEALED.test(value)) return REDACTED;
    return value.replace(URL_PASSWORD, `$1${REDACTED}@`);
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
