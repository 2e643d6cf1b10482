import { findPackageType, type RepositoryClass, repositoryRoutes, selectedProjectKey } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { RepositoriesService } from './repositories.service.ts';

/**
 * Artifactory's repository calls (jfrog-wire-compat §1.8), for clients and through the console
 * gateway, and the console's rows of one kind (R28.138). Create and update answer with a line of
 * text, as the JFrog CLI and the Terraform provider expect.
 */
export function repositoriesRoutes(repositories: RepositoriesService) {
  return [
    handle(repositoryRoutes.list, (request) => {
      const { type, packageType, project } = request.query;
      // A client's `?project=` ('' for no project), else the console's selected project (R6.01).
      const projectKey = project ?? selectedProjectKey(request.query);
      return repositories.list(request.actor, {
        ...(type ? { rclass: type } : {}),
        ...(packageType ? { packageType: findPackageType(packageType)?.value ?? packageType } : {}),
        ...(projectKey !== undefined ? { projectKey } : {}),
      });
    }),
    handle(repositoryRoutes.get, (request) => repositories.get(request.actor, request.params.key)),
    handle(repositoryRoutes.create, async (request, reply) => {
      await repositories.create(request.actor, request.params.key, request.body);
      return reply.type('text/plain').send(`Successfully created repository '${request.params.key}'`);
    }),
    handle(repositoryRoutes.update, async (request, reply) => {
      await repositories.update(request.actor, request.params.key, request.body);
      return reply.type('text/plain').send(`Repository '${request.params.key}' update successful.`);
    }),
    handle(repositoryRoutes.delete, async (request, reply) =>
      reply.type('text/plain').send(await repositories.delete(request.actor, request.params.key)),
    ),
    // The params schema admits only the kinds the console's tables show.
    handle(repositoryRoutes.info, (request) =>
      repositories.info(request.actor, request.params.kind as RepositoryClass),
    ),
  ];
}
