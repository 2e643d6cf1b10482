import { type UserData, userDataSchema } from './auth.ts';
import { route } from './routes/route.ts';

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

/**
 * The one-time password that confirms a sensitive call of an account with an authenticator
 * (creating a token, changing the email, password or authenticator): six digits from the app, sent
 * with that very request. A header rather than a body field, so every such call takes it the same
 * way: JSON and form bodies, and calls without a body.
 */
export const OTP_HEADER = 'x-arca-otp';

/** The error code of a call that needs {@link OTP_HEADER} and came without it: the console asks for the code. */
export const OTP_REQUIRED_CODE = 'OTP_REQUIRED';

const tag = 'Second factor';

/** The three steps of a login's second factor at `base`: the console's path or the access service's. */
function secondStepRoutes<const Base extends string>(base: Base, mount: 'console' | 'both', where: string) {
  return {
    enrollment: route<{ reply: MfaEnrollment }>()({
      method: 'GET',
      path: `${base}/enroll/`,
      mount,
      access: 'anyone',
      tag,
      summary: `The seed to put into an authenticator app, for a login that owes its enrolment${where}`,
      responses: { 200: mfaEnrollmentSchema },
    }),
    confirmEnrollment: route<{ body: MfaEnrollConfirm; reply: UserData }>()({
      method: 'POST',
      path: `${base}/enroll/`,
      mount,
      access: 'anyone',
      tag,
      summary: `Confirms the enrolment with the app's first code and completes the login${where}`,
      body: mfaEnrollConfirmSchema,
      responses: { 200: userDataSchema },
    }),
    verify: route<{ body: MfaVerifyRequest; reply: UserData }>()({
      method: 'POST',
      path: `${base}/verify/`,
      mount,
      access: 'anyone',
      tag,
      summary: `Completes the login with the authenticator's code${where}`,
      body: mfaVerifyRequestSchema,
      responses: { 200: userDataSchema },
    }),
  };
}

const consoleSteps = secondStepRoutes('/auth/mfa', 'console', '');
const accessSteps = secondStepRoutes('/access/auth/mfa', 'both', ", at the access service's path");

/**
 * The second step of a login (R28.011, R28.012), carried by the challenge cookie of the first:
 * at the console's path and at the access service's.
 */
export const mfaRoutes = {
  ...consoleSteps,
  accessEnrollment: accessSteps.enrollment,
  accessConfirmEnrollment: accessSteps.confirmEnrollment,
  accessVerify: accessSteps.verify,
} as const;
