import type { ProjectRole, ProjectRoleAction, ProjectRoleDefinition } from '@arca/contract';

const REPOSITORY_READ: ProjectRoleAction[] = ['READ_REPOSITORY', 'READ_BUILD', 'READ_RELEASE_BUNDLE'];
const ANNOTATE: ProjectRoleAction[] = ['ANNOTATE_REPOSITORY', 'ANNOTATE_BUILD', 'ANNOTATE_RELEASE_BUNDLE'];
const DEPLOY: ProjectRoleAction[] = ['DEPLOY_CACHE_REPOSITORY', 'DEPLOY_BUILD'];
const DELETE: ProjectRoleAction[] = ['DELETE_OVERWRITE_REPOSITORY', 'DELETE_BUILD', 'DELETE_RELEASE_BUNDLE'];

/** The role whose holders administer a project. */
export const PROJECT_ADMIN_ROLE: ProjectRole = 'Project Admin';

/**
 * The platform's predefined roles (jfrog-wire-compat §7), the same in every project. Project Admin
 * may do everything everywhere; the others follow the usual split of work: developers build in DEV,
 * release managers promote to PROD, viewers and security managers look at both.
 */
export const PREDEFINED_ROLES: readonly ProjectRoleDefinition[] = [
  {
    name: PROJECT_ADMIN_ROLE,
    description: 'Administers the project: members, roles, environments and resources.',
    type: 'ADMIN',
    environments: ['DEV', 'PROD'],
    actions: [
      ...REPOSITORY_READ,
      ...ANNOTATE,
      ...DEPLOY,
      ...DELETE,
      'MANAGE_XRAY_MD_REPOSITORY',
      'CREATE_RELEASE_BUNDLE',
    ],
  },
  {
    name: 'Developer',
    description: 'Reads, annotates, deploys and overwrites in development.',
    type: 'PREDEFINED',
    environments: ['DEV'],
    actions: [...REPOSITORY_READ, ...ANNOTATE, ...DEPLOY, 'DELETE_OVERWRITE_REPOSITORY'],
  },
  {
    name: 'Contributor',
    description: 'Reads, annotates and deploys in development.',
    type: 'PREDEFINED',
    environments: ['DEV'],
    actions: [...REPOSITORY_READ, ...ANNOTATE, ...DEPLOY],
  },
  {
    name: 'Viewer',
    description: 'Reads everything in the project.',
    type: 'PREDEFINED',
    environments: ['DEV', 'PROD'],
    actions: REPOSITORY_READ,
  },
  {
    name: 'Release Manager',
    description: 'Builds and promotes release bundles into production.',
    type: 'PREDEFINED',
    environments: ['DEV', 'PROD'],
    actions: [...REPOSITORY_READ, ...ANNOTATE, ...DEPLOY, 'CREATE_RELEASE_BUNDLE', 'DELETE_RELEASE_BUNDLE'],
  },
  {
    name: 'Security Manager',
    description: 'Reads everything and manages scan metadata.',
    type: 'PREDEFINED',
    environments: ['DEV', 'PROD'],
    actions: [...REPOSITORY_READ, 'MANAGE_XRAY_MD_REPOSITORY'],
  },
];

/** The predefined role of this name in any case, under its own spelling; undefined for none. */
export const predefinedRoleName = (name: string): string | undefined =>
  PREDEFINED_ROLES.find((role) => role.name.toLowerCase() === name.toLowerCase())?.name;

export const isPredefinedRole = (name: string) => predefinedRoleName(name) !== undefined;
