import type { UserRow } from './users.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A password is expired when an administrator said so, or when the password policy gives passwords
 * a lifetime (`expiresInDays` > 0) and this one has outlived it.
 */
export function isPasswordExpired(
  user: Pick<UserRow, 'passwordExpired' | 'passwordChangedAt'>,
  expiresInDays: number,
  now: number,
): boolean {
  if (user.passwordExpired) return true;
  return expiresInDays > 0 && (user.passwordChangedAt ?? 0) + expiresInDays * DAY_MS <= now;
}
