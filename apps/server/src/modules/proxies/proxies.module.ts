import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import { WebhooksRepository } from '../webhooks/webhooks.repository.ts';
import { OutboundProxies } from './outbound-proxies.ts';
import { ProxiesRepository } from './proxies.repository.ts';
import { proxiesRoutes } from './proxies.routes.ts';
import { ProxiesService } from './proxies.service.ts';

/**
 * Outbound proxies: the admin calls, and the outbound seam remote repositories, webhooks and
 * integrations route their requests through. A proxy in use by a repository or a webhook is
 * named as such when an administrator deletes it; both are read from their stored records.
 */
export function createProxies(platform: Platform): { module: ServerModule; outbound: OutboundProxies } {
  const repository = new ProxiesRepository(platform.db, platform.box);
  const subscriptions = new WebhooksRepository(platform.db, platform.box);
  const usersOf = async (key: string) => {
    const named = (name: string | undefined) => name?.toLowerCase() === key.toLowerCase();
    const repositories = (await platform.directory.repositories.list()).filter((r) => named(r.config.proxy));
    const webhooks = (await subscriptions.list()).filter((w) => w.handlers.some((h) => named(h.proxy)));
    return [...repositories.map((r) => `repository '${r.key}'`), ...webhooks.map((w) => `webhook '${w.key}'`)];
  };
  const service = new ProxiesService({ proxies: repository, usersOf, audit: platform.audit });
  return { module: { name: 'proxies', routes: proxiesRoutes(service) }, outbound: new OutboundProxies(repository) };
}
