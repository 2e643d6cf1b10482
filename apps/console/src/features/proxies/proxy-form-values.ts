import type { OutboundProxy, OutboundProxyInput } from '@arca/contract';

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

export function proxyChanged(initial: ProxyFormValues, current: Partial<ProxyFormValues>): boolean {
  return JSON.stringify(proxyBody(initial)) !== JSON.stringify(proxyBody({ ...initial, ...current }));
}
