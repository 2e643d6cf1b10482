import { PYPI_API, pypiProtocolRoutes } from '@arca/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Answer, sendAnswer } from '../../../lib/answer.ts';
import { DomainError, NotFound } from '../../../lib/errors.ts';
import { handle, registerRoutes } from '../../../lib/routes.ts';
import type { FrontRoute } from '../../../plugins/front-door.ts';
import {
  type BlobStore,
  challengeAnonymous,
  type DownloadCounter,
  FOLDER_LISTING_HEADERS,
  rawPathAfter,
} from '../../storage/index.ts';
import { storedFileAnswer } from '../stored-file.ts';
import type { CachedSimplePages } from './cached-simple-pages.ts';
import { projectJson } from './project-json.ts';
import { NOT_FOUND, type PypiService } from './pypi.service.ts';
import { normalizeName } from './pypi-names.ts';
import { negotiate, type PageFormat, projectListPage } from './simple-pages.ts';

export interface PypiRoutesDeps {
  pypi: PypiService;
  pages: CachedSimplePages;
  blobs: BlobStore;
  downloads: DownloadCounter;
}

/** A reason phrase must be one line of visible characters. */
function reasonPhrase(message: string): string {
  return message.replace(/[^\x20-\x7e]+/g, ' ').slice(0, 300);
}

/** PyPI answers errors as a status with the reason in its phrase and as plain text, which twine shows. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = error instanceof DomainError || (error.statusCode !== undefined && error.statusCode < 500);
  const status = error instanceof DomainError ? error.status : error.validation ? 400 : (error.statusCode ?? 500);
  if (!known) request.log.error({ err: error }, 'pypi request failed');
  const message = known ? error.message : 'Internal Server Error';
  // A refusal that comes before the rest of an upload is read: close, so the client stops sending.
  if (request.raw.readable && !request.raw.complete) reply.header('connection', 'close');
  reply.raw.statusMessage = reasonPhrase(message);
  return reply.code(status).type('text/plain; charset=utf-8').send(`${status} ${message}\n`);
}

/**
 * Simple pages are HTML made of project and file names package authors chose, served from the
 * console's origin: they get the folder listings' policy, a sandbox that runs and loads nothing.
 * pip and the other clients only read their links.
 */
const SIMPLE_PAGE_POLICY = FOLDER_LISTING_HEADERS['content-security-policy'];

/**
 * A simple page as bytes, so the media type goes out as negotiated, without a charset added; HEAD
 * answers its headers alone. The routes and the front door send this same answer.
 */
function simplePageAnswer(method: string, format: PageFormat, page: Buffer): Answer {
  const headers = {
    vary: 'Accept',
    'content-type': format.type,
    'content-security-policy': SIMPLE_PAGE_POLICY,
    'content-length': String(page.length),
  };
  return method === 'HEAD' ? { status: 200, headers } : { status: 200, headers, body: page };
}

type PypiTarget =
  | { kind: 'index' }
  | { kind: 'project'; project: string; slash: boolean }
  | { kind: 'file'; path: string }
  | { kind: 'json'; project: string; version: string | undefined }
  | { kind: 'unknown' };

/** Splits `{repo}/{rest}` of the raw path; `simple` without its slash is the index too, to be redirected. */
function parsePath(raw: string): { repoKey: string; target: PypiTarget; slash: boolean } | undefined {
  let segments: string[];
  try {
    segments = raw.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  const [repoKey, area, ...rest] = segments;
  if (!repoKey) return undefined;
  if (area === 'simple') {
    if (rest.length === 0 || (rest.length === 1 && rest[0] === ''))
      return { repoKey, target: { kind: 'index' }, slash: rest.length === 1 };
    const [project = '', ...after] = rest;
    if (project !== '' && (after.length === 0 || (after.length === 1 && after[0] === '')))
      return { repoKey, target: { kind: 'project', project, slash: after.length === 1 }, slash: after.length === 1 };
  }
  // PyPI's JSON API: `pypi/{project}/json`, `pypi/{project}/{version}/json`.
  if (
    area === 'pypi' &&
    (rest.length === 2 || rest.length === 3) &&
    rest.at(-1) === 'json' &&
    rest[0] &&
    rest[1] !== ''
  )
    return {
      repoKey,
      target: { kind: 'json', project: rest[0], version: rest.length === 3 ? rest[1] : undefined },
      slash: false,
    };
  if (area === 'packages' && rest.length > 0 && rest.every((segment) => segment !== '' && segment !== '..'))
    return { repoKey, target: { kind: 'file', path: rest.join('/') }, slash: false };
  return { repoKey, target: { kind: 'unknown' }, slash: false };
}

/** PyPI repositories at `/artifactory/api/pypi/{repo}/`: the simple index, files, and twine's uploads. */
export function pypiRoutes(deps: PypiRoutesDeps) {
  const bindings = pypiBindings(deps);
  return async function register(app: FastifyInstance) {
    app.frontDoor.route(`${PYPI_API}/`, frontRead(deps));
    app.setErrorHandler(sendError);
    challengeAnonymous(app);
    // An upload streams to storage; nothing parses or buffers it first.
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
    registerRoutes(app, bindings);
    // A call no route takes is answered as text too; a not-found answer belongs to a prefix.
    await app.register(async (repositories) => repositories.setNotFoundHandler(sendNotFound), { prefix: PYPI_API });
  };
}

function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send(NOT_FOUND);
}

/**
 * Project pages read before the framework (plugins/front-door.ts), with the service's own
 * authorization; anything else, a redirect, or any refusal goes on to the routes below.
 */
function frontRead(deps: PypiRoutesDeps): FrontRoute {
  return async (request, actor, path) => {
    const located = parsePath(path);
    if (located?.target.kind !== 'project' || !located.target.slash) return undefined;
    const project = normalizeName(located.target.project);
    if (project !== located.target.project) return undefined;
    const format = negotiate(request.headers.accept);
    const page = await deps.pages.get(actor, located.repoKey, project, format);
    return simplePageAnswer(request.method ?? 'GET', format, page);
  };
}

/**
 * The file's name as pip reads it (a quoted `filename`, which Python's email parser takes), and
 * exactly (RFC 6266's `filename*`) for clients that read that.
 */
function attachment(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '\\$&');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** twine posts to the repository's own URL, `…/api/pypi/{repo}` (with or without the slash). */
function uploadRepository(request: FastifyRequest): string {
  const raw = rawPathAfter(request, `${PYPI_API}/`);
  if (!/^[^/]+\/?$/.test(raw)) throw new NotFound(NOT_FOUND);
  try {
    return decodeURIComponent(raw.replace(/\/$/, ''));
  } catch {
    throw new NotFound(NOT_FOUND);
  }
}

function pypiBindings(deps: PypiRoutesDeps) {
  const { pypi } = deps;

  const read = async (request: FastifyRequest, reply: FastifyReply) => {
    const located = parsePath(rawPathAfter(request, `${PYPI_API}/`));
    if (!located) throw new NotFound(NOT_FOUND);
    const { repoKey, target } = located;
    const simple = `${PYPI_API}/${encodeURIComponent(repoKey)}/simple/`;
    switch (target.kind) {
      case 'index': {
        if (!located.slash) return reply.redirect(simple, 301);
        const format = negotiate(request.headers.accept);
        const page = Buffer.from(projectListPage(format, await pypi.projects(request.actor, repoKey)));
        return sendAnswer(reply, simplePageAnswer(request.method, format, page));
      }
      case 'project': {
        const project = normalizeName(target.project);
        if (project !== target.project || !target.slash)
          return reply.redirect(`${simple}${encodeURIComponent(project)}/`, 301);
        const format = negotiate(request.headers.accept);
        const page = await deps.pages.get(request.actor, repoKey, project, format);
        return sendAnswer(reply, simplePageAnswer(request.method, format, page));
      }
      case 'file': {
        const item = await pypi.file(request.actor, repoKey, target.path);
        const answer = await storedFileAnswer(request.method, request.actor, item, deps);
        answer.headers['content-disposition'] = attachment(item.name);
        return sendAnswer(reply, answer);
      }
      case 'json': {
        const project = normalizeName(target.project);
        const found = await pypi.releases(request.actor, repoKey, project, target.version);
        const repositoryUrl = `${request.protocol}://${request.host}${PYPI_API}/${encodeURIComponent(repoKey)}`;
        const body = projectJson({ project, repositoryUrl, ...found }, { withReleases: target.version === undefined });
        return reply.type('application/json').send(request.method === 'HEAD' ? undefined : body);
      }
      default:
        throw new NotFound(NOT_FOUND);
    }
  };

  return [
    // HEAD is its own route: Fastify's automatic one would answer with the length of an empty body.
    handle(pypiProtocolRoutes.read, read, { exposeHeadRoute: false }),
    handle(pypiProtocolRoutes.readHead, read),
    handle(
      pypiProtocolRoutes.upload,
      async (request, reply) => {
        await pypi.upload(request.actor, uploadRepository(request), request.raw, request.headers['content-type']);
        return reply.code(200).type('text/plain; charset=utf-8').send('OK\n');
      },
      {
        // Refused before the body is read: not a PyPI repository, or one that takes no uploads.
        onRequest: async (request) => {
          await pypi.checkUpload(uploadRepository(request));
        },
      },
    ),
  ];
}
