import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import type { AuthorizationService } from '../permissions/authorization.service.ts';
import { repositoriesRoutes } from './repositories.routes.ts';
import { RepositoriesService } from './repositories.service.ts';

/** The configuration of local, remote, virtual and federated repositories. */
export function createRepositories(
  platform: Platform,
  deps: { authorization: AuthorizationService; afterDelete: () => void },
): { module: ServerModule; repositories: RepositoriesService } {
  const repositories = new RepositoriesService({
    repositories: platform.directory.repositories,
    projects: platform.directory.projects,
    box: platform.box,
    visibility: deps.authorization,
    permissions: platform.directory.permissions,
    // A deleted repository's files are released in the background.
    afterDelete: deps.afterDelete,
    audit: platform.audit,
    licenses: platform.licenses,
  });
  return { module: { name: 'repositories', routes: repositoriesRoutes(repositories) }, repositories };
}
