import type { Platform } from '../../platform.ts';
import type { ServerModule } from '../../server-module.ts';
import type { BuildsRepository } from '../builds/builds.repository.ts';
import { ProjectAccess } from './project-access.ts';
import { ProjectResourcesService } from './project-resources.service.ts';
import { ProjectSettingsRepository } from './project-settings.repository.ts';
import { projectSettingsRoutes } from './project-settings.routes.ts';
import { ProjectSettingsService } from './project-settings.service.ts';
import { projectsRoutes } from './projects.routes.ts';
import { ProjectsService } from './projects.service.ts';
import { projectAttachRoutes, projectsConsoleRoutes } from './projects-console.routes.ts';

/** Projects: their members and roles, environments, and the repositories and builds they hold. */
export function createProjects(platform: Platform, builds: BuildsRepository) {
  const { directory, licenses } = platform;
  const settingsRepository = new ProjectSettingsRepository(platform.db);
  const access = new ProjectAccess({ projects: directory.projects, groups: directory.groups });
  const projects = new ProjectsService({
    projects: directory.projects,
    settings: settingsRepository,
    repositories: directory.repositories,
    users: directory.users,
    groups: directory.groups,
    access,
  });
  const settings = new ProjectSettingsService({ settings: settingsRepository, projects: directory.projects, access });
  const resources = new ProjectResourcesService({
    projects: directory.projects,
    repositories: directory.repositories,
    builds,
    users: directory.users,
    groups: directory.groups,
    access,
  });
  const module: ServerModule = {
    name: 'projects',
    routes: [
      ...projectsRoutes(projects, licenses),
      ...projectSettingsRoutes(settings, licenses),
      ...projectAttachRoutes(resources, licenses),
      ...projectsConsoleRoutes({ projects, settings, resources, licenses }),
    ],
  };
  return { module, projects };
}
