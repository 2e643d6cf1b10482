/** Cookie that carries a half-finished login between the password and the one-time password. */
export const MFA_COOKIE = 'ARCA_MFA';

/** `GET /auth/mfa/enroll/`: the seed to put into an authenticator app (R28.011). */
export interface MfaEnrollment {
  /** Base32, as people type it into an app. */
  secret: string;
  /** `otpauth://totp/…`, for the QR code. */
  otpauthUrl: string;
  issuer: string;
  account: string;
}

/** `POST /auth/mfa/enroll/`: the first code from the app confirms the enrolment. */
export interface MfaEnrollConfirm {
  otp: string;
}

/** `POST /auth/mfa/verify/` (R28.012). */
export interface MfaVerifyRequest {
  authenticator: string;
  otp: string;
}

const otp = { type: 'string', pattern: '^[0-9]{6}$' } as const;

export const mfaEnrollConfirmSchema = {
  type: 'object',
  required: ['otp'],
  additionalProperties: false,
  properties: { otp },
} as const;

export const mfaVerifyRequestSchema = {
  type: 'object',
  required: ['otp'],
  additionalProperties: false,
  properties: { authenticator: { type: 'string', maxLength: 64 }, otp },
} as const;

export const mfaEnrollmentSchema = {
  type: 'object',
  required: ['secret', 'otpauthUrl', 'issuer', 'account'],
  properties: {
    secret: { type: 'string' },
    otpauthUrl: { type: 'string' },
    issuer: { type: 'string' },
    account: { type: 'string' },
  },
} as const;

/** The authenticator the console names when it verifies a code (shell.md §4: set to Google). */
export const GOOGLE_AUTHENTICATOR = 'Google';

/**
 * The one-time password that confirms a sensitive call of an account with an authenticator
 * (creating a token, changing the email, password or authenticator): six digits from the app, sent
 * with that very request. A header rather than a body field, so every such call takes it the same
 * way: JSON and form bodies, and calls without a body.
 */
export const OTP_HEADER = 'x-arca-otp';

/** The error code of a call that needs {@link OTP_HEADER} and came without it: the console asks for the code. */
export const OTP_REQUIRED_CODE = 'OTP_REQUIRED';
