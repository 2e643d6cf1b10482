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
