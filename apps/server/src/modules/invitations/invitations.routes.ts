import {
  errorEnvelopeSchema,
  type InviteUserRequest,
  invitationResponseSchema,
  inviteUserRequestSchema,
  type RegisterUserRequest,
  registerUserRequestSchema,
  registerUserResponseSchema,
  type SetInvitedPasswordRequest,
  setInvitedPasswordRequestSchema,
  type VerifyInvitationRequest,
  verifyInvitationRequestSchema,
  verifyInvitationResponseSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { InvitationsService } from './invitations.service.ts';

const errors = { '4xx': errorEnvelopeSchema };

/**
 * Invitation and self-registration calls of the access service, mounted at /access and through
 * the console gateway. Only inviting needs a user (an administrator); the others are how people
 * without a password get one.
 */
export function invitationsRoutes(invitations: InvitationsService) {
  return async function register(app: FastifyInstance) {
    app.post<{ Body: InviteUserRequest }>(
      '/api/v1/users/invitations',
      { schema: { body: inviteUserRequestSchema, response: { 201: invitationResponseSchema, ...errors } } },
      async (request, reply) => reply.code(201).send(await invitations.invite(request.actor, request.body)),
    );

    app.post<{ Body: VerifyInvitationRequest }>(
      '/token/verify',
      { schema: { body: verifyInvitationRequestSchema, response: { 200: verifyInvitationResponseSchema, ...errors } } },
      (request) => invitations.verify(request.body.token),
    );

    app.post<{ Body: SetInvitedPasswordRequest }>(
      '/entities/users/invited/setPassword',
      { schema: { body: setInvitedPasswordRequestSchema, response: errors } },
      async (request, reply) => {
        await invitations.setPassword(request.body.token, request.body.password);
        return reply.code(204).send();
      },
    );

    app.post<{ Body: RegisterUserRequest }>(
      '/api/v1/users/register',
      { schema: { body: registerUserRequestSchema, response: { 201: registerUserResponseSchema, ...errors } } },
      async (request, reply) => reply.code(201).send(await invitations.register(request.body)),
    );
  };
}
