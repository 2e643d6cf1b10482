import { ChangeListeners } from '../../lib/change-listeners.ts';
import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import type { AuthorizationService } from '../permissions/authorization.service.ts';
import { releaseBundlesConsoleRoutes } from '../release-bundles/release-bundles.routes.ts';
import type { BuildChange } from './build-events.ts';
import type { BuildFileStore } from './build-files.ts';
import { BuildsRepository } from './builds.repository.ts';
import { buildsConsoleRoutes, buildsRoutes } from './builds.routes.ts';
import { BuildsService } from './builds.service.ts';

/**
 * Build info: published by CI tools, read by the console, told to webhooks when it changes.
 * Promotion and retention reach a run's files through storage, which starts after builds (it asks
 * builds which runs list a file), so its services come by `files` when first needed.
 */
export function createBuilds(platform: Platform, authorization: AuthorizationService, files: () => BuildFileStore) {
  const repository = new BuildsRepository(platform.db);
  const listeners = new ChangeListeners<BuildChange>();
  const builds = new BuildsService({
    builds: repository,
    projects: platform.directory.projects,
    authorization,
    baseUrl: `${platform.publicUrl}/artifactory/api/build`,
    audit: platform.audit,
    listeners,
    files,
  });
  const module: ServerModule = {
    name: 'builds',
    routes: [...buildsConsoleRoutes(builds), ...releaseBundlesConsoleRoutes()],
    scoped: [buildsRoutes(builds)],
  };
  return { module, builds, repository, listeners };
}
