import { webhookRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { WebhookSettingsService } from './webhook-settings.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** The event service's webhook calls (jfrog-wire-compat §3; R28.127–R28.131). */
export function webhooksRoutes(webhooks: WebhooksService, settings: WebhookSettingsService) {
  return [
    handle(webhookRoutes.settings, (request) => settings.read(request.actor)),
    handle(webhookRoutes.updateSettings, (request) => settings.update(request.actor, request.body)),
    handle(webhookRoutes.domains, (request) => webhooks.domains(request.actor)),
    handle(webhookRoutes.list, (request) => webhooks.list(request.actor)),
    handle(webhookRoutes.create, async (request, reply) =>
      reply.code(201).send(await webhooks.create(request.actor, request.body)),
    ),
    handle(webhookRoutes.test, (request) => webhooks.test(request.actor, request.body)),
    handle(webhookRoutes.get, (request) => webhooks.get(request.actor, request.params.key)),
    handle(webhookRoutes.update, (request) => webhooks.update(request.actor, request.params.key, request.body)),
    handle(webhookRoutes.delete, async (request, reply) => {
      await webhooks.delete(request.actor, request.params.key);
      return reply.code(204).send();
    }),
  ];
}
