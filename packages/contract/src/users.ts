import { PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH } from './auth.ts';

/** `POST /access/api/v2/users` body (JFrog Access v2 shape). */
export interface CreateUserRequest {
  username: string;
  password: string;
  email: string;
  admin?: boolean;
  disable_ui_access?: boolean;
}

export interface AccessUser {
  username: string;
  email: string;
  admin: boolean;
  disable_ui_access: boolean;
  realm: string;
  status: 'enabled' | 'disabled';
}

/** Letters, digits and . _ - @ ; no spaces or markup, so names are safe in paths and logs. */
export const USER_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._@-]*$';

const USER_NAME = new RegExp(USER_NAME_PATTERN);

/** Whether a name from outside (an SSO proxy, Crowd, an OAuth provider) may name a user here. */
export function isValidUserName(name: string): boolean {
  return name.length <= USER_NAME_MAX_LENGTH && USER_NAME.test(name);
}

/** The field rules every call that names a new user shares. */
export const userFieldSchemas = {
  username: { type: 'string', minLength: 1, maxLength: USER_NAME_MAX_LENGTH, pattern: USER_NAME_PATTERN },
  password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
  email: { type: 'string', minLength: 3, maxLength: 254, format: 'email' },
} as const;

export const createUserRequestSchema = {
  type: 'object',
  required: ['username', 'password', 'email'],
  additionalProperties: false,
  properties: {
    ...userFieldSchemas,
    admin: { type: 'boolean' },
    disable_ui_access: { type: 'boolean' },
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

/** `GET|PATCH /access/api/v2/users/{name}`: the user with the groups they belong to. */
export interface AccessUserDetails extends AccessUser {
  groups: string[];
}

export const accessUserDetailsSchema = {
  ...accessUserSchema,
  required: [...accessUserSchema.required, 'groups'],
  properties: { ...accessUserSchema.properties, groups: { type: 'array', items: { type: 'string' } } },
} as const;

/** `PATCH /access/api/v2/users/{name}`: only the fields given change. */
export interface UpdateUserRequest {
  email?: string;
  password?: string;
  admin?: boolean;
  disable_ui_access?: boolean;
}

export const updateUserRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    email: userFieldSchemas.email,
    password: userFieldSchemas.password,
    admin: { type: 'boolean' },
    disable_ui_access: { type: 'boolean' },
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
