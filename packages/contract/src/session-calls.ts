/** `GET ui/auth/screen/globalState`: what the login screens need before anyone logs in. */
export interface GlobalState {
  anonAccessEnabled: boolean;
  mfaEnforced: boolean;
  serverName: string;
}

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

/** `GET /access/platform/config/login-dialog` (R28.029): a message shown on the login page. */
export interface LoginDialogConfig {
  enabled: boolean;
  title: string;
  content: string;
  /** A permanent dialog shows even after a user dismissed it (shell.md §4). */
  permanent: boolean;
}

export const loginDialogConfigSchema = {
  type: 'object',
  required: ['enabled', 'title', 'content', 'permanent'],
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    title: { type: 'string', maxLength: 200 },
    content: { type: 'string', maxLength: 5000 },
    permanent: { type: 'boolean' },
  },
} as const;
