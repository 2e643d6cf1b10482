import { licenseGates, projectRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import { type LicenseInForce, licenseGateHook } from '../licenses/license-gate.ts';
import type { ProjectSettingsService } from './project-settings.service.ts';

/**
 * Environments (`/access/api/v1/environments`, `/{key}/environments`) and project roles
 * (`/{key}/roles`). The global environments belong to the platform, not to projects, so only a
 * project's own calls sit behind the projects licence gate.
 */
export function projectSettingsRoutes(settings: ProjectSettingsService, licenses: LicenseInForce) {
  const gated = { onRequest: licenseGateHook(licenses, licenseGates.projects) };
  return [
    handle(projectRoutes.globalEnvironments, (request) => settings.globalEnvironments(request.actor)),
    handle(projectRoutes.createGlobalEnvironment, async (request, reply) =>
      reply.code(201).send(await settings.createGlobalEnvironment(request.actor, request.body.name)),
    ),
    handle(projectRoutes.deleteGlobalEnvironment, async (request, reply) => {
      await settings.deleteGlobalEnvironment(request.actor, request.params.name);
      return reply.code(204).send();
    }),
    handle(projectRoutes.environments, (request) => settings.environments(request.actor, request.params.key), gated),
    handle(
      projectRoutes.createEnvironment,
      async (request, reply) =>
        reply.code(201).send(await settings.createEnvironment(request.actor, request.params.key, request.body.name)),
      gated,
    ),
    handle(
      projectRoutes.deleteEnvironment,
      async (request, reply) => {
        await settings.deleteEnvironment(request.actor, request.params.key, request.params.name);
        return reply.code(204).send();
      },
      gated,
    ),
    handle(projectRoutes.roles, (request) => settings.roles(request.actor, request.params.key), gated),
    handle(
      projectRoutes.role,
      (request) => settings.role(request.actor, request.params.key, request.params.name),
      gated,
    ),
    handle(
      projectRoutes.createRole,
      async (request, reply) =>
        reply.code(201).send(await settings.createRole(request.actor, request.params.key, request.body)),
      gated,
    ),
    handle(
      projectRoutes.updateRole,
      (request) => settings.updateRole(request.actor, request.params.key, request.params.name, request.body),
      gated,
    ),
    handle(
      projectRoutes.deleteRole,
      async (request, reply) => {
        await settings.deleteRole(request.actor, request.params.key, request.params.name);
        return reply.code(204).send();
      },
      gated,
    ),
  ];
}
