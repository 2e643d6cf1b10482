import { nameParams } from './access-params.ts';
import { GROUP_NAME_MAX_LENGTH } from './groups.ts';
import { route } from './routes/route.ts';
import { userFieldSchemas } from './user-fields.ts';

// Artifactory's legacy security calls (`/artifactory/api/security/users|groups`), which the
// Terraform provider's `artifactory_user` and `artifactory_group`, and many cleanup scripts, still
// send. They are the same users and groups as the Access v2 calls, in Artifactory's JSON shape
// (its "Security Configuration JSON"): camel case, and a password that is written, never read.

/** `GET /artifactory/api/security/users/{name}`: a user in Artifactory's shape. */
export interface LegacyUser {
  name: string;
  email: string;
  admin: boolean;
  profileUpdatable: boolean;
  disableUIAccess: boolean;
  internalPasswordDisabled: boolean;
  /** ISO 8601; absent when the user never logged in. */
  lastLoggedIn?: string;
  realm: string;
  groups: string[];
  watchManager: boolean;
  policyManager: boolean;
  reportsManager: boolean;
}

/**
 * What `PUT` (create or replace) and `POST` (update) take. Read-only fields a script sends back
 * from a `GET` are taken and ignored; the settings Arca has no room for are taken only at
 * Artifactory's defaults, so a request never believes a restriction holds that does not.
 */
export interface LegacyUserRequest {
  name?: string;
  email?: string;
  password?: string;
  admin?: boolean;
  profileUpdatable?: boolean;
  disableUIAccess?: boolean;
  internalPasswordDisabled?: boolean;
  groups?: string[];
  watchManager?: boolean;
  policyManager?: boolean;
  reportsManager?: boolean;
}

/** The settings a legacy request may carry only at these values (Arca has no such setting). */
export const LEGACY_FIXED_USER_SETTINGS = {
  profileUpdatable: true,
  internalPasswordDisabled: false,
  watchManager: false,
  policyManager: false,
  reportsManager: false,
} as const;

export const LEGACY_FIXED_GROUP_SETTINGS = {
  watchManager: false,
  policyManager: false,
  reportsManager: false,
} as const;

const names = {
  type: 'array',
  maxItems: 10_000,
  uniqueItems: true,
  items: { type: 'string', minLength: 1, maxLength: 64 },
} as const;

/** Fields of the answer that a script may send back unchanged: accepted, not stored. */
const readOnlyUserFields = {
  realm: { type: 'string' },
  lastLoggedIn: { type: 'string' },
  lastLoggedInMillis: { type: 'number' },
  offlineMode: { type: 'boolean' },
} as const;

const legacyUserRequestProperties = {
  name: { type: 'string' },
  email: userFieldSchemas.email,
  password: userFieldSchemas.password,
  admin: { type: 'boolean' },
  profileUpdatable: { type: 'boolean' },
  disableUIAccess: { type: 'boolean' },
  internalPasswordDisabled: { type: 'boolean' },
  groups: names,
  watchManager: { type: 'boolean' },
  policyManager: { type: 'boolean' },
  reportsManager: { type: 'boolean' },
  ...readOnlyUserFields,
} as const;

/** `PUT`: the email is mandatory (Artifactory's create-or-replace rule); the password when the user is new. */
export const legacyUserPutSchema = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: legacyUserRequestProperties,
} as const;

export const legacyUserPostSchema = {
  type: 'object',
  additionalProperties: false,
  properties: legacyUserRequestProperties,
} as const;

export const legacyUserSchema = {
  type: 'object',
  required: [
    'name',
    'email',
    'admin',
    'profileUpdatable',
    'disableUIAccess',
    'internalPasswordDisabled',
    'realm',
    'groups',
    'watchManager',
    'policyManager',
    'reportsManager',
  ],
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    admin: { type: 'boolean' },
    profileUpdatable: { type: 'boolean' },
    disableUIAccess: { type: 'boolean' },
    internalPasswordDisabled: { type: 'boolean' },
    lastLoggedIn: { type: 'string' },
    realm: { type: 'string' },
    groups: { type: 'array', items: { type: 'string' } },
    watchManager: { type: 'boolean' },
    policyManager: { type: 'boolean' },
    reportsManager: { type: 'boolean' },
  },
} as const;

/** `GET /artifactory/api/security/groups/{name}`: `userNames` only with `?includeUsers=true`. */
export interface LegacyGroup {
  name: string;
  description: string;
  autoJoin: boolean;
  adminPrivileges: boolean;
  realm: string;
  userNames?: string[];
  watchManager: boolean;
  policyManager: boolean;
  reportsManager: boolean;
}

export interface LegacyGroupRequest {
  name?: string;
  description?: string;
  autoJoin?: boolean;
  adminPrivileges?: boolean;
  /** The members, replacing the group's; absent leaves them as they are. */
  userNames?: string[];
  watchManager?: boolean;
  policyManager?: boolean;
  reportsManager?: boolean;
}

export const legacyGroupRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    description: { type: 'string', maxLength: 1024 },
    autoJoin: { type: 'boolean' },
    adminPrivileges: { type: 'boolean' },
    userNames: names,
    watchManager: { type: 'boolean' },
    policyManager: { type: 'boolean' },
    reportsManager: { type: 'boolean' },
    // Read-only or directory-only fields a script may send back from a GET: accepted, not stored.
    realm: { type: 'string' },
    realmAttributes: { type: 'string' },
    externalId: { type: 'string' },
  },
} as const;

export const legacyGroupSchema = {
  type: 'object',
  required: [
    'name',
    'description',
    'autoJoin',
    'adminPrivileges',
    'realm',
    'watchManager',
    'policyManager',
    'reportsManager',
  ],
  properties: {
    name: { type: 'string' },
    description: { type: 'string' },
    autoJoin: { type: 'boolean' },
    adminPrivileges: { type: 'boolean' },
    realm: { type: 'string' },
    userNames: { type: 'array', items: { type: 'string' } },
    watchManager: { type: 'boolean' },
    policyManager: { type: 'boolean' },
    reportsManager: { type: 'boolean' },
  },
} as const;

export interface LegacyGroupQuery {
  includeUsers?: boolean;
}

const legacyGroupQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { includeUsers: { type: 'boolean' } },
} as const;

/** `GET /artifactory/api/security/users|groups`: names with the address of each. */
export interface LegacyPrincipalSummary {
  name: string;
  uri: string;
  realm?: string;
}

const legacyListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'uri'],
    properties: { name: { type: 'string' }, uri: { type: 'string' }, realm: { type: 'string' } },
  },
} as const;

/** A user's name in the path: the same rule as a new user's name in the Access v2 call. */
const userNameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: userFieldSchemas.username },
} as const;

const groupNameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { ...nameParams.properties.name, maxLength: GROUP_NAME_MAX_LENGTH } },
} as const;

const created = { media: [], description: 'Created or replaced; the answer has no body' } as const;
const updated = { media: [], description: 'Updated; the answer has no body' } as const;
const removed = { media: ['text/plain'], description: 'One line saying what was removed' } as const;

/** Artifactory's line of text for a removed user or group. */
export const legacySecurityMessages = {
  userRemoved: (name: string) => `User '${name}' has been removed successfully.`,
  groupRemoved: (name: string) => `Group '${name}' has been removed successfully.`,
  passwordRequired: 'A new user needs a password',
  unsupportedSetting: (field: string, value: boolean) =>
    `${field}: ${value} is not supported; Arca keeps ${field} at ${!value}`,
};

const tag = 'Users';
const groupTag = 'Groups';

/**
 * Artifactory's legacy user and group calls (deprecated there since 7.49.3, still sent by the
 * Terraform provider and scripts): create or replace with `PUT`, update with `POST`, for
 * administrators only.
 */
export const legacySecurityRoutes = {
  listUsers: route<{ reply: LegacyPrincipalSummary[] }>()({
    method: 'GET',
    path: '/artifactory/api/security/users',
    mount: 'api',
    access: 'admin',
    tag,
    summary: 'Every user by name, with the address and realm of each (legacy shape)',
    responses: { 200: legacyListSchema },
  }),
  getUser: route<{ reply: LegacyUser }>()({
    method: 'GET',
    path: '/artifactory/api/security/users/:name',
    mount: 'api',
    access: 'admin',
    tag,
    summary: 'One user with their groups; never the password (legacy shape)',
    params: userNameParams,
    responses: { 200: legacyUserSchema },
  }),
  putUser: route<{ body: LegacyUserRequest }>()({
    method: 'PUT',
    path: '/artifactory/api/security/users/:name',
    mount: 'api',
    access: 'admin',
    tag,
    summary: 'Creates a user, or replaces one: fields left out take their defaults (legacy shape)',
    params: userNameParams,
    body: legacyUserPutSchema,
    responses: { 201: created },
  }),
  updateUser: route<{ body: LegacyUserRequest }>()({
    method: 'POST',
    path: '/artifactory/api/security/users/:name',
    mount: 'api',
    access: 'admin',
    tag,
    summary: 'Changes the fields given of a user (legacy shape)',
    params: userNameParams,
    body: legacyUserPostSchema,
    responses: { 200: updated },
  }),
  deleteUser: route()({
    method: 'DELETE',
    path: '/artifactory/api/security/users/:name',
    mount: 'api',
    access: 'admin',
    tag,
    summary: 'Deletes a user and their grants; the last administrator stays',
    params: userNameParams,
    responses: { 200: removed },
  }),
  listGroups: route<{ reply: LegacyPrincipalSummary[] }>()({
    method: 'GET',
    path: '/artifactory/api/security/groups',
    mount: 'api',
    access: 'admin',
    tag: groupTag,
    summary: 'Every group by name, with the address of each (legacy shape)',
    responses: { 200: legacyListSchema },
  }),
  getGroup: route<{ query: LegacyGroupQuery; reply: LegacyGroup }>()({
    method: 'GET',
    path: '/artifactory/api/security/groups/:name',
    mount: 'api',
    access: 'admin',
    tag: groupTag,
    summary: 'One group, with its members when includeUsers is true (legacy shape)',
    params: groupNameParams,
    query: legacyGroupQuerySchema,
    responses: { 200: legacyGroupSchema },
  }),
  putGroup: route<{ body: LegacyGroupRequest }>()({
    method: 'PUT',
    path: '/artifactory/api/security/groups/:name',
    mount: 'api',
    access: 'admin',
    tag: groupTag,
    summary: 'Creates a group, or replaces one: fields left out take their defaults (legacy shape)',
    params: groupNameParams,
    body: legacyGroupRequestSchema,
    responses: { 201: created },
  }),
  updateGroup: route<{ body: LegacyGroupRequest }>()({
    method: 'POST',
    path: '/artifactory/api/security/groups/:name',
    mount: 'api',
    access: 'admin',
    tag: groupTag,
    summary: 'Changes the fields given of a group; userNames replaces its members (legacy shape)',
    params: groupNameParams,
    body: legacyGroupRequestSchema,
    responses: { 200: updated },
  }),
  deleteGroup: route()({
    method: 'DELETE',
    path: '/artifactory/api/security/groups/:name',
    mount: 'api',
    access: 'admin',
    tag: groupTag,
    summary: 'Deletes a group and its grants',
    params: groupNameParams,
    responses: { 200: removed },
  }),
} as const;
