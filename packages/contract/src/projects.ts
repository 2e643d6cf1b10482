import { nameParams, projectKeyParams } from './access-params.ts';
import {
  adminPrivilegesSchema,
  type Project,
  projectReadRoutes,
  projectSchema,
  projectsPath,
} from './project-reads.ts';
import { route } from './routes/route.ts';

/** R13.19: the message when a project key does not start with a lowercase letter. */
export const PROJECT_KEY_START_MESSAGE = 'Project key must start with a lowercase character';

/** The message for any other break of the key rule (wording decided in docs/decisions.md). */
export const PROJECT_KEY_FORMAT_MESSAGE = 'Project key must be 2 - 32 lowercase alphanumeric and hyphen characters';

/** The platform's project key rule: 2–32 characters, a lowercase letter first, then a-z, 0-9 or '-'. */
export const PROJECT_KEY_PATTERN = '^[a-z][a-z0-9-]{1,31}$';

export const PROJECT_DISPLAY_NAME_MAX_LENGTH = 128;

/** What is wrong with a project key, or undefined when it follows the rule. */
export function projectKeyProblem(key: string): string | undefined {
  if (!/^[a-z]/.test(key)) return PROJECT_KEY_START_MESSAGE;
  return new RegExp(PROJECT_KEY_PATTERN).test(key) ? undefined : PROJECT_KEY_FORMAT_MESSAGE;
}

export type ProjectRequest = Pick<Project, 'project_key' | 'display_name'> &
  Partial<Omit<Project, 'project_key' | 'display_name'>>;

export const projectRequestSchema = {
  type: 'object',
  required: ['project_key', 'display_name'],
  additionalProperties: false,
  properties: {
    // The key rule itself is checked by the service, so each break gets the spec's message.
    project_key: { type: 'string', minLength: 1, maxLength: 64 },
    display_name: { type: 'string', minLength: 1, maxLength: PROJECT_DISPLAY_NAME_MAX_LENGTH },
    description: { type: 'string', maxLength: 1024 },
    admin_privileges: adminPrivilegesSchema,
    storage_quota_bytes: { type: 'integer', minimum: -1 },
  },
} as const;

/** The platform's predefined project roles (jfrog-wire-compat §7). */
export const projectRoles = [
  'Project Admin',
  'Developer',
  'Contributor',
  'Viewer',
  'Release Manager',
  'Security Manager',
] as const;

export type ProjectRole = (typeof projectRoles)[number];

/** The environments every instance starts with (jfrog-wire-compat §7). */
export const DEFAULT_ENVIRONMENTS = ['DEV', 'PROD'] as const;

/** Environment names: upper and lower case letters, digits, - and _, starting with a letter. */
export const ENVIRONMENT_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_-]{0,31}$';

/** `GET /access/api/v1/environments` and `/{key}/environments`. */
export interface Environment {
  name: string;
}

/** What a project role may do on the project's resources (jfrog-wire-compat §7). */
export const projectRoleActions = [
  'READ_REPOSITORY',
  'ANNOTATE_REPOSITORY',
  'DEPLOY_CACHE_REPOSITORY',
  'DELETE_OVERWRITE_REPOSITORY',
  'MANAGE_XRAY_MD_REPOSITORY',
  'READ_BUILD',
  'ANNOTATE_BUILD',
  'DEPLOY_BUILD',
  'DELETE_BUILD',
  'READ_RELEASE_BUNDLE',
  'ANNOTATE_RELEASE_BUNDLE',
  'CREATE_RELEASE_BUNDLE',
  'DELETE_RELEASE_BUNDLE',
] as const;

export type ProjectRoleAction = (typeof projectRoleActions)[number];

/** `GET|POST /{key}/roles`, `GET|PUT|DELETE /{key}/roles/{name}`. Only CUSTOM roles change. */
export interface ProjectRoleDefinition {
  name: string;
  description: string;
  type: 'PREDEFINED' | 'ADMIN' | 'CUSTOM';
  environments: string[];
  actions: ProjectRoleAction[];
}

export const PROJECT_ROLE_NAME_MAX_LENGTH = 64;

/** A custom role as a caller sends it: the description may be left out, the type is always CUSTOM. */
export type ProjectRoleRequest = Omit<ProjectRoleDefinition, 'type' | 'description'> & { description?: string };

export const projectRoleRequestSchema = {
  type: 'object',
  required: ['name', 'environments', 'actions'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: PROJECT_ROLE_NAME_MAX_LENGTH },
    description: { type: 'string', maxLength: 1024 },
    type: { type: 'string', enum: ['CUSTOM'] },
    environments: { type: 'array', uniqueItems: true, items: { type: 'string', maxLength: 64 } },
    actions: { type: 'array', uniqueItems: true, items: { type: 'string', enum: projectRoleActions } },
  },
} as const;

export const projectRoleSchema = {
  type: 'object',
  required: ['name', 'description', 'type', 'environments', 'actions'],
  properties: {
    name: { type: 'string' },
    description: { type: 'string' },
    type: { type: 'string', enum: ['PREDEFINED', 'ADMIN', 'CUSTOM'] },
    environments: { type: 'array', items: { type: 'string' } },
    actions: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** A project member: a user or a group, with its roles there (predefined or the project's own). */
export interface ProjectMember {
  name: string;
  roles: string[];
}

export const projectMemberSchema = {
  type: 'object',
  required: ['name', 'roles'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 64 },
    roles: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: PROJECT_ROLE_NAME_MAX_LENGTH },
    },
  },
} as const;

export const projectMembersSchema = {
  type: 'object',
  required: ['members'],
  properties: { members: { type: 'array', items: projectMemberSchema } },
} as const;

/** `GET /{key}/users`, `/{key}/groups`. */
export interface ProjectMembers {
  members: ProjectMember[];
}

/** A user or group, as the member pickers list them (R28.066). */
export interface AccessEntity {
  name: string;
  type: 'user' | 'group';
}

/** R28.067: how many repositories and builds no project holds yet. */
export interface UnassignedStatistics {
  repositories: number;
  builds: number;
}

/** R28.061: each project's build-info repository and how many builds it holds. */
export interface BuildsProjectInfo {
  projects: { projectKey: string; buildInfoRepository: string; buildsCount: number }[];
}

/** R28.070: the project limit (-1: none) and how many projects there are. */
export interface ProjectLimit {
  limit: number;
  used: number;
}

const tag = 'Projects';

const keyAndNameParams = {
  type: 'object',
  required: ['key', 'name'],
  properties: { ...projectKeyParams.properties, ...nameParams.properties },
} as const;

const memberParams = {
  type: 'object',
  required: ['key', 'name'],
  properties: { ...projectKeyParams.properties, name: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

// The pattern is checked by the service, so a bad name gets the readable message.
const environmentBody = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const environmentSchema = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } as const;

const environmentListSchema = { type: 'array', items: environmentSchema } as const;

const attachParams = {
  type: 'object',
  required: ['repo', 'key'],
  properties: { repo: { type: 'string', minLength: 1, maxLength: 64 }, ...projectKeyParams.properties },
} as const;

const assignBody = {
  type: 'object',
  required: ['projectKey', 'repositories'],
  properties: {
    projectKey: { type: 'string', minLength: 1, maxLength: 64 },
    repositories: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      items: { type: 'string', minLength: 1, maxLength: 64 },
    },
  },
} as const;

/**
 * The four calls of one kind of member: users and groups are members the same way, under
 * `/{key}/users` and `/{key}/groups`. A project's administrators read them; they change them
 * while the project's admin privileges allow.
 */
function memberRoutes<const Segment extends 'users' | 'groups'>(segment: Segment, kind: 'user' | 'group') {
  const members = `${projectsPath}/:key/${segment}` as const;
  const member = `${members}/:name` as const;
  return {
    list: route<{ reply: ProjectMembers }>()({
      method: 'GET',
      path: members,
      mount: 'both',
      access: 'user',
      tag,
      summary: `The ${kind}s that are members of a project, with their roles`,
      params: projectKeyParams,
      responses: { 200: projectMembersSchema },
    }),
    get: route<{ reply: ProjectMember }>()({
      method: 'GET',
      path: member,
      mount: 'both',
      access: 'user',
      tag,
      summary: `One ${kind} member of a project, with their roles`,
      params: memberParams,
      responses: { 200: projectMemberSchema },
    }),
    set: route<{ body: ProjectMember; reply: ProjectMember }>()({
      method: 'PUT',
      path: member,
      mount: 'both',
      access: 'user',
      tag,
      summary: `Adds a ${kind} to a project, or sets their roles there`,
      params: memberParams,
      body: projectMemberSchema,
      responses: { 200: projectMemberSchema },
    }),
    remove: route()({
      method: 'DELETE',
      path: member,
      mount: 'both',
      access: 'user',
      tag,
      summary: `Removes a ${kind} from a project`,
      params: memberParams,
      responses: { 204: {} },
    }),
  } as const;
}

/** The member calls by kind of member, for code that serves both kinds alike. */
export const projectMemberRoutes = { user: memberRoutes('users', 'user'), group: memberRoutes('groups', 'group') };

/**
 * The access service's project calls (jfrog-wire-compat §7): projects, their members, roles and
 * environments, the global environments, and attaching repositories; then the console's calls of
 * the project screens (shell.md §7; R28.058, R28.059, R28.064–R28.068, R28.070, R28.137). Platform
 * administrators create and delete projects; each project's administrators manage it, which the
 * service checks per project.
 */
export const projectRoutes = {
  list: projectReadRoutes.list,
  create: route<{ body: ProjectRequest; reply: Project }>()({
    method: 'POST',
    path: projectsPath,
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Creates a project',
    body: projectRequestSchema,
    responses: { 201: projectSchema },
  }),
  get: projectReadRoutes.get,
  update: route<{ body: ProjectRequest; reply: Project }>()({
    method: 'PUT',
    path: `${projectsPath}/:key`,
    mount: 'both',
    access: 'user',
    tag,
    summary: "Changes a project; its privileges and quota are the platform administrator's",
    params: projectKeyParams,
    body: projectRequestSchema,
    responses: { 200: projectSchema },
  }),
  delete: route()({
    method: 'DELETE',
    path: `${projectsPath}/:key`,
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Deletes a project with its environments, roles and members; its repositories stay',
    params: projectKeyParams,
    responses: { 204: {} },
  }),
  userMembers: projectMemberRoutes.user.list,
  userMember: projectMemberRoutes.user.get,
  setUserMember: projectMemberRoutes.user.set,
  removeUserMember: projectMemberRoutes.user.remove,
  groupMembers: projectMemberRoutes.group.list,
  groupMember: projectMemberRoutes.group.get,
  setGroupMember: projectMemberRoutes.group.set,
  removeGroupMember: projectMemberRoutes.group.remove,
  globalEnvironments: route<{ reply: Environment[] }>()({
    method: 'GET',
    path: '/access/api/v1/environments',
    mount: 'both',
    access: 'user',
    tag,
    summary: 'The global environments',
    responses: { 200: environmentListSchema },
  }),
  createGlobalEnvironment: route<{ body: Environment; reply: Environment }>()({
    method: 'POST',
    path: '/access/api/v1/environments',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Creates a global environment',
    body: environmentBody,
    responses: { 201: environmentSchema },
  }),
  deleteGlobalEnvironment: route()({
    method: 'DELETE',
    path: '/access/api/v1/environments/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Deletes a global environment',
    params: nameParams,
    responses: { 204: {} },
  }),
  environments: route<{ reply: Environment[] }>()({
    method: 'GET',
    path: `${projectsPath}/:key/environments`,
    mount: 'both',
    access: 'user',
    tag,
    summary: "A project's environments: the global ones and its own",
    params: projectKeyParams,
    responses: { 200: environmentListSchema },
  }),
  createEnvironment: route<{ body: Environment; reply: Environment }>()({
    method: 'POST',
    path: `${projectsPath}/:key/environments`,
    mount: 'both',
    access: 'user',
    tag,
    summary: 'Creates an environment of a project, named with its key first',
    params: projectKeyParams,
    body: environmentBody,
    responses: { 201: environmentSchema },
  }),
  deleteEnvironment: route()({
    method: 'DELETE',
    path: `${projectsPath}/:key/environments/:name`,
    mount: 'both',
    access: 'user',
    tag,
    summary: "Deletes a project's environment that none of its roles names",
    params: keyAndNameParams,
    responses: { 204: {} },
  }),
  roles: route<{ reply: ProjectRoleDefinition[] }>()({
    method: 'GET',
    path: `${projectsPath}/:key/roles`,
    mount: 'both',
    access: 'user',
    tag,
    summary: "A project's roles: the predefined ones and its own",
    params: projectKeyParams,
    responses: { 200: { type: 'array', items: projectRoleSchema } },
  }),
  role: route<{ reply: ProjectRoleDefinition }>()({
    method: 'GET',
    path: `${projectsPath}/:key/roles/:name`,
    mount: 'both',
    access: 'user',
    tag,
    summary: 'One role of a project',
    params: keyAndNameParams,
    responses: { 200: projectRoleSchema },
  }),
  createRole: route<{ body: ProjectRoleRequest; reply: ProjectRoleDefinition }>()({
    method: 'POST',
    path: `${projectsPath}/:key/roles`,
    mount: 'both',
    access: 'user',
    tag,
    summary: 'Creates a custom role in a project',
    params: projectKeyParams,
    body: projectRoleRequestSchema,
    responses: { 201: projectRoleSchema },
  }),
  updateRole: route<{ body: ProjectRoleRequest; reply: ProjectRoleDefinition }>()({
    method: 'PUT',
    path: `${projectsPath}/:key/roles/:name`,
    mount: 'both',
    access: 'user',
    tag,
    summary: 'Replaces a custom role of a project',
    params: keyAndNameParams,
    body: projectRoleRequestSchema,
    responses: { 200: projectRoleSchema },
  }),
  deleteRole: route()({
    method: 'DELETE',
    path: `${projectsPath}/:key/roles/:name`,
    mount: 'both',
    access: 'user',
    tag,
    summary: 'Deletes a custom role of a project',
    params: keyAndNameParams,
    responses: { 204: {} },
  }),
  attachRepository: route()({
    method: 'PUT',
    path: `${projectsPath}/_/attach/repositories/:repo/:key`,
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Moves a repository into a project',
    params: attachParams,
    responses: { 204: {} },
  }),
  detachRepository: route()({
    method: 'DELETE',
    path: `${projectsPath}/_/attach/repositories/:repo`,
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Takes a repository out of its project',
    params: { type: 'object', required: ['repo'], properties: { repo: attachParams.properties.repo } },
    responses: { 204: {} },
  }),
  consoleEnvironments: route<{ reply: Environment[] }>()({
    method: 'GET',
    path: '/access/environments',
    mount: 'console',
    access: 'user',
    tag,
    summary: 'The global environments, for the project screens',
    responses: { 200: environmentListSchema },
  }),
  promotionEnvironments: route<{ reply: string[] }>()({
    method: 'GET',
    path: '/ui/v2/release_bundle/environments/all',
    mount: 'console',
    access: 'user',
    tag,
    summary: "Every environment a release bundle can be promoted to, global and every project's",
    responses: { 200: { type: 'array', items: { type: 'string' } } },
  }),
  consoleProjects: route<{ reply: Project[] }>()({
    method: 'GET',
    path: '/projects',
    mount: 'console',
    access: 'user',
    tag,
    summary: 'The projects the caller administers, every one for an administrator',
    responses: { 200: { type: 'array', items: projectSchema } },
  }),
  consoleAccessProjects: route<{ reply: Project[] }>()({
    method: 'GET',
    path: '/access/projects',
    mount: 'console',
    access: 'user',
    tag,
    summary: 'The projects the caller administers, at the access service path the console names',
    responses: { 200: { type: 'array', items: projectSchema } },
  }),
  consoleRoles: route<{ query: { projectKey?: string }; reply: readonly ProjectRoleDefinition[] }>()({
    method: 'GET',
    path: '/roles',
    mount: 'console',
    access: 'user',
    tag,
    summary: "The predefined roles, or with a project key that project's roles with its own",
    query: { type: 'object', properties: { projectKey: { type: 'string', maxLength: 64 } } },
    responses: { 200: { type: 'array', items: projectRoleSchema } },
  }),
  entities: route<{ query: { type?: 'users' | 'groups' }; reply: AccessEntity[] }>()({
    method: 'GET',
    path: '/access/entities',
    mount: 'console',
    access: 'user',
    tag,
    summary: 'Users and groups by name, for whoever administers a project',
    query: { type: 'object', properties: { type: { type: 'string', enum: ['users', 'groups'] } } },
    responses: {
      200: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'type'],
          properties: { name: { type: 'string' }, type: { type: 'string', enum: ['user', 'group'] } },
        },
      },
    },
  }),
  buildsProjectInfo: route<{ reply: BuildsProjectInfo }>()({
    method: 'GET',
    path: '/ui/builds/projectInfo',
    mount: 'console',
    access: 'admin',
    tag,
    summary: "Each project's build-info repository and how many builds it holds",
    responses: {
      200: {
        type: 'object',
        required: ['projects'],
        properties: {
          projects: {
            type: 'array',
            items: {
              type: 'object',
              required: ['projectKey', 'buildInfoRepository', 'buildsCount'],
              properties: {
                projectKey: { type: 'string' },
                buildInfoRepository: { type: 'string' },
                buildsCount: { type: 'integer' },
              },
            },
          },
        },
      },
    },
  }),
  unassignedStatistics: route<{ reply: UnassignedStatistics }>()({
    method: 'GET',
    path: '/ui/projects/unassigned/statistics',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'How many repositories and builds no project holds yet',
    responses: {
      200: {
        type: 'object',
        required: ['repositories', 'builds'],
        properties: { repositories: { type: 'integer' }, builds: { type: 'integer' } },
      },
    },
  }),
  assignRepositories: route<{ body: { projectKey: string; repositories: string[] } }>()({
    method: 'POST',
    path: '/projects/resources/assign',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Moves repositories into a project, all or none',
    body: assignBody,
    responses: { 204: {} },
  }),
  limit: route<{ reply: ProjectLimit }>()({
    method: 'GET',
    path: '/projects/limit',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'The project limit (-1: none) and how many projects there are',
    responses: {
      200: {
        type: 'object',
        required: ['limit', 'used'],
        properties: { limit: { type: 'integer' }, used: { type: 'integer' } },
      },
    },
  }),
} as const;
