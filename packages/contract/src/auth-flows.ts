import { PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH } from './auth.ts';
import { route } from './routes/route.ts';

/**
 * Codes a failed login or password call carries beside its message, so the console can act on
 * them (shell.md §4: credentials-expired or password-expired go to change-password).
 */
export const authErrorCodes = {
  credentialsExpired: 'CREDENTIALS_EXPIRED',
  passwordExpired: 'PASSWORD_EXPIRED',
  userLocked: 'USER_LOCKED',
  uiAccessDisabled: 'UI_ACCESS_DISABLED',
} as const;
export type AuthErrorCode = (typeof authErrorCodes)[keyof typeof authErrorCodes];

/** `GET ui/auth/loginRelatedData` (R28.002). */
export interface LoginRelatedData {
  forgotPassword: boolean;
  canRememberMe: boolean;
  /** The external sign-on provider's link, when one is configured (R4.28: the console sanitises it). */
  ssoProviderLink: string | null;
  /** People may create their own account: the login page links to registration. */
  selfRegistration: boolean;
  /** Crowd login is set up: the login page links to its screen. */
  crowdLogin: boolean;
}

/** `POST ui/auth/forgotpassword` (R28.003). Answers 200 whether or not the user exists. */
export interface ForgotPasswordRequest {
  user: string;
}

/** `POST ui/auth/validatetoken` (R28.006/R28.007): is this reset key good, and whose is it? */
export interface ValidateKeyRequest {
  key: string;
}
export interface ValidateKeyResponse {
  user: string;
}

/** `POST ui/auth/resetpassword?key=…` (R28.004). */
export interface ResetPasswordRequest {
  user: string;
  password: string;
}

/** `POST ui/auth/changePassword` (R28.005): works without a session, for expired passwords. */
export interface ChangePasswordRequest {
  userName: string;
  oldPassword: string;
  newPassword: string;
}

/** The password rules an administrator sets; every new password is checked against them. */
export interface PasswordPolicy {
  minLength: number;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireDigit: boolean;
  requireSpecial: boolean;
  /** Days a password stays valid; 0 means it never expires. */
  expiresInDays: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSpecial: false,
  expiresInDays: 0,
};

/** Why a password breaks the policy, in the order the rules are checked; empty when it passes. */
export function passwordPolicyViolations(password: string, policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength)
    problems.push(`Password must be at least ${policy.minLength} characters long`);
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('Password must contain an uppercase letter');
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('Password must contain a lowercase letter');
  if (policy.requireDigit && !/[0-9]/.test(password)) problems.push('Password must contain a digit');
  if (policy.requireSpecial && !/[^A-Za-z0-9]/.test(password))
    problems.push('Password must contain a special character');
  return problems;
}

const userName = { type: 'string', minLength: 1, maxLength: USER_NAME_MAX_LENGTH } as const;
const password = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;

export const forgotPasswordRequestSchema = {
  type: 'object',
  required: ['user'],
  additionalProperties: false,
  properties: { user: userName },
} as const;

export const validateKeyRequestSchema = {
  type: 'object',
  required: ['key'],
  additionalProperties: false,
  properties: { key: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const resetPasswordRequestSchema = {
  type: 'object',
  required: ['user', 'password'],
  additionalProperties: false,
  properties: { user: userName, password },
} as const;

export const changePasswordRequestSchema = {
  type: 'object',
  required: ['userName', 'oldPassword', 'newPassword'],
  additionalProperties: false,
  properties: { userName, oldPassword: password, newPassword: password },
} as const;

export const loginRelatedDataSchema = {
  type: 'object',
  required: ['forgotPassword', 'canRememberMe', 'ssoProviderLink', 'selfRegistration', 'crowdLogin'],
  properties: {
    forgotPassword: { type: 'boolean' },
    canRememberMe: { type: 'boolean' },
    ssoProviderLink: { type: ['string', 'null'] },
    selfRegistration: { type: 'boolean' },
    crowdLogin: { type: 'boolean' },
  },
} as const;

/** What every password call of the login screens answers when it is done: nothing to tell. */
const done = { type: 'object', additionalProperties: false, properties: {} } as const;

/** The key of a password-reset link, as the reset call takes it. */
export interface ResetPasswordQuery {
  key: string;
}

const tag = 'Sign-in';

/**
 * The login page's data and the password calls of the login screens (R28.002–R28.007, R28.027).
 * None needs a session: they are how people who cannot sign in get back in.
 */
export const authFlowRoutes = {
  loginRelatedData: route<{ reply: LoginRelatedData }>()({
    method: 'GET',
    path: '/ui/auth/loginRelatedData',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'What the login page offers: password reset, remember-me, SSO, registration, Crowd',
    responses: { 200: loginRelatedDataSchema },
  }),
  accessLoginRelatedData: route<{ reply: LoginRelatedData }>()({
    method: 'GET',
    path: '/access/api/ui/security/loginRelatedData',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: "What the login page offers, at the access service's path",
    responses: { 200: loginRelatedDataSchema },
  }),
  forgotPassword: route<{ body: ForgotPasswordRequest; reply: Record<string, never> }>()({
    method: 'POST',
    path: '/ui/auth/forgotpassword',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Mails a password-reset link; answers the same whether or not the user exists',
    body: forgotPasswordRequestSchema,
    responses: { 200: done },
  }),
  validateKey: route<{ body: ValidateKeyRequest; reply: ValidateKeyResponse }>()({
    method: 'POST',
    path: '/ui/auth/validatetoken',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Whether a password-reset key is good, and whose it is',
    body: validateKeyRequestSchema,
    responses: { 200: { type: 'object', required: ['user'], properties: { user: { type: 'string' } } } },
  }),
  resetPassword: route<{ body: ResetPasswordRequest; query: ResetPasswordQuery; reply: Record<string, never> }>()({
    method: 'POST',
    path: '/ui/auth/resetpassword',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: "Sets a new password with a reset link's key",
    query: {
      type: 'object',
      required: ['key'],
      properties: { key: { type: 'string', minLength: 1, maxLength: 200 } },
    },
    body: resetPasswordRequestSchema,
    responses: { 200: done },
  }),
  changePassword: route<{ body: ChangePasswordRequest; reply: Record<string, never> }>()({
    method: 'POST',
    path: '/ui/auth/changePassword',
    mount: 'console',
    access: 'anyone',
    tag,
    summary: 'Changes a password with the old one, also when it has expired',
    body: changePasswordRequestSchema,
    responses: { 200: done },
  }),
} as const;
