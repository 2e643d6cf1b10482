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

/** A project member: a user or a group, with its roles there. */
export interface ProjectMember {
  name: string;
  roles: ProjectRole[];
}

export const projectMemberSchema = {
  type: 'object',
  required: ['name', 'roles'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 64 },
    roles: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: projectRoles } },
  },
} as const;

export const projectMembersSchema = {
  type: 'object',
  required: ['members'],
  properties: { members: { type: 'array', items: projectMemberSchema } },
} as const;
