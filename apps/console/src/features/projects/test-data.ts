import { apiPaths, type Project, type ProjectRoleDefinition } from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { gateway } from '../../shared/management/queries.ts';

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

export const projectsUrl = gateway(apiPaths.accessProjects);
export const alphaUrl = `${projectsUrl}/alpha`;

/** What every section of alpha's settings reads, empty where the test does not care. */
export function alphaSettingsHandlers() {
  return [
    http.get(alphaUrl, () => HttpResponse.json(alpha)),
    http.get(`${alphaUrl}/users`, () => HttpResponse.json({ members: [] })),
    http.get(`${alphaUrl}/groups`, () => HttpResponse.json({ members: [] })),
    http.get(`${alphaUrl}/roles`, () => HttpResponse.json(predefinedRoles)),
    http.get(`${alphaUrl}/environments`, () => HttpResponse.json([{ name: 'DEV' }, { name: 'PROD' }])),
  ];
}
