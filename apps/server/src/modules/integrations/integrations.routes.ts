import { integrationRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { IntegrationsService } from './integrations.service.ts';

/** The integration calls (packages-and-search.md §7), through the console gateway. */
export function integrationsRoutes(integrations: IntegrationsService) {
  return [
    handle(integrationRoutes.list, (request) => integrations.list(request.actor)),
    handle(integrationRoutes.create, async (request, reply) =>
      reply.code(201).send(await integrations.create(request.actor, request.body)),
    ),
    handle(integrationRoutes.test, (request) => integrations.test(request.actor, request.body)),
    handle(integrationRoutes.get, (request) => integrations.get(request.actor, request.params.key)),
    handle(integrationRoutes.update, (request) => integrations.update(request.actor, request.params.key, request.body)),
    handle(integrationRoutes.delete, async (request, reply) => {
      await integrations.delete(request.actor, request.params.key);
      return reply.code(204).send();
    }),
  ];
}
