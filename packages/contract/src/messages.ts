/**
 * User-visible texts. The spec's strings are kept character for character; the server's own texts
 * are in server-messages.ts, apart, since the console's entry needs only these.
 */
export const specMessages = {
  notAuthorizedToView: 'You are not authorized to view this page',
  internalError: 'internal error',
  noResponse: 'No response received from server',
  authenticationNeeded: 'Authentication needed',
  userChanged: 'User Changed - HTTP SSO',
  emailNotSent: "Email wasn't sent",
  resetFailed: 'Failed to reset the password',
  changeFailed: 'Failed to change password',
  otpFailed: 'something went wrong',
  passwordPolicy: 'Password does not match the password policy',
  passwordsMustBeEqual: 'Password fields must be equal',
  unsavedChanges: 'You have unsaved changes. Leaving this page will discard changes.',
  /** R26.33, O61: the reset variant, asked before a form's Reset throws its changes away. */
  unsavedChangesReset: 'You have unsaved changes. The Reset action will discard changes.',
  requiredField: 'You must fill in this field',
  /** R26.13 */
  invalidEmail: 'Please enter a valid email',
  /** R26.15 */
  invalidUrl: 'Please enter a valid url',
  /** R6.35: the spec does not say which call shows it (open point). */
  customServerErrorsFailed: 'Failed getting custom server errors',
  /**
   * R6.36: the spec gives only 'Error. Please check ... logs.'; the elided words are open point O17,
   * and 'the server' is the reading chosen until it is settled.
   */
  checkLogs: 'Error. Please check the server logs.',
  /** R6.37: the spec does not say which call shows it (open point). */
  cacheCalculating: 'Cache is being calculated for the first time, hence is not available at the moment',
  /** R6.33: the default message of a failed download. */
  fileCannotBeDownloaded: 'File cannot be downloaded',
} as const;
