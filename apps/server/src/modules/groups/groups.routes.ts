import {
  accessGroupSchema,
  type CreateGroupRequest,
  createGroupRequestSchema,
  type GroupMembersRequest,
  groupDetailsListSchema,
  groupListSchema,
  groupMembersRequestSchema,
  type UpdateGroupRequest,
  updateGroupRequestSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses, nameParams } from '../../lib/route-schemas.ts';
import type { GroupsService } from './groups.service.ts';

/** Access v2 group calls (mounted at /access and through the console gateway). */
export function groupsRoutes(groups: GroupsService) {
  return async function register(app: FastifyInstance) {
    app.get('/api/v2/groups', { schema: { response: { 200: groupListSchema, ...errorResponses } } }, (request) =>
      groups.list(request.actor),
    );
    app.post<{ Body: CreateGroupRequest }>(
      '/api/v2/groups',
      { schema: { body: createGroupRequestSchema, response: { 201: accessGroupSchema, ...errorResponses } } },
      async (request, reply) => reply.code(201).send(await groups.create(request.actor, request.body)),
    );
    app.get<{ Params: { name: string } }>(
      '/api/v2/groups/:name',
      { schema: { params: nameParams, response: { 200: accessGroupSchema, ...errorResponses } } },
      (request) => groups.get(request.actor, request.params.name),
    );
    app.patch<{ Params: { name: string }; Body: UpdateGroupRequest }>(
      '/api/v2/groups/:name',
      {
        schema: {
          params: nameParams,
          body: updateGroupRequestSchema,
          response: { 200: accessGroupSchema, ...errorResponses },
        },
      },
      (request) => groups.update(request.actor, request.params.name, request.body),
    );
    app.patch<{ Params: { name: string }; Body: GroupMembersRequest }>(
      '/api/v2/groups/:name/members',
      {
        schema: {
          params: nameParams,
          body: groupMembersRequestSchema,
          response: { 200: accessGroupSchema, ...errorResponses },
        },
      },
      (request) => groups.updateMembers(request.actor, request.params.name, request.body),
    );
    app.delete<{ Params: { name: string } }>(
      '/api/v2/groups/:name',
      { schema: { params: nameParams, response: errorResponses } },
      async (request, reply) => {
        await groups.delete(request.actor, request.params.name);
        return reply.code(204).send();
      },
    );
  };
}

/** `GET ui/groups`: the console's groups table, every group in full. */
export function groupsTableRoute(groups: GroupsService) {
  return async function register(app: FastifyInstance) {
    app.get('/groups', { schema: { response: { 200: groupDetailsListSchema, ...errorResponses } } }, (request) =>
      groups.listDetails(request.actor),
    );
  };
}
