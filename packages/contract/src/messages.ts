/**
 * User-visible texts. The spec's strings are kept character for character;
 * the server's own texts sit beside them so console and tests share one source.
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
  requiredField: 'You must fill in this field',
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

export const serverMessages = {
  badCredentials: 'Incorrect username or password',
  tooManyLoginAttempts: 'Too many failed login attempts. Try again later.',
  authenticationRequired: 'Authentication is required',
  adminRequired: 'Only an administrator can do this',
  csrfHeaderMissing: 'Requests authenticated by a session cookie must send X-Requested-With: XMLHttpRequest',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is larger than the limit',
  unsupportedMediaType: 'Unsupported content type',
  notFound: 'Not found',
  internal: 'Internal server error',
  userExists: (name: string) => `User '${name}' already exists`,
  userNotFound: (name: string) => `User '${name}' does not exist`,
  groupExists: (name: string) => `Group '${name}' already exists`,
  lastAdministrator: 'At least one administrator must remain',
  permissionExists: (name: string) => `Permission '${name}' already exists`,
  permissionNotFound: (name: string) => `Permission '${name}' does not exist`,
  unknownGroups: (names: string[]) => `These groups do not exist: ${names.join(', ')}`,
  projectExists: (key: string) => `Project '${key}' already exists`,
  projectNotFound: (key: string) => `Project '${key}' does not exist`,
  projectKeyChanged: 'A project key cannot be changed',
  groupNotFound: (name: string) => `Group '${name}' does not exist`,
  unknownUsers: (names: string[]) => `These users do not exist: ${names.join(', ')}`,
  passwordExpired: 'Your password has expired. Choose a new one.',
  userLocked: 'This user is locked after too many failed logins. Try again later or ask an administrator.',
  uiAccessDisabled: 'UI Access is Disabled For This User',
  resetKeyInvalid: 'The password reset link is invalid or has expired',
  resetMailSent: 'If the user exists and has an email address, a reset link was sent to it',
  sameAsOldPassword: 'The new password must differ from the old one',
  otpInvalid: 'The one-time password is not valid',
  mfaLoginExpired: 'The login has expired or failed too often. Log in again.',
  mfaAlreadyEnrolled: 'This user already has an authenticator',
  cliLoginPending: 'The browser login has not been completed yet',
  cliLoginUnknown: 'Unknown or expired CLI login session',
  cliLoginCodeMismatch: 'The code does not match the one the CLI shows',
  cliLoginExists: 'This CLI login session already exists',
  tokenInvalid: 'The access token is invalid, expired or revoked',
  tokenForOthers: 'Only an administrator can create a token for another user',
  wrongPassword: 'The password is not correct',
  unknownSsoUser: (name: string) => `The single sign-on user '${name}' has no account here`,
  crowdNotEnabled: 'Crowd login is not enabled',
  crowdUnreachable: 'The Crowd server could not be reached',
  unknownCrowdUser: (name: string) => `The Crowd user '${name}' has no account here`,
  crowdConfigIncomplete: 'Crowd login needs the server URL, the application name and the application password',
  crowdServerUrlInvalid: 'The Crowd server URL must be an http(s) address without user name or password',
  blockedByPolicy: 'This request was blocked by policy',
} as const;
