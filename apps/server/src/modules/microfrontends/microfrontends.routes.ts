import type { MicrofrontendRegistration } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { MicrofrontendsService } from './microfrontends.service.ts';

const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

const route = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: { path: { type: 'string' }, title: { type: 'string' }, admin: { type: 'boolean' } },
} as const;

/** The shape only; the service words what is wrong with the values. */
const registrationSchema = {
  type: 'object',
  required: ['version', 'url', 'routes'],
  additionalProperties: false,
  properties: {
    version: { type: 'string' },
    url: { type: 'string' },
    routes: { type: 'array', items: route },
  },
} as const;

/** The registry calls, mounted at `microfrontendPaths.registry`. Reading needs no sign-in. */
export function microfrontendsRoutes(microfrontends: MicrofrontendsService) {
  return async function register(app: FastifyInstance) {
    app.get('/', { schema: { response: errorResponses } }, () => microfrontends.registry());
    app.get<{ Params: { name: string } }>(
      '/:name',
      { schema: { params: nameParams, response: errorResponses } },
      (request) => microfrontends.resolve(request.params.name),
    );
    app.put<{ Params: { name: string }; Body: MicrofrontendRegistration }>(
      '/:name',
      { schema: { params: nameParams, body: registrationSchema, response: errorResponses } },
      async (request, reply) => {
        const { created, entry } = await microfrontends.register(request.actor, request.params.name, request.body);
        return reply.code(created ? 201 : 200).send(entry);
      },
    );
    app.delete<{ Params: { name: string } }>(
      '/:name',
      { schema: { params: nameParams, response: errorResponses } },
      async (request, reply) => {
        await microfrontends.unregister(request.actor, request.params.name);
        return reply.code(204).send();
      },
    );
  };
}
