import { isProxyKey, PROXY_HOST_PATTERN, PROXY_KEY_MAX_LENGTH, proxyMessages } from '@arca/contract';

/**
 * The form's checks, each answering the server's message or undefined. The server checks the
 * same again; these only spare a round trip.
 */

/** Keys are unique regardless of letter case, as the server keeps them. */
export function keyProblem(key: string, takenKeys: readonly string[]): string | undefined {
  const trimmed = key.trim();
  if (trimmed === '') return proxyMessages.mandatory;
  if (trimmed.length > PROXY_KEY_MAX_LENGTH) return proxyMessages.keyTooLong;
  if (!isProxyKey(trimmed)) return proxyMessages.nameInvalid;
  const lower = trimmed.toLowerCase();
  if (takenKeys.some((taken) => taken.toLowerCase() === lower)) return proxyMessages.nameExists;
  return undefined;
}

export function hostProblem(host: string): string | undefined {
  const trimmed = host.trim();
  if (trimmed === '') return proxyMessages.mandatory;
  if (trimmed.length > 253 || !PROXY_HOST_PATTERN.test(trimmed)) return proxyMessages.hostInvalid;
  return undefined;
}

export function portProblem(port: number | null | undefined): string | undefined {
  if (port === null || port === undefined) return proxyMessages.mandatory;
  if (!Number.isInteger(port) || port < 1 || port > 65535) return proxyMessages.portInvalid;
  return undefined;
}

export function redirectHostsProblem(hosts: readonly string[]): string | undefined {
  const bad = hosts.find((host) => host.length > 253 || !PROXY_HOST_PATTERN.test(host.trim()));
  return bad === undefined ? undefined : proxyMessages.redirectHostInvalid(bad);
}
