import type { ChangeListeners } from '../../lib/change-listeners.ts';
import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import type { BuildListeners } from '../builds/build-events.ts';
import type { JobsRepository } from '../jobs/jobs.repository.ts';
import type { OutboundRoutes } from '../proxies/outbound-proxies.ts';
import type { StorageListeners } from '../storage/index.ts';
import type { UserChange } from '../users/user-lockout.ts';
import { createWebhookDelivery } from './delivery/webhook-delivery.ts';
import { createWebhooks } from './webhooks.module.ts';

/**
 * The event service: webhook subscriptions, and the delivery of what storage, builds and accounts
 * tell, as durable jobs.
 */
export function createEvents(
  platform: Platform,
  deps: {
    outbound: OutboundRoutes;
    jobs: JobsRepository;
    wake: () => void;
    listeners: { storage: StorageListeners; builds: BuildListeners; users: ChangeListeners<UserChange> };
  },
): ServerModule {
  const webhooks = createWebhooks({
    db: platform.db,
    box: platform.box,
    audit: platform.audit,
    settings: platform.settings,
    allowPrivateTargets: platform.config.webhookAllowPrivateTargets,
    origin: platform.publicUrl,
    version: platform.version,
    outbound: deps.outbound,
  });
  const delivery = createWebhookDelivery({
    db: platform.db,
    jobs: deps.jobs,
    wake: deps.wake,
    ...deps.listeners,
    find: (key) => webhooks.subscriptions.find(key),
    sender: webhooks.sender,
    origin: platform.publicUrl,
  });
  return {
    name: 'events',
    start: webhooks.start,
    routes: [...(webhooks.module.routes ?? []), ...delivery.routes],
    jobs: delivery.jobs,
  };
}
