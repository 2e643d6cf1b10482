import { invitationRoutes } from '@arca/contract';
import { handle, type RouteBinding } from '../../lib/routes.ts';
import type { InvitationsService } from './invitations.service.ts';

/**
 * Invitation and self-registration calls of the access service, at /access and through the
 * console gateway. Only inviting needs a user (an administrator); the others are how people
 * without a password get one.
 */
export function invitationsRoutes(invitations: InvitationsService): RouteBinding[] {
  return [
    handle(invitationRoutes.invite, async (request, reply) =>
      reply.code(201).send(await invitations.invite(request.actor, request.body)),
    ),
    handle(invitationRoutes.verify, (request) => invitations.verify(request.body.token)),
    handle(invitationRoutes.setPassword, async (request, reply) => {
      await invitations.setPassword(request.body.token, request.body.password);
      return reply.code(204).send();
    }),
    handle(invitationRoutes.register, async (request, reply) =>
      reply.code(201).send(await invitations.register(request.body)),
    ),
  ];
}
