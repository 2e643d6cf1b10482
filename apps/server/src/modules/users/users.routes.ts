import { userRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { UsersService } from './users.service.ts';

/**
 * The access service's user calls, Artifactory's lockout and password-expiry calls as the JFrog
 * CLI and scripts send them, and the console's users table.
 */
export function usersRoutes(users: UsersService) {
  return [
    handle(userRoutes.list, (request) => users.list(request.actor)),
    handle(userRoutes.create, async (request, reply) =>
      reply.code(201).send(await users.create(request.actor, request.body)),
    ),
    handle(userRoutes.get, (request) => users.get(request.actor, request.params.name)),
    handle(userRoutes.update, (request) => users.update(request.actor, request.params.name, request.body)),
    handle(userRoutes.delete, async (request, reply) => {
      await users.delete(request.actor, request.params.name);
      return reply.code(204).send();
    }),
    handle(userRoutes.table, (request) => users.listDetails(request.actor)),
    handle(userRoutes.lockedUsers, (request) => users.lockedUsers(request.actor)),
    handle(userRoutes.unlock, async (request, reply) => {
      await users.unlock(request.actor, request.params.name);
      return reply.code(204).send();
    }),
    handle(userRoutes.expirePassword, async (request, reply) => {
      await users.setPasswordExpired(request.actor, request.params.name, true);
      return reply.code(204).send();
    }),
    handle(userRoutes.unexpirePassword, async (request, reply) => {
      await users.setPasswordExpired(request.actor, request.params.name, false);
      return reply.code(204).send();
    }),
  ];
}
