import { PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH } from './auth.ts';

// The rules of a user's name, password and email, apart from the users' calls (users.ts): the
// invitation and sign-up calls the console's entry reaches share them, and should not carry the
// users' calls with them.

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
