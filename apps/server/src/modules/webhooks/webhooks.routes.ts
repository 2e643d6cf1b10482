import {
  type WebhookSettings,
  webhookDomainsSchema,
  webhookSettingsSchema,
  webhookSubscriptionSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { SubscriptionInput } from './subscription-rules.ts';
import type { WebhookSettingsService } from './webhook-settings.ts';
import type { WebhooksService } from './webhooks.service.ts';

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const;

/**
 * The event service's webhook calls (jfrog-wire-compat §3; R28.127–R28.131), mounted at /event
 * and through the console gateway.
 */
export function webhooksRoutes(webhooks: WebhooksService, settings: WebhookSettingsService) {
  return async function register(app: FastifyInstance) {
    app.get(
      '/api/v1/settings',
      { schema: { response: { 200: webhookSettingsSchema, ...errorResponses } } },
      (request) => settings.read(request.actor),
    );
    app.put<{ Body: WebhookSettings }>(
      '/api/v1/settings',
      { schema: { body: webhookSettingsSchema, response: { 200: webhookSettingsSchema, ...errorResponses } } },
      (request) => settings.update(request.actor, request.body),
    );
    app.get('/api/v1/domains', { schema: { response: { 200: webhookDomainsSchema, ...errorResponses } } }, (request) =>
      webhooks.domains(request.actor),
    );
    app.get('/api/v1/subscriptions', { schema: { response: errorResponses } }, (request) =>
      webhooks.list(request.actor),
    );
    app.post<{ Body: SubscriptionInput }>(
      '/api/v1/subscriptions',
      { schema: { body: webhookSubscriptionSchema, response: errorResponses } },
      async (request, reply) => reply.code(201).send(await webhooks.create(request.actor, request.body)),
    );
    app.post<{ Body: SubscriptionInput }>(
      '/api/v1/subscriptions/test',
      { schema: { body: webhookSubscriptionSchema, response: errorResponses } },
      (request) => webhooks.test(request.actor, request.body),
    );
    app.get<{ Params: { key: string } }>(
      '/api/v1/subscriptions/:key',
      { schema: { params: keyParams, response: errorResponses } },
      (request) => webhooks.get(request.actor, request.params.key),
    );
    app.put<{ Params: { key: string }; Body: SubscriptionInput }>(
      '/api/v1/subscriptions/:key',
      { schema: { params: keyParams, body: webhookSubscriptionSchema, response: errorResponses } },
      (request) => webhooks.update(request.actor, request.params.key, request.body),
    );
    app.delete<{ Params: { key: string } }>(
      '/api/v1/subscriptions/:key',
      { schema: { params: keyParams, response: errorResponses } },
      async (request, reply) => {
        await webhooks.delete(request.actor, request.params.key);
        return reply.code(204).send();
      },
    );
  };
}
