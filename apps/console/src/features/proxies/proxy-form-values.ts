import type { OutboundProxy, OutboundProxyInput } from '@arca/contract';
import { leadsElsewhere } from '../../shared/forms/url-origin.ts';

/** The proxy form's fields; the password is always blank at first, since it is never answered. */
export interface ProxyFormValues {
  key: string;
  host: string;
  port: number | null;
  username: string;
  password: string;
  ntHost: string;
  ntDomain: string;
  redirectedToHosts: string[];
  platformDefault: boolean;
}

export const emptyProxyForm: ProxyFormValues = {
  key: '',
  host: '',
  port: null,
  username: '',
  password: '',
  ntHost: '',
  ntDomain: '',
  redirectedToHosts: [],
  platformDefault: false,
};

export function proxyFormValues(proxy: OutboundProxy): ProxyFormValues {
  return {
    key: proxy.key,
    host: proxy.host,
    port: proxy.port,
    username: proxy.username ?? '',
    password: '',
    ntHost: proxy.ntHost ?? '',
    ntDomain: proxy.ntDomain ?? '',
    redirectedToHosts: [...proxy.redirectedToHosts],
    platformDefault: proxy.platformDefault,
  };
}

/** The body to send; a blank password is left out, so the stored one stays. */
export function proxyBody(values: ProxyFormValues): OutboundProxyInput {
  const password = values.password;
  return {
    key: values.key.trim(),
    host: values.host.trim(),
    port: values.port ?? 0,
    username: values.username.trim(),
    ...(password ? { password } : {}),
    ntHost: values.ntHost.trim(),
    ntDomain: values.ntDomain.trim(),
    redirectedToHosts: values.redirectedToHosts.map((host) => host.trim()).filter(Boolean),
    platformDefault: values.platformDefault,
  };
}

/** `host:port`, IPv6 literals in brackets, as the server names a proxy's address. */
function addressOf(host: string, port: number): string {
  const bare = host.trim().replace(/^\[|\]$/g, '');
  return `${bare.includes(':') ? `[${bare}]` : bare}:${port}`;
}

/**
 * The address a stored proxy now leads to, when its host or port changed: the server never sends
 * the stored password there, so the form asks for it again. Undefined while the proxy stays where
 * it was, or while the host or port is still blank.
 */
export function movedAddress(initial: ProxyFormValues, current: Partial<ProxyFormValues>): string | undefined {
  const host = (current.host ?? initial.host).trim();
  const port = current.port === undefined ? initial.port : current.port;
  if (host === '' || port === null || initial.port === null) return undefined;
  const address = addressOf(host, port);
  return leadsElsewhere(`http://${addressOf(initial.host, initial.port)}`, `http://${address}`) ? address : undefined;
}

export function proxyChanged(initial: ProxyFormValues, current: Partial<ProxyFormValues>): boolean {
  return JSON.stringify(proxyBody(initial)) !== JSON.stringify(proxyBody({ ...initial, ...current }));
}
