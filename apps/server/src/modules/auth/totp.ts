import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30 s. */
const PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...PARAMS, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
}

/**
 * The time step a code belongs to, accepting one step of clock drift either way, or undefined
 * when the code is wrong.
 */
export function totpStep(secret: string, otp: string, now = Date.now()): number | undefined {
  const delta = TOTP.validate({ ...PARAMS, token: otp, secret: Secret.fromBase32(secret), timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PARAMS.period, timestamp: now }) + delta;
}
