import { nameParams } from './access-params.ts';
import { route } from './routes/route.ts';
import { userFieldSchemas } from './user-fields.ts';

/** `POST /access/api/v2/users` body (JFrog Access v2 shape). */
export interface CreateUserRequest {
  username: string;
  password: string;
  email: string;
  admin?: boolean;
  disable_ui_access?: boolean;
  /** Groups to join besides the auto-join ones. */
  groups?: string[];
}

export interface AccessUser {
  username: string;
  email: string;
  admin: boolean;
  disable_ui_access: boolean;
  realm: string;
  status: 'enabled' | 'disabled';
}

const groupNamesSchema = {
  type: 'array',
  maxItems: 1000,
  uniqueItems: true,
  items: { type: 'string', minLength: 1, maxLength: 64 },
} as const;

export const createUserRequestSchema = {
  type: 'object',
  required: ['username', 'password', 'email'],
  additionalProperties: false,
  properties: {
    ...userFieldSchemas,
    admin: { type: 'boolean' },
    disable_ui_access: { type: 'boolean' },
    groups: groupNamesSchema,
  },
} as const;

export const accessUserSchema = {
  type: 'object',
  required: ['username', 'email', 'admin', 'disable_ui_access', 'realm', 'status'],
  properties: {
    username: { type: 'string' },
    email: { type: 'string' },
    admin: { type: 'boolean' },
    disable_ui_access: { type: 'boolean' },
    realm: { type: 'string' },
    status: { type: 'string', enum: ['enabled', 'disabled'] },
  },
} as const;

/**
 * `GET|PATCH /access/api/v2/users/{name}`: the user with the groups they belong to, when they last
 * logged in, and the lockout and password-expiry state an administrator acts on.
 */
export interface AccessUserDetails extends AccessUser {
  groups: string[];
  /** ISO 8601; null when the user never logged in. */
  last_logged_in: string | null;
  /** Locked out after too many failed logins; an administrator unlocks. */
  locked: boolean;
  /** The password is past its expiry and must be changed at the next login. */
  password_expired: boolean;
}

export const accessUserDetailsSchema = {
  ...accessUserSchema,
  required: [...accessUserSchema.required, 'groups', 'last_logged_in', 'locked', 'password_expired'],
  properties: {
    ...accessUserSchema.properties,
    groups: { type: 'array', items: { type: 'string' } },
    last_logged_in: { type: ['string', 'null'] },
    locked: { type: 'boolean' },
    password_expired: { type: 'boolean' },
  },
} as const;

/** `GET ui/users`: every user in full, for the console's users table. */
export interface UserDetailsList {
  users: AccessUserDetails[];
}

export const userDetailsListSchema = {
  type: 'object',
  required: ['users'],
  properties: { users: { type: 'array', items: accessUserDetailsSchema } },
} as const;

/** `PATCH /access/api/v2/users/{name}`: only the fields given change. */
export interface UpdateUserRequest {
  email?: string;
  password?: string;
  admin?: boolean;
  disable_ui_access?: boolean;
  /** Replaces the groups the user belongs to. */
  groups?: string[];
}

export const updateUserRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    email: userFieldSchemas.email,
    password: userFieldSchemas.password,
    admin: { type: 'boolean' },
    disable_ui_access: { type: 'boolean' },
    groups: groupNamesSchema,
  },
} as const;

/** `GET /access/api/v2/users`: every user by name, with the address of the whole user. */
export interface UserList {
  users: { username: string; uri: string; realm: string; status: 'enabled' | 'disabled' }[];
}

export const userListSchema = {
  type: 'object',
  required: ['users'],
  properties: {
    users: {
      type: 'array',
      items: {
        type: 'object',
        required: ['username', 'uri', 'realm', 'status'],
        properties: {
          username: { type: 'string' },
          uri: { type: 'string' },
          realm: { type: 'string' },
          status: { type: 'string', enum: ['enabled', 'disabled'] },
        },
      },
    },
  },
} as const;

const tag = 'Users';

/**
 * The access service's user calls (Access v2, jfrog-wire-compat §6), Artifactory's lockout and
 * password-expiry calls as the JFrog CLI and scripts send them, and the console's users table:
 * all for administrators.
 */
export const userRoutes = {
  list: route<{ reply: UserList }>()({
    method: 'GET',
    path: '/access/api/v2/users',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Every user by name, with the address of each',
    responses: { 200: userListSchema },
  }),
  create: route<{ body: CreateUserRequest; reply: AccessUserDetails }>()({
    method: 'POST',
    path: '/access/api/v2/users',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Creates a user, who also joins the auto-join groups',
    body: createUserRequestSchema,
    responses: { 201: accessUserDetailsSchema },
  }),
  get: route<{ reply: AccessUserDetails }>()({
    method: 'GET',
    path: '/access/api/v2/users/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'One user with their groups, last login, lock and password state',
    params: nameParams,
    responses: { 200: accessUserDetailsSchema },
  }),
  update: route<{ body: UpdateUserRequest; reply: AccessUserDetails }>()({
    method: 'PATCH',
    path: '/access/api/v2/users/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Changes the fields given of a user; the last administrator stays one',
    params: nameParams,
    body: updateUserRequestSchema,
    responses: { 200: accessUserDetailsSchema },
  }),
  delete: route()({
    method: 'DELETE',
    path: '/access/api/v2/users/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Deletes a user and their grants; the last administrator stays',
    params: nameParams,
    responses: { 204: {} },
  }),
  table: route<{ reply: UserDetailsList }>()({
    method: 'GET',
    path: '/ui/users',
    mount: 'console',
    access: 'admin',
    tag,
    summary: "Every user in full, for the console's users table",
    responses: { 200: userDetailsListSchema },
  }),
  lockedUsers: route<{ reply: string[] }>()({
    method: 'GET',
    path: '/artifactory/api/security/lockedUsers',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'The names of the users locked out now',
    responses: { 200: { type: 'array', items: { type: 'string' } } },
  }),
  unlock: route()({
    method: 'POST',
    path: '/artifactory/api/security/unlockUsers/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: "Ends a user's lockout and counted failures at every address",
    params: nameParams,
    responses: { 204: {} },
  }),
  expirePassword: route()({
    method: 'POST',
    path: '/artifactory/api/security/users/authorization/expirePassword/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: "Expires a user's password: they choose a new one at their next login",
    params: nameParams,
    responses: { 204: {} },
  }),
  unexpirePassword: route()({
    method: 'POST',
    path: '/artifactory/api/security/users/authorization/unexpirePassword/:name',
    mount: 'both',
    access: 'admin',
    tag,
    summary: "Makes a user's expired password valid again",
    params: nameParams,
    responses: { 204: {} },
  }),
} as const;
