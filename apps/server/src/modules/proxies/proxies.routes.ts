import { proxyConsoleRoutes, proxyRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { ProxiesService } from './proxies.service.ts';

type ProxyCalls = typeof proxyRoutes | typeof proxyConsoleRoutes;

/** The proxy calls at one of their two mounts; both are served by the same handlers. */
function proxyCalls(calls: ProxyCalls, proxies: ProxiesService) {
  return [
    handle(calls.list, (request) => proxies.list(request.actor)),
    handle(calls.create, async (request, reply) =>
      reply.code(201).send(await proxies.create(request.actor, request.body)),
    ),
    handle(calls.get, (request) => proxies.get(request.actor, request.params.key)),
    handle(calls.put, async (request, reply) => {
      const { created, proxy } = await proxies.put(request.actor, request.params.key, request.body);
      return reply.code(created ? 201 : 200).send(proxy);
    }),
    handle(calls.delete, async (request, reply) => {
      await proxies.delete(request.actor, request.params.key);
      return reply.code(204).send();
    }),
  ];
}

/**
 * The proxy calls, at /artifactory/api/proxies (clients, scripts) and at /ui/api/v1/ui/proxies
 * (the console, R28.132). PUT on a key that does not exist creates it.
 */
export function proxiesRoutes(proxies: ProxiesService) {
  return [...proxyCalls(proxyRoutes, proxies), ...proxyCalls(proxyConsoleRoutes, proxies)];
}
