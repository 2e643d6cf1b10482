import { PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH } from './auth.ts';

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

/** Letters, digits and . _ - @ ; no spaces or markup, so names are safe in paths and logs. */
export const USER_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._@-]*$';

const USER_NAME = new RegExp(USER_NAME_PATTERN);

/** Whether a name from outside (an SSO proxy, Crowd, an OAuth provider) may name a user here. */
export function isValidUserName(name: string): boolean {
  return name.length <= USER_NAME_MAX_LENGTH && USER_NAME.test(name);
}

const groupNamesSchema = {
  type: 'array',
  maxItems: 1000,
  uniqueItems: true,
  items: { type: 'string', minLength: 1, maxLength: 64 },
} as const;

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
