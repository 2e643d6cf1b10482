export interface PasswordCopyFieldProps {
  /** What the secret is, e.g. 'API key' or 'npm token'; names the field. */
  label: string;
  /**
   * Checks the signed-in user's password and resolves with the secret; a rejection keeps the
   * password input open and shows the error's message.
   */
  onSubmit: (password: string) => Promise<string>;
  /** What stands in for the secret until it is revealed; a row of dots by default. */
  maskedValue?: string;
}

/** Where the field stands: secret hidden, asking for the password, or secret shown. */
export type PasswordCopyFieldState =
  | { step: 'masked' }
  | { step: 'asking'; submitting: boolean; error: string | undefined }
  | { step: 'revealed'; secret: string };
