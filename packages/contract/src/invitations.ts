import { route } from './routes/route.ts';
import { userFieldSchemas } from './user-fields.ts';

/** How long an invitation link works. */
export const INVITATION_TTL_HOURS = 72;

/** Texts of the invitation and self-registration calls, shared by the server, the console and the tests. */
export const invitationMessages = {
  invalid: 'The invitation link is invalid or has expired',
  registrationDisabled: 'Self-registration is disabled',
  /** Titles of the console's failures; the server's reason shows beneath. */
  registrationFailed: 'Registration failed',
  acceptFailed: 'The password was not set',
  userActive: (name: string) => `User '${name}' already exists and has accepted an invitation or set a password`,
} as const;

/** `POST /access/api/v1/users/invitations` body (administrators only). */
export interface InviteUserRequest {
  username: string;
  email: string;
  admin?: boolean;
}

/** What an invitation answers: never the token, which only the mail carries. */
export interface InvitationResponse {
  username: string;
  email: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** `POST /access/token/verify` body. */
export interface VerifyInvitationRequest {
  token: string;
}

export interface VerifyInvitationResponse {
  username: string;
}

/** `POST /access/entities/users/invited/setPassword` body. */
export interface SetInvitedPasswordRequest {
  token: string;
  password: string;
}

/** `POST /access/api/v1/users/register` body (public while self-registration is on). */
export interface RegisterUserRequest {
  username: string;
  email: string;
  password: string;
}

export interface RegisterUserResponse {
  username: string;
  email: string;
}

const { username, email, password } = userFieldSchemas;
/** 32 random bytes in base64url are 43 characters; the bound only keeps junk out. */
const token = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const inviteUserRequestSchema = {
  type: 'object',
  required: ['username', 'email'],
  additionalProperties: false,
  properties: { username, email, admin: { type: 'boolean' } },
} as const;

export const invitationResponseSchema = {
  type: 'object',
  required: ['username', 'email', 'expiresAt'],
  properties: { username: { type: 'string' }, email: { type: 'string' }, expiresAt: { type: 'string' } },
} as const;

export const verifyInvitationRequestSchema = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token },
} as const;

export const verifyInvitationResponseSchema = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string' } },
} as const;

export const setInvitedPasswordRequestSchema = {
  type: 'object',
  required: ['token', 'password'],
  additionalProperties: false,
  properties: { token, password },
} as const;

export const registerUserRequestSchema = {
  type: 'object',
  required: ['username', 'email', 'password'],
  additionalProperties: false,
  properties: { username, email, password },
} as const;

export const registerUserResponseSchema = {
  type: 'object',
  required: ['username', 'email'],
  properties: { username: { type: 'string' }, email: { type: 'string' } },
} as const;

const tag = 'Invitations';

/**
 * Inviting people by mail and registering oneself, at the access service's paths. Only inviting
 * needs a user (an administrator); the others are how people without a password get one.
 */
export const invitationRoutes = {
  invite: route<{ body: InviteUserRequest; reply: InvitationResponse }>()({
    method: 'POST',
    path: '/access/api/v1/users/invitations',
    mount: 'both',
    access: 'admin',
    tag,
    summary: 'Invites someone by mail to set the password of a new account',
    body: inviteUserRequestSchema,
    responses: { 201: invitationResponseSchema },
  }),
  verify: route<{ body: VerifyInvitationRequest; reply: VerifyInvitationResponse }>()({
    method: 'POST',
    path: '/access/token/verify',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: 'Whether an invitation link is good, and for whom',
    body: verifyInvitationRequestSchema,
    responses: { 200: verifyInvitationResponseSchema },
  }),
  setPassword: route<{ body: SetInvitedPasswordRequest }>()({
    method: 'POST',
    path: '/access/entities/users/invited/setPassword',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: "Sets an invited account's password with the invitation link",
    body: setInvitedPasswordRequestSchema,
    responses: { 204: {} },
  }),
  register: route<{ body: RegisterUserRequest; reply: RegisterUserResponse }>()({
    method: 'POST',
    path: '/access/api/v1/users/register',
    mount: 'both',
    access: 'anyone',
    tag,
    summary: 'Creates an account for oneself, while self-registration is on',
    body: registerUserRequestSchema,
    responses: { 201: registerUserResponseSchema },
  }),
} as const;
