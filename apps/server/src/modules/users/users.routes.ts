import { accessUserSchema, type CreateUserRequest, createUserRequestSchema, errorEnvelopeSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { UsersService } from './users.service.ts';

/** Access service user calls (mounted at /access and through the console gateway). */
export function usersRoutes(users: UsersService) {
  return async function register(app: FastifyInstance) {
    app.post<{ Body: CreateUserRequest }>(
      '/api/v2/users',
      {
        schema: {
          body: createUserRequestSchema,
          response: { 201: accessUserSchema, '4xx': errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const created = await users.create(request.actor, request.body);
        return reply.code(201).send(created);
      },
    );
  };
}
