import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/encryption.ts';
import type { ServerModule } from '../../server-module.ts';
import type { OutboundRoutes } from '../proxies/outbound-proxies.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import { DeliveriesRepository } from './delivery/deliveries.repository.ts';
import { WebhookSender } from './webhook-sender.ts';
import { WebhookSettingsService } from './webhook-settings.ts';
import { WebhooksRepository } from './webhooks.repository.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { WebhooksService } from './webhooks.service.ts';

/**
 * The event service's parts: the subscriptions (also read by delivery, through `enabledFor`),
 * the one sender both the test action and delivery use, and the routes to mount at /event.
 */
export function createWebhooks(deps: {
  db: Kysely<Database>;
  box: SecretBox;
  audit: Logger;
  /** Where the event service keeps its settings. */
  settings: SettingsRepository;
  /** `ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS`. */
  allowPrivateTargets: boolean;
  /** The public URL, sent as `jpd_origin`. */
  origin: string;
  version: string;
  testTimeoutMs?: number;
  /** The proxies deliveries and tests go through. */
  outbound?: OutboundRoutes;
}) {
  const subscriptions = new WebhooksRepository(deps.db, deps.box);
  const settings = new WebhookSettingsService({
    settings: deps.settings,
    allowedByEnvironment: deps.allowPrivateTargets,
    audit: deps.audit,
  });
  const sender = new WebhookSender({
    allowPrivateTargets: () => settings.allowsPrivateTargets(),
    version: deps.version,
    ...(deps.outbound ? { outbound: deps.outbound } : {}),
  });
  const deliveries = new DeliveriesRepository(deps.db);
  const service = new WebhooksService({
    subscriptions,
    latestFailures: async () =>
      new Map(
        (await deliveries.latestFailures()).map((record) => [
          record.subscriptionKey,
          { error: record.error, status_code: record.statusCode, failed_at: new Date(record.at).toISOString() },
        ]),
      ),
    sender,
    audit: deps.audit,
    origin: deps.origin,
    ...(deps.testTimeoutMs !== undefined ? { testTimeoutMs: deps.testTimeoutMs } : {}),
  });
  /** Before anything is served: header values an earlier version stored in clear get sealed. */
  const start = async () => {
    await subscriptions.sealClearHeaders();
  };
  const module: ServerModule = { name: 'webhooks', routes: webhooksRoutes(service, settings), start };
  return { module, subscriptions, sender, service, start };
}
