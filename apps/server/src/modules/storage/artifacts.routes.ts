import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { artifactRoutes, isFolderInfo, serverMessages } from '@arca/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataChanges } from '../../db/data-changes.ts';
import { sendAnswer } from '../../lib/answer.ts';
import { DomainError, NotFound } from '../../lib/errors.ts';
import { handle, type RouteBinding, registerRoutes } from '../../lib/routes.ts';
import { parseArtifactUrl } from './artifact-path.ts';
import type { BlobStore } from './blob-store.ts';
import type { BrowseService } from './browse.service.ts';
import type { DeployService } from './deploy.service.ts';
import type { DownloadCounter } from './download-counter.ts';
import { downloadAnswer, frontDownload } from './file-download.ts';
import { FOLDER_LISTING_HEADERS, folderListingHtml } from './folder-listing.ts';
import type { FormatHooksRegistry, GeneratedContent } from './format-hooks.ts';
import type { ItemChangesService } from './item-changes.service.ts';
import type { ResolveService } from './resolve.service.ts';
import type { StorageAccess } from './storage-access.ts';

export interface ArtifactRoutesDeps {
  access: StorageAccess;
  hooks: FormatHooksRegistry;
  deploy: DeployService;
  resolve: ResolveService;
  browse: BrowseService;
  changes: ItemChangesService;
  blobs: BlobStore;
  downloads: DownloadCounter;
  /** What tells that the database changed: what a caller found is kept until then. */
  dataChanges: DataChanges;
}

/** The path after `{prefix}{marker}`, still escaped, so the path rules judge what the client sent. */
export function rawPathAfter(request: FastifyRequest, start: string): string {
  const pathname = (request.raw.url ?? '').split('?')[0] ?? '';
  return pathname.slice(start.length);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Package clients only send credentials when challenged with the realm they know. */
export function challengeAnonymous(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 401) reply.header('www-authenticate', 'Basic realm="Artifactory Realm"');
  });
}

/**
 * The escaped path from where the route's first parameter starts (`repo/a/b`), at whichever mount
 * the call came in, so the path rules judge what the client sent.
 */
export function rawPathOfParameters(request: FastifyRequest): string {
  const pattern = request.routeOptions.url ?? '';
  return rawPathAfter(request, pattern.slice(0, pattern.indexOf(':')));
}

/**
 * Judges the path before the parameters are validated, so that what could climb out of the
 * repository (a NUL among it) is refused with the path's own message.
 */
export async function refuseUnsafePaths(request: FastifyRequest) {
  parseArtifactUrl(rawPathOfParameters(request));
}

/**
 * Deploy, download and delete at `/{repo}/{path}` (jfrog-wire-compat §1.2–§1.7), in a scope of
 * their own: bodies are streamed, never parsed, and anonymous callers are challenged.
 */
export function artifactsRoutes(deps: ArtifactRoutesDeps) {
  const bindings = artifactBindings(deps);
  return async function register(app: FastifyInstance) {
    // Artifact bodies stream to the blob store; nothing here parses or buffers them.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    challengeAnonymous(app);
    registerRoutes(app, bindings);
    app.frontDoor.route('/artifactory/', frontDownload(deps));
  };
}

function artifactBindings(deps: ArtifactRoutesDeps): RouteBinding[] {
  const urlOf = (request: FastifyRequest) => {
    const url = parseArtifactUrl(rawPathOfParameters(request));
    // `/api/…` is where the service's calls live: one no route answers is an unknown call, not a repository.
    if (url.repoKey === 'api') throw new NotFound(serverMessages.notFound);
    return url;
  };

  const download = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = urlOf(request);
    if (url.path === '' || url.folder) return sendListing(request, reply, url.repoKey, url.path);
    const repository = await deps.access.repository(url.repoKey);
    const generated = await deps.hooks.of(repository)?.read?.(request.actor, repository, url.path);
    if (generated) return sendGenerated(request, reply, generated);
    const { item } = await deps.resolve.resolveIn(request.actor, repository, url.path);
    if (item.type === 'folder') return sendListing(request, reply, url.repoKey, url.path);
    if (!item.sha256) throw new DomainError(500, serverMessages.internal);
    const answer = await downloadAnswer(request, request.actor, { ...item, sha256: item.sha256 }, deps);
    if (answer === 'unsatisfiable') {
      reply.header('content-range', `bytes */${item.size}`);
      throw new DomainError(416, serverMessages.rangeNotSatisfiable);
    }
    return sendAnswer(reply, answer);
  };

  function sendGenerated(request: FastifyRequest, reply: FastifyReply, content: GeneratedContent) {
    const sha1 = createHash('sha1').update(content.body).digest('hex');
    reply.headers({
      'content-type': content.mimeType,
      'content-length': String(content.body.length),
      'x-checksum-sha1': sha1,
      'x-checksum-md5': createHash('md5').update(content.body).digest('hex'),
      'x-checksum-sha256': createHash('sha256').update(content.body).digest('hex'),
      etag: `"${sha1}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });
    return reply.send(request.method === 'HEAD' ? undefined : content.body);
  }

  async function sendListing(request: FastifyRequest, reply: FastifyReply, repoKey: string, path: string) {
    const info = await deps.browse.info(request.actor, repoKey, path);
    if (!isFolderInfo(info)) throw new NotFound(serverMessages.itemNotFound(repoKey, path));
    // The listing's links are relative to the folder, so its address must end with a slash.
    const [pathname = '', query] = (request.raw.url ?? '').split('?');
    if (!pathname.endsWith('/')) return reply.redirect(`${pathname}/${query ? `?${query}` : ''}`);
    return reply.headers(FOLDER_LISTING_HEADERS).send(folderListingHtml(info));
  }

  const checked = { onRequest: refuseUnsafePaths };
  // HEAD is its own route: Fastify's automatic one would answer with the length of an empty body.
  const downloadOnly = { ...checked, exposeHeadRoute: false };
  return [
    handle(
      artifactRoutes.deploy,
      async (request, reply) => {
        const url = urlOf(request);
        const info = await deps.deploy
          .deploy(request.actor, url, request.raw as Readable, {
            sha1: header(request, 'x-checksum-sha1'),
            md5: header(request, 'x-checksum-md5'),
            sha256: header(request, 'x-checksum-sha256'),
            generic: header(request, 'x-checksum'),
            checksumDeploy: header(request, 'x-checksum-deploy')?.toLowerCase() === 'true',
          })
          .catch((error: unknown) => {
            // A store that fails halfway (a full disk) destroys the request. Node keeps its connection
            // so the answer can go out, but nothing reads the rest of the body any more: a client still
            // sending would wait forever. Closing the connection after the answer lets it go.
            if (request.raw.destroyed && !request.raw.complete) reply.header('connection', 'close');
            throw error;
          });
        reply.header('location', isFolderInfo(info) ? info.uri : info.downloadUri);
        // Serialised here and with its charset, so the media type goes out in the case clients know.
        reply.header('content-type', 'application/vnd.org.jfrog.artifactory.storage.ItemCreated+json; charset=utf-8');
        return reply.code(201).send(JSON.stringify(info));
      },
      checked,
    ),
    handle(artifactRoutes.repository, download, downloadOnly),
    handle(artifactRoutes.repositoryHead, download, checked),
    handle(artifactRoutes.download, download, downloadOnly),
    handle(artifactRoutes.head, download, checked),
    handle(
      artifactRoutes.delete,
      async (request, reply) => {
        const url = urlOf(request);
        await deps.changes.delete(request.actor, url.repoKey, url.path);
        return reply.code(204).send();
      },
      checked,
    ),
  ];
}
