import { type OutboundProxy, type OutboundProxyInput, proxyMessages } from '@arca/contract';
import type { Logger } from 'pino';
import { audited } from '../../lib/audit.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { ProxiesRepository, StoredProxy } from './proxies.repository.ts';
import { checkedProxy, storedPasswordFor, wireOf } from './proxy-rules.ts';

/** Who names a proxy, as `remote repository 'x'` or `webhook 'y'`, so deleting it can be refused. */
export type ProxyUsers = (key: string) => Promise<string[]>;

/** Outbound proxies for administrators: list, get, create, update, delete. */
export class ProxiesService {
  readonly #proxies: ProxiesRepository;
  readonly #usersOf: ProxyUsers;
  readonly #audit: Logger;

  constructor(deps: { proxies: ProxiesRepository; usersOf: ProxyUsers; audit: Logger }) {
    this.#proxies = deps.proxies;
    this.#usersOf = deps.usersOf;
    this.#audit = deps.audit;
  }

  async #existing(key: string): Promise<StoredProxy> {
    const proxy = await this.#proxies.find(key);
    if (!proxy) throw new NotFound(proxyMessages.notFound(key));
    return proxy;
  }

  async list(actor: Actor): Promise<OutboundProxy[]> {
    requireAdmin(actor);
    return (await this.#proxies.list()).map(wireOf);
  }

  async get(actor: Actor, key: string): Promise<OutboundProxy> {
    requireAdmin(actor);
    return wireOf(await this.#existing(key));
  }

  create(actor: Actor, input: OutboundProxyInput): Promise<OutboundProxy> {
    return audited(this.#audit, actor, 'create proxy', { repoKey: '', path: input.key ?? '' }, async () => {
      requireAdmin(actor);
      const checked = checkedProxy(input);
      if (await this.#proxies.find(checked.key)) throw new Conflict(proxyMessages.nameExists);
      const proxy: StoredProxy = { ...checked, ...(input.password ? { password: input.password } : {}) };
      await this.#proxies.save(proxy, false);
      return wireOf(proxy);
    });
  }

  /** Replaces the proxy whole, except a blank password, which keeps the stored one while host and port stay. */
  update(actor: Actor, key: string, input: OutboundProxyInput): Promise<OutboundProxy> {
    return audited(this.#audit, actor, 'update proxy', { repoKey: '', path: key }, async () => {
      requireAdmin(actor);
      const stored = await this.#existing(key);
      if (input.key !== undefined && input.key.trim().toLowerCase() !== stored.key.toLowerCase()) {
        throw new Invalid(proxyMessages.keyMismatch);
      }
      const checked = checkedProxy({ ...input, key: stored.key });
      const password = input.password || storedPasswordFor(stored, checked);
      const proxy: StoredProxy = { ...checked, ...(password ? { password } : {}) };
      await this.#proxies.save(proxy, true);
      return wireOf(proxy);
    });
  }

  /** `PUT` of the admin API: updates the proxy, or creates it under the path's key. */
  async put(actor: Actor, key: string, input: OutboundProxyInput): Promise<{ created: boolean; proxy: OutboundProxy }> {
    requireAdmin(actor);
    if (await this.#proxies.find(key)) return { created: false, proxy: await this.update(actor, key, input) };
    if (input.key !== undefined && input.key.trim().toLowerCase() !== key.toLowerCase()) {
      throw new Invalid(proxyMessages.keyMismatch);
    }
    return { created: true, proxy: await this.create(actor, { ...input, key }) };
  }

  /** A proxy a remote repository or a webhook names is not deleted: those would fail, or go out directly. */
  delete(actor: Actor, key: string): Promise<void> {
    return audited(this.#audit, actor, 'delete proxy', { repoKey: '', path: key }, async () => {
      requireAdmin(actor);
      const stored = await this.#existing(key);
      const users = await this.#usersOf(stored.key);
      if (users.length > 0) throw new Conflict(proxyMessages.inUse(stored.key, users));
      if (!(await this.#proxies.delete(stored.key))) throw new NotFound(proxyMessages.notFound(key));
    });
  }
}
