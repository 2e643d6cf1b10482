import type {
  EffectivePermissionFlags,
  EffectivePermissions,
  Permission,
  PermissionAction,
  PermissionResource,
  PermissionTargetRow,
  PrincipalGrant,
  PrincipalRow,
} from '@arca/contract';
import { permissionActions, permissionResourceTypes } from '@arca/contract';
import { type RepositoryKind, targetReachesRepository, withImpliedActions } from './authorization.ts';

function flags(actions: Set<PermissionAction>): EffectivePermissionFlags {
  return {
    read: actions.has('READ'),
    annotate: actions.has('ANNOTATE'),
    deploy: actions.has('WRITE'),
    delete: actions.has('DELETE'),
    distribute: actions.has('DISTRIBUTE'),
    managedXrayMeta: actions.has('SCAN'),
  };
}

type Grants = Map<string, { actions: PermissionAction[]; targets: string[] }>;

function collect(grants: Grants, byName: Record<string, PermissionAction[]>, permissionName: string): void {
  for (const [name, actions] of Object.entries(byName)) {
    const entry = grants.get(name) ?? { actions: [], targets: [] };
    entry.actions.push(...actions);
    entry.targets.push(permissionName);
    grants.set(name, entry);
  }
}

function rows(grants: Grants): PrincipalRow[] {
  return [...grants.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([principal, { actions, targets }]) => ({
      principal,
      permissionTargets: targets,
      permission: flags(withImpliedActions(actions)),
    }));
}

/**
 * R23.15–R23.17: who may do what on one repository (or build or bundle repository), and through
 * which permissions. A permission counts when one of its targets names the repository or its
 * kind, whatever part of it the patterns leave in.
 */
export function effectivePermissions(
  permissions: readonly Permission[],
  type: keyof Permission['resources'],
  repoKey: string,
  repoKind: RepositoryKind | undefined,
): EffectivePermissions {
  const users: Grants = new Map();
  const groups: Grants = new Map();
  const permissionTargets: PermissionTargetRow[] = [];
  for (const permission of permissions) {
    const section: PermissionResource | undefined = permission.resources[type];
    if (!section) continue;
    const repoKeys = Object.keys(section.targets);
    if (!repoKeys.some((key) => targetReachesRepository(key, repoKey, repoKind))) continue;
    collect(users, section.actions.users ?? {}, permission.name);
    collect(groups, section.actions.groups ?? {}, permission.name);
    permissionTargets.push({
      permissionName: permission.name,
      users: Object.keys(section.actions.users ?? {}),
      groups: Object.keys(section.actions.groups ?? {}),
      repoKeys,
    });
  }
  return { userEffectivePermissions: rows(users), groupEffectivePermissions: rows(groups), permissionTargets };
}

const inPlatformOrder = (actions: Set<PermissionAction>) => permissionActions.filter((action) => actions.has(action));

/**
 * Per principal: every grant a user holds (their own, then each group's) or a group holds, with
 * the permission, the resource type, its targets and the actions with those they imply.
 */
export function principalGrants(
  permissions: readonly Permission[],
  principal: { userName?: string; groups: readonly string[] },
): PrincipalGrant[] {
  const owners: { name: string; kind: 'users' | 'groups'; viaGroup?: string }[] = [
    ...(principal.userName === undefined ? [] : [{ name: principal.userName, kind: 'users' as const }]),
    ...principal.groups.map((group) => ({ name: group, kind: 'groups' as const, viaGroup: group })),
  ];
  const grants: PrincipalGrant[] = [];
  for (const owner of owners) {
    for (const permission of permissions) {
      for (const resourceType of permissionResourceTypes) {
        const section = permission.resources[resourceType];
        const actions = Object.entries(section?.actions[owner.kind] ?? {}).find(
          ([name]) => name.toLowerCase() === owner.name.toLowerCase(),
        )?.[1];
        if (!section || !actions) continue;
        grants.push({
          permissionName: permission.name,
          resourceType,
          targets: Object.keys(section.targets),
          actions: inPlatformOrder(withImpliedActions(actions)),
          ...(owner.viaGroup === undefined ? {} : { viaGroup: owner.viaGroup }),
        });
      }
    }
  }
  return grants;
}
