import {
  isProxyKey,
  type OutboundProxy,
  type OutboundProxyInput,
  PROXY_HOST_PATTERN,
  PROXY_KEY_MAX_LENGTH,
  proxyMessages,
} from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';
import { originOf } from '../../lib/url-origin.ts';
import type { StoredProxy } from './proxies.repository.ts';
import { authority } from './proxy-agents.ts';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Whether a host name or IP literal may be a proxy's or a redirect host. */
function isHost(host: string): boolean {
  return host.length <= 253 && PROXY_HOST_PATTERN.test(host);
}

/**
 * A proxy as it will be stored, or every problem with the input at once (the first is the
 * message, the rest its details). The password is left to the caller: blank keeps the stored one.
 */
export function checkedProxy(input: OutboundProxyInput): Omit<StoredProxy, 'password'> {
  const problems: string[] = [];
  const key = trimmed(input.key);
  if (!key) problems.push(proxyMessages.mandatory);
  else if (key.length > PROXY_KEY_MAX_LENGTH) problems.push(proxyMessages.keyTooLong);
  else if (!isProxyKey(key)) problems.push(proxyMessages.nameInvalid);
  const host = trimmed(input.host);
  if (!host) problems.push(proxyMessages.mandatory);
  else if (!isHost(host)) problems.push(proxyMessages.hostInvalid);
  const rawPort = input.port as unknown;
  const port = typeof rawPort === 'string' && rawPort.trim() !== '' ? Number(rawPort) : rawPort;
  if (rawPort === undefined || rawPort === null || rawPort === '') problems.push(proxyMessages.mandatory);
  else if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(proxyMessages.portInvalid);
  }
  const redirectedToHosts = (input.redirectedToHosts ?? []).map((h) => h.trim()).filter(Boolean);
  for (const redirect of redirectedToHosts) {
    if (!isHost(redirect)) problems.push(proxyMessages.redirectHostInvalid(redirect));
  }
  const [first, ...rest] = [...new Set(problems)];
  if (first) throw new Invalid(first, rest);
  const username = trimmed(input.username);
  const ntHost = trimmed(input.ntHost);
  const ntDomain = trimmed(input.ntDomain);
  return {
    key,
    host,
    port: port as number,
    ...(username ? { username } : {}),
    ...(ntHost ? { ntHost } : {}),
    ...(ntDomain ? { ntDomain } : {}),
    redirectedToHosts: [...new Set(redirectedToHosts)],
    platformDefault: input.platformDefault === true,
  };
}

/**
 * The stored password, for an update that left it blank, while the proxy keeps its host and port
 * (compared as a URL's origin compares them): a password is never sent to another address, so an
 * update that moves the proxy must carry it again.
 */
export function storedPasswordFor(
  stored: StoredProxy,
  updated: Pick<StoredProxy, 'host' | 'port'>,
): string | undefined {
  if (!stored.password) return undefined;
  const address = authority(updated.host, updated.port);
  if (originOf(`http://${address}`) !== originOf(`http://${authority(stored.host, stored.port)}`)) {
    throw new Invalid(proxyMessages.passwordForNewAddress(address));
  }
  return stored.password;
}

/** The answered shape: never the password, only whether one is stored. */
export function wireOf(proxy: StoredProxy): OutboundProxy {
  const { password, ...rest } = proxy;
  return { ...rest, passwordSet: Boolean(password) };
}
