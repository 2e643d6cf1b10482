import { specMessages } from '@arca/contract';
import { ApiError } from '../../shared/http/index.ts';

/**
 * What a failed code means for the screen (shell.md §8): a 403 ends the half-finished login and
 * the user starts again at the login form (R4.21); any other failure shows the server's message,
 * or 'something went wrong' when there is none (R4.20).
 */
export function otpFailure(error: unknown): { backToLogin: true } | { backToLogin: false; message: string } {
  if (error instanceof ApiError && error.status === 403) return { backToLogin: true };
  const message = error instanceof Error && error.message.trim() !== '' ? error.message : specMessages.otpFailed;
  return { backToLogin: false, message };
}
