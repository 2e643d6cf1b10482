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
} as const;
