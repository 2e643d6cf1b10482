import { Secret, TOTP } from 'otpauth';

/** What an authenticator app shows for this seed now (or at `timestamp`). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret), timestamp });
}
