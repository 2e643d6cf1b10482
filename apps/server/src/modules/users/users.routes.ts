import {
  accessUserDetailsSchema,
  accessUserSchema,
  type CreateUserRequest,
  createUserRequestSchema,
  errorEnvelopeSchema,
  type UpdateUserRequest,
  updateUserRequestSchema,
  userListSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { UsersService } from './users.service.ts';

const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

const errors = { '4xx': errorEnvelopeSchema };

/** Access service user calls (mounted at /access and through the console gateway). */
export function usersRoutes(users: UsersService) {
  return async function register(app: FastifyInstance) {
    app.get('/api/v2/users', { schema: { response: { 200: userListSchema, ...errors } } }, (request) =>
      users.list(request.actor),
    );
    app.get<{ Params: { name: string } }>(
      '/api/v2/users/:name',
      { schema: { params: nameParams, response: { 200: accessUserDetailsSchema, ...errors } } },
      (request) => users.get(request.actor, request.params.name),
    );
    app.patch<{ Params: { name: string }; Body: UpdateUserRequest }>(
      '/api/v2/users/:name',
      {
        schema: {
          params: nameParams,
          body: updateUserRequestSchema,
          response: { 200: accessUserDetailsSchema, ...errors },
        },
      },
      (request) => users.update(request.actor, request.params.name, request.body),
    );
    app.delete<{ Params: { name: string } }>(
      '/api/v2/users/:name',
      { schema: { params: nameParams, response: errors } },
      async (request, reply) => {
        await users.delete(request.actor, request.params.name);
        return reply.code(204).send();
      },
    );
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
