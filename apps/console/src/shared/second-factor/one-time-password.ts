import { OTP_HEADER, OTP_REQUIRED_CODE } from '@arca/contract';
import { useState } from 'react';
import { ApiError } from '../http/index.ts';

/** The header that carries a fresh code from the user's authenticator app, when there is one. */
export function otpHeaders(otp: string | undefined): Record<string, string> {
  return otp ? { [OTP_HEADER]: otp } : {};
}

/**
 * Whether the server asks for such a code: the account has an authenticator, and the call
 * issues a credential or changes the account.
 */
export function asksForOtp(error: unknown): boolean {
  return error instanceof ApiError && error.code === OTP_REQUIRED_CODE;
}

/**
 * Whether a form should ask for the code: from the first answer that asked for it on, so a wrong
 * code, which the server answers differently, does not take the field away again.
 */
export function useAskedForOtp(error: unknown): boolean {
  const [asked, setAsked] = useState(false);
  // Derived from an earlier answer: React's way of keeping what a previous render learned.
  if (!asked && asksForOtp(error)) setAsked(true);
  return asked || asksForOtp(error);
}
