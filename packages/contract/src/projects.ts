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

export type ProjectRequest = Pick<Project, 'project_key' | 'display_name'> &
  Partial<Omit<Project, 'project_key' | 'display_name'>>;

const adminPrivilegesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    manage_members: { type: 'boolean' },
    manage_resources: { type: 'boolean' },
    index_resources: { type: 'boolean' },
  },
} as const;

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
