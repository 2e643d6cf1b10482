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

export const serverMessages = {
  badCredentials: 'Incorrect username or password',
  tooManyLoginAttempts: 'Too many failed login attempts. Try again later.',
  authenticationRequired: 'Authentication is required',
  adminRequired: 'Only an administrator can do this',
  csrfHeaderMissing: 'Requests authenticated by a session cookie must send X-Requested-With: XMLHttpRequest',
  crossSiteWrite: 'A page of another site cannot change anything here',
  privateOutboundTarget: (host: string) =>
    `The address '${host}' is one of this server's own addresses or on a loopback, private, link-local or other special-purpose network; such addresses are refused unless ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS=true`,
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is larger than the limit',
  unsupportedMediaType: 'Unsupported content type',
  notFound: 'Not found',
  internal: 'Internal server error',
  userExists: (name: string) => `User '${name}' already exists`,
  userNotFound: (name: string) => `User '${name}' does not exist`,
  groupExists: (name: string) => `Group '${name}' already exists`,
  lastAdministrator: 'At least one administrator must remain',
  tokenNotFound: (id: string) => `Token '${id}' does not exist`,
  tokenScopeNotAllowed: (scope: string) => `The scope '${scope}' is not allowed for this user`,
  refreshTokenInvalid: 'The refresh token is not valid',
  permissionExists: (name: string) => `Permission '${name}' already exists`,
  permissionNotFound: (name: string) => `Permission '${name}' does not exist`,
  unknownGroups: (names: string[]) => `These groups do not exist: ${names.join(', ')}`,
  projectExists: (key: string) => `Project '${key}' already exists`,
  projectNotFound: (key: string) => `Project '${key}' does not exist`,
  projectKeyChanged: 'A project key cannot be changed',
  projectMemberNotFound: (name: string) => `'${name}' is not a member of this project`,
  unknownProjectRoles: (names: string[]) => `These roles do not exist in this project: ${names.join(', ')}`,
  projectRoleExists: (name: string) => `Role '${name}' already exists`,
  projectRoleNotFound: (name: string) => `Role '${name}' does not exist`,
  predefinedRoleReadOnly: (name: string) => `Role '${name}' is predefined and cannot be changed`,
  environmentExists: (name: string) => `Environment '${name}' already exists`,
  environmentNotFound: (name: string) => `Environment '${name}' does not exist`,
  environmentNameInvalid: 'An environment name starts with a letter and holds up to 32 letters, digits, - and _',
  projectEnvironmentPrefix: (key: string) => `A project environment name must start with '${key}-'`,
  unknownEnvironments: (names: string[]) => `These environments do not exist: ${names.join(', ')}`,
  environmentInUse: (name: string) => `Environment '${name}' is used by a role`,
  notProjectAdmin: 'Only an administrator of this project may do this',
  scopedTokenRefused: 'A token scoped to groups cannot do this; use your own credentials',
  repositoryExists: (key: string) => `Repository '${key}' already exists`,
  repositoryKeyReserved: (key: string) => `Repository key '${key}' is reserved`,
  repositoryNotFound: (key: string) => `Repository '${key}' does not exist`,
  repositoryKeyMismatch: 'The key in the body must be the key in the path',
  repositoryKindChanged: "A repository's kind and package type cannot be changed",
  repositoryConfigTooDeep: (levels: number) => `A repository configuration nests values at most ${levels} levels deep`,
  unknownPackageType: (type: string) => `Unknown package type '${type}'`,
  packageTypeNotInKind: (type: string, rclass: string) => `A ${type} repository cannot be ${rclass}`,
  // A changed URL never takes a stored secret or password along to its new host (origin: scheme, host, port).
  secretsForNewUrl: (origin: string, secrets: readonly string[]) =>
    `The URL now leads to ${origin}: enter ${secrets.join(', ')} again. Stored secrets are never sent to a new address.`,
  remotePasswordForNewUrl: (origin: string) =>
    `The URL now leads to ${origin}: enter the password again. A stored password is never sent to a new address.`,
  remoteUrlRequired: 'A remote repository needs the http or https URL of its upstream',
  unknownRepositories: (keys: string[]) => `These repositories do not exist: ${keys.join(', ')}`,
  virtualMembersMismatch: (keys: string[]) =>
    `A virtual repository holds other repositories of its own package type; these cannot be members: ${keys.join(', ')}`,
  defaultDeploymentRepo: 'The default deployment repository must be a local member of the virtual repository',
  buildNotFound: (name: string, number?: string) =>
    number === undefined ? `No build named '${name}'` : `Build '${name}' has no run '${number}'`,
  buildActionForbidden: (verb: string, name: string) => `You may not ${verb} build '${name}'`,
  buildStartedInvalid: "The build's started time is not a date",
  repositoryDeleted: (key: string) => `Repository '${key}' and all its content have been removed successfully.`,
  groupNotFound: (name: string) => `Group '${name}' does not exist`,
  unknownUsers: (names: string[]) => `These users do not exist: ${names.join(', ')}`,
  passwordExpired: 'Your password has expired. Choose a new one.',
  userLocked: 'This user is locked after too many failed logins. Try again later or ask an administrator.',
  uiAccessDisabled: 'UI Access is Disabled For This User',
  resetKeyInvalid: 'The password reset link is invalid or has expired',
  resetMailSent: 'If the user exists and has an email address, a reset link was sent to it',
  sameAsOldPassword: 'The new password must differ from the old one',
  otpInvalid: 'The one-time password is not valid',
  mfaLoginExpired: 'The login has expired. Log in again.',
  mfaAlreadyEnrolled: 'This user already has an authenticator',
  // The second factor on sensitive calls and its per-account limit on wrong codes.
  otpRequired: 'Enter the one-time password from your authenticator app',
  mfaCodesLocked: 'Too many wrong one-time passwords. Try again later.',
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
  // A sign-in server's stored secret never follows its URL to another origin (scheme, host, port).
  crowdPasswordForNewUrl: (origin: string) =>
    `The Crowd server URL now leads to ${origin}: enter the application password again. A stored password is never sent to a new address.`,
  oauthSecretForNewUrl: (provider: string, field: string, origin: string) =>
    `The ${field} of '${provider}' now leads to ${origin}: enter the client secret again. A stored secret is never sent to a new address.`,
  blockedByPolicy: 'This request was blocked by policy',
  invalidArtifactPath: "Invalid path: segments may not be empty, '.' or '..', nor contain '\\' or control characters",
  notPermitted: (action: string, repoKey: string, path: string) =>
    `You do not have the ${action} permission on '${repoKey}:${path || '/'}'`,
  noProperties: (repoKey: string, path: string) => `No properties could be found on '${repoKey}:${path}'`,
  invalidProperty: 'A property needs a key: key=value1,value2',
  itemNotFound: (repoKey: string, path: string) => `Could not find item '${repoKey}:${path}'`,
  checksumMismatch: (algorithm: string, expected: string, actual: string) =>
    `Checksum error: received ${algorithm} '${expected}' but the content has '${actual}'`,
  checksumDeployMissing: (algorithm: string, checksum: string) =>
    `Checksum deploy failed. No existing file with ${algorithm}: ${checksum}`,
  checksumDeployNoHeader:
    'Checksum deploy failed. No checksum header (X-Checksum-Sha256, X-Checksum-Sha1 or X-Checksum) was found',
  // A pom Maven could not read is refused before it is stored (unless pom consistency checks are suppressed).
  pomUnreadable: (path: string, reason: string) => `The POM '${path}' cannot be read: ${reason}`,
  remoteIsReadOnly: (repoKey: string) =>
    `Repository '${repoKey}' is a remote repository: artifacts cannot be deployed to it`,
  noDeploymentRepo: (repoKey: string) =>
    `Virtual repository '${repoKey}' has no default deployment repository: artifacts cannot be deployed to it`,
  rejectedByPatterns: (repoKey: string, path: string) =>
    `Path '${path}' is not accepted by the include and exclude patterns of repository '${repoKey}'`,
  folderInTheWay: (repoKey: string, path: string) =>
    `Cannot write '${repoKey}:${path}': a folder and a file cannot share a path`,
  diskFull: 'The server has run out of storage space; the upload was not kept',
  storageFull: 'The server has run out of storage space; the change was not made',
  databaseUnavailable: 'The database is unavailable; try again shortly',
  upstreamFailed: (repoKey: string, reason: string) =>
    `The upstream of remote repository '${repoKey}' failed: ${reason}`,
  checksumSearchNeedsChecksum: 'Give one checksum to search for: sha256, sha1 or md5',
  checksumSearchMalformed: 'A sha256 checksum is 64 hexadecimal characters, a sha1 40 and an md5 32',
  nameSearchNeedsName: 'Give a name to search for: name=app-*.jar',
  gavcSearchNeedsCoordinate: 'Give at least one coordinate to search for: g, a, v or c',
  moveIntoItself: 'A folder cannot be moved or copied into itself',
  moveTargetRequired: 'The target is required: ?to=/{repo}/{path}',
  rangeNotSatisfiable: 'The requested range is not satisfiable',
} as const;
