import { microfrontendRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { MicrofrontendsService } from './microfrontends.service.ts';

/** The registry calls. Reading needs no sign-in. */
export function microfrontendsRoutes(microfrontends: MicrofrontendsService) {
  return [
    handle(microfrontendRoutes.registry, () => microfrontends.registry()),
    handle(microfrontendRoutes.resolve, (request) => microfrontends.resolve(request.params.name)),
    handle(microfrontendRoutes.register, async (request, reply) => {
      const { created, entry } = await microfrontends.register(request.actor, request.params.name, request.body);
      return reply.code(created ? 201 : 200).send(entry);
    }),
    handle(microfrontendRoutes.unregister, async (request, reply) => {
      await microfrontends.unregister(request.actor, request.params.name);
      return reply.code(204).send();
    }),
  ];
}
