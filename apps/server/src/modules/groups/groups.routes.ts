import { groupRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { GroupsService } from './groups.service.ts';

/** The access service's group calls and the console's groups table. */
export function groupsRoutes(groups: GroupsService) {
  return [
    handle(groupRoutes.list, (request) => groups.list(request.actor)),
    handle(groupRoutes.create, async (request, reply) =>
      reply.code(201).send(await groups.create(request.actor, request.body)),
    ),
    handle(groupRoutes.get, (request) => groups.get(request.actor, request.params.name)),
    handle(groupRoutes.update, (request) => groups.update(request.actor, request.params.name, request.body)),
    handle(groupRoutes.updateMembers, (request) =>
      groups.updateMembers(request.actor, request.params.name, request.body),
    ),
    handle(groupRoutes.delete, async (request, reply) => {
      await groups.delete(request.actor, request.params.name);
      return reply.code(204).send();
    }),
    handle(groupRoutes.table, (request) => groups.listDetails(request.actor)),
  ];
}
