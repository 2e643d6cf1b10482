import type { Readable } from 'node:stream';
import { DOCKER_REPOSITORY_API, dockerRepositoryPathRoutes, OCI_API, ociRegistryRoutes } from '@arca/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, TooManyRequests } from '../../../lib/errors.ts';
import { andThen } from '../../../lib/eventually.ts';
import { handle, registerRoutes } from '../../../lib/routes.ts';
import { actorName } from '../../auth/actor.ts';
import { type BlobStore, type DownloadCounter, type Item, parseRange, SMALL_BLOB_BYTES } from '../../storage/index.ts';
import { readCapped } from '../read-capped.ts';
import type { DockerService } from './docker.service.ts';
import { listPage, nextPageLink } from './list-pages.ts';
import { MANIFEST_LIMIT, MEDIA_TYPES } from './manifests.ts';
import { errorBody, manifestUnknown, nameUnknown, OciError, ociCodeOf } from './oci-errors.ts';
import { isDigest, isTag } from './oci-paths.ts';
import type { RegistryCatalog } from './registry-catalog.ts';
import { BASIC_CHALLENGE, challengesFor } from './registry-challenge.ts';
import { challengeScope, imageUrl, type Located, locate } from './registry-locations.ts';
import type { RegistryTokens } from './registry-tokens.ts';
import { heldRange, refusingRacedChunk, requireNextChunk } from './upload-ranges.ts';

export interface DockerRoutesDeps {
  docker: DockerService;
  blobs: BlobStore;
  downloads: DownloadCounter;
  catalog: RegistryCatalog;
  tokens: RegistryTokens;
  /** Whether anonymous access is on now: it decides the challenge an anonymous caller gets. */
  anonymousAccess: () => Promise<boolean>;
  /** The configured public URL, else the address the client used, names the token endpoint. */
  baseUrl?: string | undefined;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Registry clients read `{errors:[{code,message,detail}]}`; internals never show. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    const detail = error instanceof OciError ? error.detail : undefined;
    if (error instanceof OciError) reply.headers(error.headers);
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.status).send(errorBody(ociCodeOf(error), error.message, detail));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send(errorBody('UNSUPPORTED', error.message));
  request.log.error({ err: error }, 'registry request failed');
  return reply.code(500).send(errorBody('UNSUPPORTED', 'internal server error'));
}

/** Reads a manifest body, which the spec bounds, so it can be hashed and parsed whole. */
async function readBody(request: FastifyRequest): Promise<Buffer> {
  const body = await readCapped(request.raw, MANIFEST_LIMIT);
  if (!body) throw new OciError(413, 'SIZE_INVALID', 'manifest too large');
  return body;
}

/** Whether the client's Accept header lets this media type through (no header takes anything). */
function accepts(request: FastifyRequest, mediaType: string): boolean {
  const accept = request.headers.accept;
  const types = (Array.isArray(accept) ? accept.join(',') : (accept ?? ''))
    .split(',')
    .map((type) => type.split(';')[0]?.trim() ?? '')
    .filter((type) => type !== '');
  return types.length === 0 || types.some((type) => type === mediaType || type === '*/*');
}

/** The OCI distribution API at `/v2/{repo}/{image…}/…`, the Arca repository as the first segment (ADR 005). */
export function dockerRoutes(deps: DockerRoutesDeps) {
  const bindings = dockerBindings(deps);
  return async function register(app: FastifyInstance) {
    // Blob bodies stream to storage; manifests are read by their route.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    app.setErrorHandler(sendError);
    // A 401 names the token endpoint beside Basic (registry-challenge.ts).
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode !== 401) return;
      const asked = challengeScope(request);
      if (!asked) {
        reply.header('www-authenticate', BASIC_CHALLENGE);
        return;
      }
      const origin = deps.baseUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
      const challenges = challengesFor(request.actor, await deps.anonymousAccess(), origin, asked);
      reply.header('www-authenticate', challenges.length === 1 ? challenges[0] : challenges);
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('docker-distribution-api-version', 'registry/2.0');
    });
    registerRoutes(app, bindings);
    // A call no route takes is answered as the spec says; a not-found answer belongs to a prefix.
    await app.register(async (registry) => registry.setNotFoundHandler(sendNotFound), { prefix: OCI_API });
    await app.register(async (registry) => registry.setNotFoundHandler(sendNotFound), {
      prefix: DOCKER_REPOSITORY_API,
    });
  };
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody('NAME_UNKNOWN', 'repository name not known to registry', request.url));
}

const uploadUrl = (location: Located, id: string) => `${imageUrl(location)}/blobs/uploads/${id}`;

const uploadAnswer = (reply: FastifyReply, location: Located, id: string, size: number, status: number) =>
  reply
    .code(status)
    .headers({
      location: uploadUrl(location, id),
      range: heldRange(size),
      'docker-upload-uuid': id,
      'content-length': '0',
    })
    .send();

const blobCreated = (reply: FastifyReply, location: Located, digest: string) =>
  reply
    .code(201)
    .headers({
      location: `${imageUrl(location)}/blobs/${digest}`,
      'docker-content-digest': digest,
      'content-length': '0',
    })
    .send();

const methodNotAllowed = () => new OciError(405, 'UNSUPPORTED', 'method not allowed');

function dockerBindings(deps: DockerRoutesDeps) {
  const { docker } = deps;

  /** `digest`: what the content is known by, the digest asked for when it was asked by one. */
  const sendBlob = (request: FastifyRequest, reply: FastifyReply, item: Item, contentType: string, digest: string) => {
    const sha256 = item.sha256 ?? '';
    reply.headers({
      'content-type': contentType,
      'docker-content-digest': digest,
      etag: `"${digest}"`,
      'accept-ranges': 'bytes',
      // Served from the console's origin: never sniffed or rendered as a page.
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });
    const range = parseRange(header(request, 'range'), item.size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${item.size}`);
      throw new OciError(416, 'RANGE_INVALID', 'requested range not satisfiable');
    }
    reply.header('content-length', String(range ? range.end - range.start + 1 : item.size));
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${item.size}`);
    if (request.method === 'HEAD') return reply.send();
    const user = actorName(request.actor);
    reply.raw.once('finish', () => deps.downloads.record(item.id, user, Date.now()));
    if (!range && item.size <= SMALL_BLOB_BYTES)
      return andThen(deps.blobs.readSmall(sha256), (body) => reply.send(body));
    return reply.send(deps.blobs.serve(sha256, item.size, range));
  };

  /**
   * The catalog of every repository, or of one at its repository path. An anonymous caller while
   * anonymous access is off is asked to sign in, as a client then sends its credentials.
   */
  const catalogNames = async (request: FastifyRequest, repoKey?: string): Promise<string[]> => {
    const { actor } = request;
    if (actor.kind === 'anonymous' && !(await deps.anonymousAccess()))
      throw new OciError(401, 'UNAUTHORIZED', 'authentication required');
    return repoKey === undefined ? deps.catalog.all(actor) : deps.catalog.of(actor, repoKey);
  };

  const read = async (request: FastifyRequest, reply: FastifyReply) => {
    const location = locate(request);
    const { repoKey, image, target } = location;
    switch (target.kind) {
      case 'base':
        if (location.byRepositoryPath) await deps.catalog.registryRepository(repoKey);
        if (request.actor.kind === 'anonymous') throw new OciError(401, 'UNAUTHORIZED', 'authentication required');
        return reply.send({});
      case 'catalog': {
        const names = await catalogNames(request, location.byRepositoryPath ? repoKey : undefined);
        return sendCatalog(
          request,
          reply,
          names,
          `${location.byRepositoryPath ? location.imageRoot : OCI_API}/_catalog`,
        );
      }
      case 'token':
        await deps.catalog.registryRepository(repoKey);
        return reply.send(await deps.tokens.issue(request.actor, presentedToken(request)));
      case 'blob':
        return sendBlob(
          request,
          reply,
          await docker.blob(request.actor, repoKey, image, target.digest),
          'application/octet-stream',
          target.digest,
        );
      case 'manifest': {
        // A reference that is neither a tag nor a digest names no manifest: not found, as the spec's
        // v1.1.1 suite asks of GET and HEAD (a push to one is refused as MANIFEST_INVALID).
        if (!isTag(target.reference) && !isDigest(target.reference)) throw manifestUnknown(target.reference);
        const found = await docker.manifest(request.actor, repoKey, image, target.reference);
        if (!accepts(request, found.mediaType)) throw manifestUnknown(target.reference);
        return sendBlob(request, reply, found.item, found.mediaType, found.digest);
      }
      case 'upload': {
        if (!target.id) throw nameUnknown(request.url);
        const session = await docker.upload(request.actor, repoKey, image, target.id);
        return uploadAnswer(reply, location, session.id, session.size, 204);
      }
      case 'tags': {
        const query = request.query as { n?: string; last?: string };
        const page = listPage(await docker.tags(request.actor, repoKey, image), query.n, query.last);
        if (query.n !== undefined && page.nextLast !== undefined)
          reply.header('link', nextPageLink(`${imageUrl(location)}/tags/list`, query.n, page.nextLast));
        const name = location.byRepositoryPath ? image : `${repoKey}/${image}`;
        return reply.send({ name, tags: page.entries });
      }
      case 'referrers': {
        const { artifactType } = request.query as { artifactType?: string };
        const manifests = await docker.referrers(request.actor, repoKey, image, target.digest, artifactType);
        if (artifactType !== undefined) reply.header('oci-filters-applied', 'artifactType');
        // Serialised here, so the media type goes out without a charset the spec does not name.
        const index = { schemaVersion: 2, mediaType: MEDIA_TYPES.ociIndex, manifests };
        return reply.header('content-type', MEDIA_TYPES.ociIndex).send(Buffer.from(JSON.stringify(index)));
      }
      default:
        throw nameUnknown(request.url);
    }
  };

  const startUpload = async (request: FastifyRequest, reply: FastifyReply) => {
    const location = locate(request);
    const { repoKey, image, target } = location;
    if (target.kind !== 'upload' || target.id) throw methodNotAllowed();
    const query = request.query as { digest?: string; mount?: string; from?: string };
    // Without `from`, the registry looks for the blob itself (automatic content discovery).
    if (query.mount !== undefined) {
      const mounted = await docker.mount(request.actor, repoKey, image, query.mount, query.from);
      if (mounted) return blobCreated(reply, location, query.mount);
    }
    if (query.digest !== undefined) {
      await docker.monolithicUpload(request.actor, repoKey, image, query.digest, request.raw as Readable);
      return blobCreated(reply, location, query.digest);
    }
    const session = await docker.startUpload(request.actor, repoKey, image);
    return uploadAnswer(reply, location, session.id, 0, 202);
  };

  const uploadChunk = async (request: FastifyRequest, reply: FastifyReply) => {
    const location = locate(request);
    const { repoKey, image, target } = location;
    if (target.kind !== 'upload' || !target.id) throw methodNotAllowed();
    const url = uploadUrl(location, target.id);
    const contentRange = header(request, 'content-range');
    requireNextChunk(await docker.upload(request.actor, repoKey, image, target.id), url, contentRange);
    const session = await docker
      .appendChunk(request.actor, repoKey, image, target.id, request.raw as Readable)
      .catch(refusingRacedChunk(url, contentRange));
    return uploadAnswer(reply, location, session.id, session.size, 202);
  };

  const put = async (request: FastifyRequest, reply: FastifyReply) => {
    const location = locate(request);
    const { repoKey, image, target } = location;
    if (target.kind === 'upload' && target.id) {
      const { digest } = request.query as { digest?: string };
      if (digest === undefined) throw new OciError(400, 'DIGEST_INVALID', 'the digest parameter is required');
      const url = uploadUrl(location, target.id);
      const contentRange = header(request, 'content-range');
      requireNextChunk(await docker.upload(request.actor, repoKey, image, target.id), url, contentRange);
      await docker
        .completeUpload(request.actor, repoKey, image, target.id, digest, request.raw as Readable)
        .catch(refusingRacedChunk(url, contentRange));
      return blobCreated(reply, location, digest);
    }
    if (target.kind !== 'manifest') throw methodNotAllowed();
    const body = await readBody(request);
    // Tags a push by digest names too; they are applied together, and named back in OCI-Tag.
    const { tag } = request.query as { tag?: string | string[] };
    const stored = await docker.putManifest(
      request.actor,
      repoKey,
      image,
      target.reference,
      body,
      header(request, 'content-type'),
      tag === undefined ? [] : [tag].flat(),
    );
    if (stored.subject) reply.header('oci-subject', stored.subject);
    if (stored.tags.length > 0) reply.header('oci-tag', stored.tags);
    return reply
      .code(201)
      .headers({
        location: `${imageUrl(location)}/manifests/${stored.digest}`,
        'docker-content-digest': stored.digest,
        'content-length': '0',
      })
      .send();
  };

  const remove = async (request: FastifyRequest, reply: FastifyReply) => {
    const { repoKey, image, target } = locate(request);
    switch (target.kind) {
      case 'manifest':
        await docker.deleteManifest(request.actor, repoKey, image, target.reference);
        return reply.code(202).send();
      case 'blob':
        await docker.deleteBlob(request.actor, repoKey, image, target.digest);
        return reply.code(202).send();
      case 'upload':
        if (!target.id) break;
        await docker.cancelUpload(request.actor, repoKey, image, target.id);
        return reply.code(204).send();
      default:
        break;
    }
    throw methodNotAllowed();
  };

  const token = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.send(await deps.tokens.issue(request.actor, presentedToken(request)));

  const catalog = async (request: FastifyRequest, reply: FastifyReply) =>
    sendCatalog(request, reply, await catalogNames(request), `${OCI_API}/_catalog`);

  return [
    // HEAD is its own route: Fastify's automatic one would answer with the length of an empty body.
    handle(ociRegistryRoutes.base, read, { exposeHeadRoute: false }),
    handle(ociRegistryRoutes.baseHead, read),
    handle(ociRegistryRoutes.baseWithoutSlash, read, { exposeHeadRoute: false }),
    handle(ociRegistryRoutes.token, token),
    handle(ociRegistryRoutes.catalog, catalog),
    handle(ociRegistryRoutes.read, read, { exposeHeadRoute: false }),
    handle(ociRegistryRoutes.readHead, read),
    handle(ociRegistryRoutes.startUpload, startUpload),
    handle(ociRegistryRoutes.uploadChunk, uploadChunk),
    handle(ociRegistryRoutes.put, put),
    handle(ociRegistryRoutes.delete, remove),
    // The same calls at Artifactory's repository path, which also holds its repository's catalog and token.
    handle(dockerRepositoryPathRoutes.read, read, { exposeHeadRoute: false }),
    handle(dockerRepositoryPathRoutes.readHead, read),
    handle(dockerRepositoryPathRoutes.startUpload, startUpload),
    handle(dockerRepositoryPathRoutes.uploadChunk, uploadChunk),
    handle(dockerRepositoryPathRoutes.put, put),
    handle(dockerRepositoryPathRoutes.delete, remove),
  ];
}

/** A page of the catalog, with the Link of the next one when `n` cut it short (the distribution spec). */
function sendCatalog(request: FastifyRequest, reply: FastifyReply, names: readonly string[], path: string) {
  const query = request.query as { n?: string; last?: string };
  const page = listPage(names, query.n, query.last);
  if (query.n !== undefined && page.nextLast !== undefined)
    reply.header('link', nextPageLink(path, query.n, page.nextLast));
  return reply.send({ repositories: page.entries });
}

/** The token the caller signed in with, by whichever header carried it; the token endpoint gives it back. */
function presentedToken(request: FastifyRequest): string | undefined {
  const authorization = header(request, 'authorization');
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim();
  const apiKey = header(request, 'x-jfrog-art-api');
  if (apiKey) return apiKey;
  if (!authorization?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}
