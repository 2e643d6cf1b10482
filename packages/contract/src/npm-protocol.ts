import { route } from './routes/route.ts';

/**
 * The npm registry API of npm repositories, local, remote and virtual, at `/artifactory/api/npm/{repo}/`
 * (ADR 005). Each call takes the rest of the path whole: a package name may hold a scope and a
 * slash, and what follows it (`/-/…`) says what is asked for. Access is decided per repository.
 */
export const NPM_API = '/artifactory/api/npm';

/** What a write answers: npm reads only that it worked. */
export interface NpmOk {
  ok: true;
}

/** `npm login`: the token the client keeps in its `.npmrc`. */
export interface NpmLogin {
  ok: true;
  id: string;
  token: string;
}

/** `npm login --auth-type=web`: where the user approves, and where npm waits for its token. */
export interface NpmWebLogin {
  loginUrl: string;
  doneUrl: string;
}

/**
 * `npm login --auth-type=web` opens a session of the console's CLI login (jfrog-wire-compat §2.3)
 * that the server makes itself: a UUID of version 8, which the JFrog CLI never sends and may not
 * register. So the console approves such a session without the code the JFrog CLI shows (npm
 * shows none), and a link to a JFrog CLI session still asks for its code.
 */
export function isWebLoginSession(session: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(session);
}

/** npm clients read `{error}` (ADR 011), not the error envelope. */
export const npmErrorSchema = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
} as const;

const npmOkSchema = {
  type: 'object',
  required: ['ok'],
  properties: { ok: { type: 'boolean' } },
} as const;

const npmLoginSchema = {
  type: 'object',
  required: ['ok', 'id', 'token'],
  properties: { ok: { type: 'boolean' }, id: { type: 'string' }, token: { type: 'string' } },
} as const;

const readResponses = {
  200: {
    media: ['application/json', 'application/vnd.npm.install-v1+json', 'application/octet-stream', 'text/plain'],
    description:
      "A packument (in full, or abbreviated when Accept asks for it), one version's document, a tarball, the dist-tags, search results, the signed-in user, a ping's `{}`, or the caller's `.npmrc` lines (text)",
  },
  202: { media: ['application/json'], description: 'A web login not approved yet: npm asks again after Retry-After' },
  304: {},
  '4xx': npmErrorSchema,
} as const;

const tag = 'npm registry';

export const npmProtocolRoutes = {
  read: route()({
    method: 'GET',
    path: `${NPM_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary:
      "Reads a packument, a version's document, a tarball, dist-tags, search results, who is signed in, a ping, or the caller's .npmrc lines",
    responses: readResponses,
  }),
  readHead: route()({
    method: 'HEAD',
    path: `${NPM_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'The headers of the same read, without its body',
    responses: readResponses,
  }),
  publish: route<{ reply: NpmOk }>()({
    method: 'PUT',
    path: `${NPM_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Publishes versions of a package, or rewrites its document to unpublish some',
    consumes: ['application/json'],
    responses: { 201: npmOkSchema, '4xx': npmErrorSchema },
  }),
  setDistTag: route<{ reply: NpmOk }>()({
    method: 'PUT',
    path: `${NPM_API}/:repo/-/package/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Points a dist-tag of a package at a version',
    consumes: ['application/json'],
    responses: { 201: npmOkSchema, '4xx': npmErrorSchema },
  }),
  login: route<{ reply: NpmLogin }>()({
    method: 'PUT',
    path: `${NPM_API}/:repo/-/user/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Signs in with a password and answers a token for the client',
    consumes: ['application/json'],
    responses: { 201: npmLoginSchema, '4xx': npmErrorSchema },
  }),
  remove: route<{ reply: NpmOk }>()({
    method: 'DELETE',
    path: `${NPM_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Unpublishes a package or one tarball, removes a dist-tag, or revokes the token `npm logout` names',
    responses: { 200: npmOkSchema, '4xx': npmErrorSchema },
  }),
  webLogin: route<{ reply: NpmWebLogin }>()({
    method: 'POST',
    path: `${NPM_API}/:repo/-/v1/login`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary:
      'Opens a web login (`npm login --auth-type=web`): the console page where a signed-in user approves it, and where npm collects its token',
    responses: {
      200: {
        type: 'object',
        required: ['loginUrl', 'doneUrl'],
        properties: { loginUrl: { type: 'string' }, doneUrl: { type: 'string' } },
      },
      '4xx': npmErrorSchema,
    },
  }),
  audit: route()({
    method: 'POST',
    path: `${NPM_API}/:repo/-/npm/v1/security/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary:
      "The advisories of `npm audit` (`advisories/bulk`, or the older `audits/quick`): a remote repository's upstream answers them, a virtual one's first remote member with an upstream, a local one knows none",
    consumes: ['application/json'],
    responses: {
      200: { type: 'object', additionalProperties: true, description: 'The advisories by package name' },
      '4xx': npmErrorSchema,
    },
  }),
} as const;
