/** The Basic credentials a request carried, as the authentication plugin read them. */
export interface BasicCredentials {
  name: string;
  password: string;
  /** The header's encoded `name:password`, which `.npmrc` keeps as `_auth`. */
  encoded: string;
}

export function basicCredentialsOf(authorization: string | undefined): BasicCredentials | undefined {
  if (!authorization?.startsWith('Basic ')) return undefined;
  const encoded = authorization.slice('Basic '.length).trim();
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  return { name: decoded.slice(0, colon), password: decoded.slice(colon + 1), encoded };
}

/**
 * The `.npmrc` lines Artifactory answers at `/api/npm/auth` for the caller's credentials: `_auth`,
 * `always-auth` and `email`; for a scope, the scope's registry and the credentials keyed by that
 * registry's address (`//host/path/:…`), which is how npm sends them only there.
 */
export function npmrcLines(
  credentials: BasicCredentials,
  email: string,
  scoped?: { scope: string; registryUrl: string },
): string {
  if (!scoped) return [`_auth = ${credentials.encoded}`, 'always-auth = true', `email = ${email}`, ''].join('\n');
  const registry = `${scoped.registryUrl.replace(/\/$/, '')}/`;
  const key = registry.replace(/^https?:/, '');
  return [
    `@${scoped.scope}:registry=${registry}`,
    `${key}:_password=${Buffer.from(credentials.password).toString('base64')}`,
    `${key}:username=${credentials.name}`,
    `${key}:email=${email}`,
    `${key}:always-auth=true`,
    '',
  ].join('\n');
}
