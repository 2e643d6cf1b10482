import { licenseGates, projectMemberRoutes, projectRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import { type LicenseInForce, licenseGateHook } from '../licenses/license-gate.ts';
import type { ProjectsService } from './projects.service.ts';

/** The access service's project calls; a licence below the projects gate refuses them all. */
export function projectsRoutes(projects: ProjectsService, licenses: LicenseInForce) {
  const gated = { onRequest: licenseGateHook(licenses, licenseGates.projects) };
  // Users and groups are members the same way.
  const memberCalls = (['user', 'group'] as const).flatMap((memberKind) => {
    const calls = projectMemberRoutes[memberKind];
    return [
      handle(calls.list, (request) => projects.members(request.actor, request.params.key, memberKind), gated),
      handle(
        calls.get,
        (request) => projects.member(request.actor, request.params.key, memberKind, request.params.name),
        gated,
      ),
      handle(
        calls.set,
        (request) =>
          projects.setMember(request.actor, request.params.key, memberKind, {
            ...request.body,
            name: request.params.name,
          }),
        gated,
      ),
      handle(
        calls.remove,
        async (request, reply) => {
          await projects.removeMember(request.actor, request.params.key, memberKind, request.params.name);
          return reply.code(204).send();
        },
        gated,
      ),
    ];
  });
  return [
    handle(projectRoutes.list, (request) => projects.list(request.actor), gated),
    handle(
      projectRoutes.create,
      async (request, reply) => reply.code(201).send(await projects.create(request.actor, request.body)),
      gated,
    ),
    handle(projectRoutes.get, (request) => projects.get(request.actor, request.params.key), gated),
    handle(projectRoutes.update, (request) => projects.update(request.actor, request.params.key, request.body), gated),
    ...memberCalls,
    handle(
      projectRoutes.delete,
      async (request, reply) => {
        await projects.delete(request.actor, request.params.key);
        return reply.code(204).send();
      },
      gated,
    ),
  ];
}
