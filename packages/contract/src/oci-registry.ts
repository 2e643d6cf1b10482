import { route } from './routes/route.ts';

/**
 * The OCI distribution API at `/v2/{repo}/{image…}/…`, the Arca repository as the first segment
 * (ADR 005). An image name has any number of segments, so each call takes the rest of the path
 * whole and finds what it asks for from its end. Access is decided per repository.
 */
export const OCI_API = '/v2';

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
