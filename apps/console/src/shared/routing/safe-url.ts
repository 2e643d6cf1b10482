/**
 * SSO and OAuth addresses come from server settings and end up in `location`; only absolute http(s)
 * addresses pass, so a `javascript:` or `data:` value can never run in the console (R4.28).
 */
export function sanitizeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
