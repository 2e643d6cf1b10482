import { projectKeyParams } from './access-params.ts';
import { route } from './routes/route.ts';

// The two project calls the console's start-up makes (the projects a user administers, and one of
// them), apart from the rest of the projects' calls in projects.ts: the start-up carries these only.

/** What a project's own administrators may do there. */
export interface ProjectAdminPrivileges {
  manage_members: boolean;
  manage_resources: boolean;
  index_resources: boolean;
}

/** A project as `/access/api/v1/projects` shows and takes it (jfrog-wire-compat §7). */
export interface Project {
  project_key: string;
  display_name: string;
  description: string;
  admin_privileges: ProjectAdminPrivileges;
  /** -1 means no limit. */
  storage_quota_bytes: number;
}

export const adminPrivilegesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    manage_members: { type: 'boolean' },
    manage_resources: { type: 'boolean' },
    index_resources: { type: 'boolean' },
  },
} as const;

export const projectSchema = {
  type: 'object',
  required: ['project_key', 'display_name', 'description', 'admin_privileges', 'storage_quota_bytes'],
  properties: {
    project_key: { type: 'string' },
    display_name: { type: 'string' },
    description: { type: 'string' },
    admin_privileges: {
      type: 'object',
      required: ['manage_members', 'manage_resources', 'index_resources'],
      properties: adminPrivilegesSchema.properties,
    },
    storage_quota_bytes: { type: 'integer' },
  },
} as const;

export const projectsPath = '/access/api/v1/projects';

const tag = 'Projects';

/** The project reads every signed-in console makes; `projectRoutes` serves them with the others. */
export const projectReadRoutes = {
  list: route<{ reply: Project[] }>()({
    method: 'GET',
    path: projectsPath,
    mount: 'both',
    access: 'user',
    tag,
    summary: 'The projects the caller administers, every one for an administrator',
    responses: { 200: { type: 'array', items: projectSchema } },
  }),
  get: route<{ reply: Project }>()({
    method: 'GET',
    path: `${projectsPath}/:key`,
    mount: 'both',
    access: 'user',
    tag,
    summary: 'One project, for its administrators',
    params: projectKeyParams,
    responses: { 200: projectSchema },
  }),
} as const;
