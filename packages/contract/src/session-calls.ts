import { route } from './routes/route.ts';
import { type AccessTokenResponse, accessTokenResponseSchema } from './tokens.ts';
import { userFieldSchemas } from './user-fields.ts';

/** `GET ui/setMeUp` (R28.036). */
export interface SetMeUpData {
  baseUrl: string;
}

/** `POST ui/userProfile` (R28.035): re-authentication before profile changes. */
export interface UserProfileRequest {
  password: string;
}
export interface UserProfile {
  name: string;
  email: string;
  admin: boolean;
  mfaEnrolled: boolean;
}

/**
 * `PUT ui/userProfile`: the user changes their own email or password. The current password comes
 * with every change, so a session left open cannot take the account over.
 */
export interface UpdateUserProfileRequest {
  password: string;
  email?: string;
  newPassword?: string;
}

/** `POST ui/userIdentifyToken/{name}` (R28.034). */
export interface IdentifyTokenRequest {
  /** Seconds; 0 means the token does not expire. */
  expiresIn: number;
}

export const userProfileSchema = {
  type: 'object',
  required: ['name', 'email', 'admin', 'mfaEnrolled'],
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    admin: { type: 'boolean' },
    mfaEnrolled: { type: 'boolean' },
  },
} as const;

const accountTag = 'Profile';

/** The signed-in user's own calls (R28.034–R28.036): set-me-up data, the profile, identity tokens. */
export const accountRoutes = {
  setMeUp: route<{ reply: SetMeUpData }>()({
    method: 'GET',
    path: '/ui/setMeUp',
    mount: 'console',
    access: 'anyone',
    tag: accountTag,
    summary: 'The base URL that client set-up instructions use',
    responses: {
      200: { type: 'object', required: ['baseUrl'], properties: { baseUrl: { type: 'string' } } },
    },
  }),
  userProfile: route<{ body: UserProfileRequest; reply: UserProfile }>()({
    method: 'POST',
    path: '/ui/userProfile',
    mount: 'console',
    access: 'whole-user',
    tag: accountTag,
    summary: 'Shows the profile once the password is given again',
    body: {
      type: 'object',
      required: ['password'],
      properties: { password: { type: 'string', maxLength: 1024 } },
    },
    responses: { 200: userProfileSchema },
  }),
  updateUserProfile: route<{ body: UpdateUserProfileRequest; reply: UserProfile }>()({
    method: 'PUT',
    path: '/ui/userProfile',
    mount: 'console',
    access: 'whole-user',
    tag: accountTag,
    summary: "Changes the user's own email or password, with the current password and a fresh code",
    body: {
      type: 'object',
      required: ['password'],
      additionalProperties: false,
      properties: {
        password: { type: 'string', maxLength: 1024 },
        email: userFieldSchemas.email,
        newPassword: userFieldSchemas.password,
      },
    },
    responses: { 200: userProfileSchema },
  }),
  identifyToken: route<{ body: IdentifyTokenRequest; reply: AccessTokenResponse }>()({
    method: 'POST',
    path: '/ui/userIdentifyToken/:name',
    mount: 'console',
    access: 'whole-user',
    tag: accountTag,
    summary: 'Issues an identity token for the user, or for anyone by an administrator',
    params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 64 } } },
    body: {
      type: 'object',
      required: ['expiresIn'],
      properties: { expiresIn: { type: 'integer', minimum: 0, maximum: 10 * 365 * 24 * 3600 } },
    },
    responses: { 200: accessTokenResponseSchema },
  }),
} as const;
