/** `POST ui/auth/login` body, as the platform frontend and public scripts send it. */
export interface LoginRequest {
  user: string;
  password: string;
  type: 'login';
}

/** Maximum user-name length the server accepts (longer input is rejected, never truncated). */
export const USER_NAME_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 1024;

export const loginRequestSchema = {
  type: 'object',
  required: ['user', 'password'],
  additionalProperties: false,
  properties: {
    user: { type: 'string', minLength: 1, maxLength: USER_NAME_MAX_LENGTH },
    password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
    type: { type: 'string', enum: ['login'] },
  },
} as const;

/** The spec's user data (shell.md §3). */
export interface UserData {
  name: string;
  admin: boolean;
  realm: string;
  anonAccessEnabled: boolean;
  disableUIAccess: boolean;
  isDefaultProjectAdmin: boolean;
  mfaStatus?: 'enroll' | 'verify';
  email?: string;
}

export const ANONYMOUS_USER = 'anonymous';

/** shell.md §4 Session: logged in means a non-empty name other than 'anonymous'. */
export function isLoggedIn(user: Pick<UserData, 'name'> | null | undefined): boolean {
  return Boolean(user?.name) && user?.name !== ANONYMOUS_USER;
}

export const userDataSchema = {
  type: 'object',
  required: ['name', 'admin', 'realm', 'anonAccessEnabled', 'disableUIAccess', 'isDefaultProjectAdmin'],
  properties: {
    name: { type: 'string' },
    admin: { type: 'boolean' },
    realm: { type: 'string' },
    anonAccessEnabled: { type: 'boolean' },
    disableUIAccess: { type: 'boolean' },
    isDefaultProjectAdmin: { type: 'boolean' },
    mfaStatus: { type: 'string', enum: ['enroll', 'verify'] },
    email: { type: 'string' },
  },
} as const;

/** The SSO login type of HTTP single sign-on, as in /login/sso/{ssoLoginType} (R1.17). */
export const HTTP_SSO_LOGIN_TYPE = 'http';
