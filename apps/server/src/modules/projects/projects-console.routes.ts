import { licenseGates, projectRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import { type LicenseInForce, licenseGateHook } from '../licenses/license-gate.ts';
import type { ProjectResourcesService } from './project-resources.service.ts';
import { PREDEFINED_ROLES } from './project-roles.ts';
import type { ProjectSettingsService } from './project-settings.service.ts';
import type { ProjectsService } from './projects.service.ts';

interface Services {
  projects: ProjectsService;
  settings: ProjectSettingsService;
  resources: ProjectResourcesService;
  licenses: LicenseInForce;
}

/**
 * The console's project calls (shell.md §7, "Projects and scanner"), under /ui/api/v1: the
 * projects, roles, environments and users and groups the project screens list, the resources no
 * project holds, moving repositories into a project, and the project limit (their shapes are
 * decided in docs/decisions.md). The environment lists name platform environments, so they stay
 * open; the rest belongs to projects and sits behind the projects licence gate.
 */
export function projectsConsoleRoutes({ projects, settings, resources, licenses }: Services) {
  const gated = { onRequest: licenseGateHook(licenses, licenseGates.projects) };
  return [
    handle(projectRoutes.consoleEnvironments, (request) => settings.globalEnvironments(request.actor)),
    handle(projectRoutes.promotionEnvironments, (request) => settings.allEnvironments(request.actor)),
    handle(projectRoutes.consoleProjects, (request) => projects.list(request.actor), gated),
    handle(projectRoutes.consoleAccessProjects, (request) => projects.list(request.actor), gated),
    // Without a project key, any signed-in user may read the predefined roles (the descriptor's rule).
    handle(
      projectRoutes.consoleRoles,
      (request) => {
        const { projectKey } = request.query;
        return projectKey ? settings.roles(request.actor, projectKey) : PREDEFINED_ROLES;
      },
      gated,
    ),
    handle(projectRoutes.entities, (request) => resources.entities(request.actor, request.query.type), gated),
    handle(projectRoutes.unassignedStatistics, (request) => resources.unassignedStatistics(request.actor), gated),
    handle(projectRoutes.buildsProjectInfo, (request) => resources.buildsProjectInfo(request.actor), gated),
    handle(
      projectRoutes.assignRepositories,
      async (request, reply) => {
        await resources.assign(request.actor, request.body.projectKey, request.body.repositories);
        return reply.code(204).send();
      },
      gated,
    ),
    handle(projectRoutes.limit, (request) => resources.limit(request.actor), gated),
  ];
}

/**
 * The access service's attach calls (jfrog-wire-compat §7): a repository joins a project, or
 * leaves it, behind the projects licence gate.
 */
export function projectAttachRoutes(resources: ProjectResourcesService, licenses: LicenseInForce) {
  const gated = { onRequest: licenseGateHook(licenses, licenseGates.projects) };
  return [
    handle(
      projectRoutes.attachRepository,
      async (request, reply) => {
        await resources.assign(request.actor, request.params.key, [request.params.repo]);
        return reply.code(204).send();
      },
      gated,
    ),
    handle(
      projectRoutes.detachRepository,
      async (request, reply) => {
        await resources.unassign(request.actor, request.params.repo);
        return reply.code(204).send();
      },
      gated,
    ),
  ];
}
