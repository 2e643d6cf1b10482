import type http from 'node:http';
import type { StoredProxy } from './proxies.repository.ts';
import { proxyAgent } from './proxy-agents.ts';

/** How outbound requests of one caller leave the server: through this proxy. */
export interface ProxyRoute {
  key: string;
  /** A fresh agent for a target of that protocol (`http:` or `https:`). */
  agentFor(protocol: string): http.Agent;
  /** Hosts a redirect may lead to and still carry the upstream's credentials. */
  redirectedToHosts: readonly string[];
}

/** A proxy is named that does not exist: the request is not sent directly instead. */
export class ProxyNotConfigured extends Error {
  constructor(key: string) {
    super(`the proxy '${key}' is not configured`);
  }
}

/**
 * The one outbound seam: remote repositories and webhooks ask it how to reach the outside.
 * A named proxy is used as it is stored now; no name means the platform default, if one is set;
 * otherwise (undefined) the request goes directly.
 */
export interface OutboundRoutes {
  route(name?: string): Promise<ProxyRoute | undefined>;
}

/** Where the proxies are read from, each time a route is asked for. */
export interface ProxyStore {
  find(key: string): Promise<StoredProxy | undefined>;
  findDefault(): Promise<StoredProxy | undefined>;
}

export class OutboundProxies implements OutboundRoutes {
  readonly #proxies: ProxyStore;
  constructor(proxies: ProxyStore) {
    this.#proxies = proxies;
  }

  async route(name?: string): Promise<ProxyRoute | undefined> {
    const named = name?.trim();
    const proxy = named ? await this.#proxies.find(named) : await this.#proxies.findDefault();
    if (!proxy) {
      if (named) throw new ProxyNotConfigured(named);
      return undefined;
    }
    return {
      key: proxy.key,
      agentFor: (protocol) => proxyAgent(proxy, protocol),
      redirectedToHosts: proxy.redirectedToHosts,
    };
  }
}
