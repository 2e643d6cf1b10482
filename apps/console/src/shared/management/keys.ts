import type { PermissionResourceType } from '@arca/contract';

/*
 * The query keys of what several management screens read or change: users, groups, permissions,
 * grants, projects, repositories and proxies. Each family has a root of its own, so a write
 * refreshes the families it changed and those that show them, named where the write is, and
 * nothing else. A feature keeps the keys only its own screens read in its api/ folder, under the
 * family's root.
 */

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  one: (name: string) => [...userKeys.all, 'one', name] as const,
};

export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  one: (name: string) => [...groupKeys.all, 'one', name] as const,
};

export const permissionKeys = {
  all: ['permissions'] as const,
  list: () => [...permissionKeys.all, 'list'] as const,
  one: (name: string) => [...permissionKeys.all, 'one', name] as const,
};

/**
 * What the server works out from permissions, group members and administrator flags: a user's or
 * group's grants, and who may do what on one resource. A write to any of those refreshes them all.
 */
export const grantKeys = {
  all: ['grants'] as const,
  ofPrincipal: (kind: 'user' | 'group', name: string) => [...grantKeys.all, 'principal', kind, name] as const,
  ofResource: (type: PermissionResourceType, key: string) => [...grantKeys.all, 'resource', type, key] as const,
};

export type ProjectMemberKind = 'users' | 'groups';

/** Member lists sit apart from their project: deleting a user or a group changes every project's. */
export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  one: (key: string) => [...projectKeys.all, 'one', key] as const,
  allMembers: () => [...projectKeys.all, 'members'] as const,
  members: (key: string, kind: ProjectMemberKind) => [...projectKeys.allMembers(), key, kind] as const,
};

/** Every list of repositories starts here; the permission and webhook editors pick from the summaries. */
export const repositoryKeys = {
  all: ['repositories'] as const,
  summaries: () => [...repositoryKeys.all, 'summaries'] as const,
};

/** The proxies screens' keys and the proxy names a webhook's handler may pick share this root. */
export const proxyKeys = {
  all: ['proxies'] as const,
  names: () => [...proxyKeys.all, 'names'] as const,
};
