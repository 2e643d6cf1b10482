import { type Project, type ProjectRoleDefinition, projectRoutes } from '@arca/contract';
import { mockCall } from '../../test/mock-call.ts';

/** Projects and handlers the projects screens' tests share. */
export const alpha: Project = {
  project_key: 'alpha',
  display_name: 'Alpha',
  description: 'The first project',
  admin_privileges: { manage_members: true, manage_resources: true, index_resources: false },
  storage_quota_bytes: -1,
};

export const beta: Project = {
  project_key: 'beta',
  display_name: 'Beta',
  description: 'Limited storage',
  admin_privileges: { manage_members: false, manage_resources: false, index_resources: false },
  storage_quota_bytes: 5 * 1024 ** 3,
};

export const predefinedRoles: ProjectRoleDefinition[] = [
  { name: 'Project Admin', description: '', type: 'ADMIN', environments: ['DEV', 'PROD'], actions: [] },
  { name: 'Developer', description: '', type: 'PREDEFINED', environments: ['DEV'], actions: ['READ_REPOSITORY'] },
  { name: 'Viewer', description: '', type: 'PREDEFINED', environments: ['DEV', 'PROD'], actions: ['READ_REPOSITORY'] },
];

/** What every section of alpha's settings reads, empty where the test does not care. */
export function alphaSettingsHandlers() {
  return [
    mockCall(projectRoutes.get, () => alpha),
    mockCall(projectRoutes.userMembers, () => ({ members: [] })),
    mockCall(projectRoutes.groupMembers, () => ({ members: [] })),
    mockCall(projectRoutes.roles, () => predefinedRoles),
    mockCall(projectRoutes.environments, () => [{ name: 'DEV' }, { name: 'PROD' }]),
  ];
}
