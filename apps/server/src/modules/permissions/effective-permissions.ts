import type {
  EffectivePermissionFlags,
  EffectivePermissions,
  Permission,
  PermissionAction,
  PermissionResource,
  PermissionTargetRow,
  PrincipalRow,
} from '@arca/contract';
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
