import { route } from './routes/route.ts';

/**
 * The OCI distribution API at `/v2/{repo}/{image…}/…`, the Arca repository as the first segment
 * (ADR 005). An image name has any number of segments, so each call takes the rest of the path
 * whole and finds what it asks for from its end. Access is decided per repository.
 */
export const OCI_API = '/v2';

/**
 * The same registry under Artifactory's repository path: `/artifactory/api/docker/{repo}/v2/…`,
 * where the repository is the registry's root and images are named without it.
 */
export const DOCKER_REPOSITORY_API = '/artifactory/api/docker';

/** What the token endpoint answers (the distribution token spec): both names of the token, and its lifetime. */
export interface RegistryToken {
  token: string;
  access_token: string;
  /** Seconds from `issued_at`. */
  expires_in: number;
  /** RFC 3339. */
  issued_at: string;
}

const registryTokenSchema = {
  type: 'object',
  required: ['token', 'access_token', 'expires_in', 'issued_at'],
  properties: {
    token: { type: 'string' },
    access_token: { type: 'string' },
    expires_in: { type: 'integer' },
    issued_at: { type: 'string' },
  },
} as const;

const catalogSchema = {
  type: 'object',
  required: ['repositories'],
  properties: { repositories: { type: 'array', items: { type: 'string' } } },
} as const;

/** Registry clients read `{errors:[{code,message,detail}]}` (the distribution spec; ADR 011). */
export const ociErrorSchema = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'message'],
        // `detail` is whatever helps the client: a name, a digest, or null.
        properties: { code: { type: 'string' }, message: { type: 'string' }, detail: {} },
      },
    },
  },
} as const;

const MANIFEST_MEDIA = [
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.v2+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
];

const baseResponses = {
  200: { type: 'object', description: 'The registry speaks the distribution API to this caller' },
  '4xx': ociErrorSchema,
} as const;

const readResponses = {
  200: {
    media: ['application/json', 'application/octet-stream', ...MANIFEST_MEDIA],
    description: 'A blob, a manifest as it was pushed, the tags of an image or the referrers of a manifest',
  },
  204: {},
  206: { media: ['application/octet-stream'], description: 'The requested range of a blob' },
  '4xx': ociErrorSchema,
} as const;

/** Uploads, pushes and deletes answer with headers (Location, Docker-Content-Digest, Range) and no body. */
const noBody = (description: string) => ({ media: [], description });

const tag = 'OCI registry';

export const ociRegistryRoutes = {
  base: route()({
    method: 'GET',
    path: `${OCI_API}/`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Tells a signed-in client that this is a registry; asks others to sign in',
    responses: baseResponses,
  }),
  baseHead: route()({
    method: 'HEAD',
    path: `${OCI_API}/`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'The same check, without its body',
    responses: baseResponses,
  }),
  baseWithoutSlash: route()({
    method: 'GET',
    path: OCI_API,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'The same check, at the address without its slash',
    responses: baseResponses,
  }),
  token: route()({
    method: 'GET',
    path: `${OCI_API}/token`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Gives a signed-in client a short-lived Bearer token for the registry (the Bearer challenge names it)',
    responses: { 200: registryTokenSchema, '4xx': ociErrorSchema },
  }),
  catalog: route()({
    method: 'GET',
    path: `${OCI_API}/_catalog`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Lists the images the caller may read, as `{repo}/{image}`, a page at a time (`n`, `last`)',
    responses: { 200: catalogSchema, '4xx': ociErrorSchema },
  }),
  read: route()({
    method: 'GET',
    path: `${OCI_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: "Reads a blob, a manifest, an image's tags or referrers, or the state of an upload",
    responses: readResponses,
  }),
  readHead: route()({
    method: 'HEAD',
    path: `${OCI_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'The headers of the same read, without its body',
    responses: readResponses,
  }),
  startUpload: route()({
    method: 'POST',
    path: `${OCI_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Starts a blob upload, uploads a blob whole, or mounts one from another image',
    responses: {
      201: noBody('The blob is stored: mounted, or uploaded whole'),
      202: noBody('An upload session is open at Location'),
      '4xx': ociErrorSchema,
    },
  }),
  uploadChunk: route()({
    method: 'PATCH',
    path: `${OCI_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Adds a chunk to a blob upload',
    consumes: ['application/octet-stream'],
    responses: { 202: noBody('The chunk is taken; Range says how much the session holds'), '4xx': ociErrorSchema },
  }),
  put: route()({
    method: 'PUT',
    path: `${OCI_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Completes a blob upload, or pushes a manifest under a tag or digest',
    consumes: ['application/octet-stream', ...MANIFEST_MEDIA],
    responses: { 201: noBody('The blob or manifest is stored at Location'), '4xx': ociErrorSchema },
  }),
  delete: route()({
    method: 'DELETE',
    path: `${OCI_API}/*`,
    mount: 'api',
    access: 'anyone',
    tag,
    summary: 'Deletes a manifest or a blob, or cancels an upload',
    responses: {
      202: noBody('The manifest or blob is deleted'),
      204: {},
      '4xx': ociErrorSchema,
    },
  }),
} as const;

/** The `/v2/` call of the same method at the repository path, the repository taken from the path. */
const atRepositoryPath = <D extends (typeof ociRegistryRoutes)[keyof typeof ociRegistryRoutes]>(descriptor: D) =>
  route()({
    ...descriptor,
    path: `${DOCKER_REPOSITORY_API}/*`,
    summary: `${descriptor.summary}, at \`/artifactory/api/docker/{repo}/v2/…\``,
  });

/**
 * The registry at `/artifactory/api/docker/{repo}/v2/…` (Artifactory's REST paths scripts call):
 * its version check, catalog and token besides every call `/v2/{repo}/…` takes.
 */
export const dockerRepositoryPathRoutes = {
  read: atRepositoryPath(ociRegistryRoutes.read),
  readHead: atRepositoryPath(ociRegistryRoutes.readHead),
  startUpload: atRepositoryPath(ociRegistryRoutes.startUpload),
  uploadChunk: atRepositoryPath(ociRegistryRoutes.uploadChunk),
  put: atRepositoryPath(ociRegistryRoutes.put),
  delete: atRepositoryPath(ociRegistryRoutes.delete),
} as const;
