import { type Permission, type PermissionResourceType, permissionResourceTypes } from '@arca/contract';

/** What the list shows of one permission. */
export interface PermissionSummary {
  name: string;
  repositories: string[];
  resources: PermissionResourceType[];
  users: string[];
  groups: string[];
}

function principals(permission: Permission, kind: 'users' | 'groups'): string[] {
  const names = new Set<string>();
  for (const type of permissionResourceTypes) {
    for (const name of Object.keys(permission.resources[type]?.actions[kind] ?? {})) names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}

export function summarisePermission(permission: Permission): PermissionSummary {
  return {
    name: permission.name,
    repositories: Object.keys(permission.resources.artifact?.targets ?? {}),
    resources: permissionResourceTypes.filter((type) => permission.resources[type] !== undefined),
    users: principals(permission, 'users'),
    groups: principals(permission, 'groups'),
  };
}

/** The list's search: a permission matches by its name, a target or a principal. */
export function matchesSearch(summary: PermissionSummary, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [summary.name, ...summary.repositories, ...summary.users, ...summary.groups].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
