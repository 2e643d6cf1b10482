/** What stands in for a secret that has not been revealed yet. */
export const DEFAULT_MASK = '••••••••••••••••••••';

/** The message shown when the password check fails, taken from the rejection. */
export function submitErrorMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}
