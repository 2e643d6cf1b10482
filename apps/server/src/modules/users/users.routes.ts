import {
  accessUserDetailsSchema,
  type CreateUserRequest,
  createUserRequestSchema,
  type UpdateUserRequest,
  updateUserRequestSchema,
  userDetailsListSchema,
  userListSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses, nameParams } from '../../lib/route-schemas.ts';
import type { UsersService } from './users.service.ts';

/** Access service user calls (mounted at /access and through the console gateway). */
export function usersRoutes(users: UsersService) {
  return async function register(app: FastifyInstance) {
    app.get('/api/v2/users', { schema: { response: { 200: userListSchema, ...errorResponses } } }, (request) =>
      users.list(request.actor),
    );
    app.get<{ Params: { name: string } }>(
      '/api/v2/users/:name',
      { schema: { params: nameParams, response: { 200: accessUserDetailsSchema, ...errorResponses } } },
      (request) => users.get(request.actor, request.params.name),
    );
    app.patch<{ Params: { name: string }; Body: UpdateUserRequest }>(
      '/api/v2/users/:name',
      {
        schema: {
          params: nameParams,
          body: updateUserRequestSchema,
          response: { 200: accessUserDetailsSchema, ...errorResponses },
        },
      },
      (request) => users.update(request.actor, request.params.name, request.body),
    );
    app.delete<{ Params: { name: string } }>(
      '/api/v2/users/:name',
      { schema: { params: nameParams, response: errorResponses } },
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
          response: { 201: accessUserDetailsSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const created = await users.create(request.actor, request.body);
        return reply.code(201).send(created);
      },
    );
  };
}

/** `GET ui/users`: the console's users table, every user in full. */
export function usersTableRoute(users: UsersService) {
  return async function register(app: FastifyInstance) {
    app.get('/users', { schema: { response: { 200: userDetailsListSchema, ...errorResponses } } }, (request) =>
      users.listDetails(request.actor),
    );
  };
}

/**
 * Artifactory's lockout and password-expiry calls (mounted at /artifactory and through the console
 * gateway), as the JFrog CLI and scripts send them.
 */
export function userLockoutRoutes(users: UsersService) {
  return async function register(app: FastifyInstance) {
    app.get(
      '/api/security/lockedUsers',
      { schema: { response: { 200: { type: 'array', items: { type: 'string' } }, ...errorResponses } } },
      (request) => users.lockedUsers(request.actor),
    );
    app.post<{ Params: { name: string } }>(
      '/api/security/unlockUsers/:name',
      { schema: { params: nameParams, response: errorResponses } },
      async (request, reply) => {
        await users.unlock(request.actor, request.params.name);
        return reply.code(204).send();
      },
    );
    for (const [path, expired] of [
      ['expirePassword', true],
      ['unexpirePassword', false],
    ] as const) {
      app.post<{ Params: { name: string } }>(
        `/api/security/users/authorization/${path}/:name`,
        { schema: { params: nameParams, response: errorResponses } },
        async (request, reply) => {
          await users.setPasswordExpired(request.actor, request.params.name, expired);
          return reply.code(204).send();
        },
      );
    }
  };
}
