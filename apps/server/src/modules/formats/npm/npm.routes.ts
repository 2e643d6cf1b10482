import type { IncomingMessage } from 'node:http';
import { clientLoginParams, NPM_API, npmProtocolRoutes } from '@arca/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataChanges } from '../../../db/data-changes.ts';
import { DomainError, NotFound, TooManyRequests } from '../../../lib/errors.ts';
import { andThen } from '../../../lib/eventually.ts';
import { handle, type RouteHandler, registerRoutes } from '../../../lib/routes.ts';
import type { FrontRoute } from '../../../plugins/front-door.ts';
import type { CliLoginService } from '../../cli-login/cli-login.service.ts';
import {
  type BlobStore,
  challengeAnonymous,
  type DownloadCounter,
  FrontFindings,
  holdsLasting,
  type Item,
  rawPathAfter,
} from '../../storage/index.ts';
import { sendStoredFile, storedFileAnswer } from '../stored-file.ts';
import type { CachedPackuments } from './cached-packuments.ts';
import type { NpmService } from './npm.service.ts';
import { AUDIT_QUERIES, type NpmAudit } from './npm-audit.ts';
import { type NpmTarget, parseNpmPath } from './npm-paths.ts';
import { NOT_FOUND, type NpmReader } from './npm-reader.ts';
import { ABBREVIATED_TYPE } from './packument.ts';
import type { PackumentBytes } from './packument-cache.ts';
import { packumentAnswer, sendPackument } from './packument-reply.ts';

export interface NpmRoutesDeps {
  npm: NpmService;
  reader: NpmReader;
  audit: NpmAudit;
  webLogins: CliLoginService;
  packuments: CachedPackuments;
  blobs: BlobStore;
  downloads: DownloadCounter;
  /** What tells that the database changed: what a caller found is kept until then. */
  dataChanges: DataChanges;
  /** The configured public URL of the server, if any; else tarball URLs follow the request's host. */
  baseUrl?: string | undefined;
}

/** A tarball is published inside a JSON document, base64-encoded. */
const PUBLISH_BODY_LIMIT = 256 * 1024 * 1024;
/** An audit names every package of a tree once, with its versions. */
const AUDIT_BODY_LIMIT = 16 * 1024 * 1024;
/** What of an audit request goes on to the upstream: how its body is written. */
const AUDIT_HEADERS = ['content-type', 'content-encoding'] as const;
const METHOD_NOT_ALLOWED = 'method not allowed';

class MethodNotAllowed extends DomainError {
  constructor() {
    super(405, METHOD_NOT_ALLOWED);
  }
}

/** npm clients read `{error}`; internals never show. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.status).send({ error: error.message });
  }
  const status = error.validation ? 400 : (error.statusCode ?? 500);
  if (status >= 400 && status < 500) return reply.code(status).send({ error: error.message });
  request.log.error({ err: error }, 'npm request failed');
  return reply.code(500).send({ error: 'internal server error' });
}

/** The npm registry API of npm repositories, local, remote and virtual, at `/artifactory/api/npm/{repo}/` (ADR 005). */
export function npmRoutes(deps: NpmRoutesDeps) {
  const bindings = npmBindings(deps);
  return async function register(app: FastifyInstance) {
    app.frontDoor.route(
      `${NPM_API}/`,
      frontRead(deps, (request) => app.frontDoor.origin(request)),
    );
    app.setErrorHandler(sendError);
    challengeAnonymous(app);
    registerRoutes(app, bindings);
    // An audit's body goes on to the upstream as npm sent it (gzipped, by npm), so it is kept unread.
    await app.register(async (audits) => {
      audits.removeAllContentTypeParsers();
      audits.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AUDIT_BODY_LIMIT }, (_request, body, done) =>
        done(null, body),
      );
      registerRoutes(audits, [auditBinding(deps.audit)]);
    });
    // A call no route takes is answered as npm answers it; a not-found answer belongs to a prefix.
    await app.register(async (registry) => registry.setNotFoundHandler(sendNotFound), { prefix: NPM_API });
  };
}

function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ error: NOT_FOUND });
}

function locate(request: FastifyRequest): { repoKey: string; target: NpmTarget } {
  const located = parseNpmPath(rawPathAfter(request, `${NPM_API}/`));
  if (!located) throw new NotFound(NOT_FOUND);
  return located;
}

/** How often npm asks whether its web login was approved. */
const WEB_LOGIN_RETRY_SECONDS = 1;

/** Where tarball URLs point: the configured public URL, else the address the client used. */
function registryUrl(deps: NpmRoutesDeps, origin: string, repoKey: string): string {
  const base = deps.baseUrl?.replace(/\/$/, '') ?? origin;
  return `${base}${NPM_API}/${encodeURIComponent(repoKey)}`;
}

/** Whether a packument read asks for the abbreviated form npm installs from. */
function wantsAbbreviated(accept: string | undefined, write: string | undefined): boolean {
  return (accept ?? '').includes(ABBREVIATED_TYPE) && write !== 'true';
}

/**
 * Packuments and tarballs read before the framework (plugins/front-door.ts), with the reader's own
 * authorization; anything else, or any refusal, goes on to the routes below.
 */
function frontRead(deps: NpmRoutesDeps, originOf: (request: IncomingMessage) => string): FrontRoute {
  // What a caller found is kept while the database is unchanged: a repeated read meets no promise.
  // A packument is found as a weak reference: the packument cache's byte budget alone decides how
  // many documents stay in memory, however many callers and paths have been found.
  const packuments = new FrontFindings<WeakRef<PackumentBytes>>(deps.dataChanges);
  const tarballs = new FrontFindings<Item>(deps.dataChanges);
  return (request, actor, path) => {
    const located = parseNpmPath(path);
    if (!located || !request.headers.host) return undefined;
    const { repoKey, target } = located;
    if (target.kind === 'package' && target.rev === undefined) {
      const abbreviated = wantsAbbreviated(request.headers.accept, undefined);
      const url = registryUrl(deps, originOf(request), repoKey);
      const read = () => deps.packuments.get(actor, repoKey, target.name, url, abbreviated);
      let justRead: PackumentBytes | undefined;
      const found = packuments.find(actor, `${abbreviated}\0${url}\0${path}`, async () => {
        justRead = await read();
        return { value: new WeakRef(justRead), lasting: justRead.lasting };
      });
      const type = abbreviated ? ABBREVIATED_TYPE : 'application/json';
      // What this request read itself, else what is still in memory, else read again (the cache let it go).
      const packument = andThen(found, (ref) => justRead ?? ref.deref() ?? read());
      return andThen(packument, (bytes) => packumentAnswer(request.headers, bytes, type));
    }
    if (target.kind === 'tarball' && target.rev === undefined) {
      const tarball = tarballs.find(actor, path, async () => {
        const { item } = await deps.reader.tarball(actor, repoKey, target.name, target.file);
        return { value: item, lasting: holdsLasting(await deps.reader.repository(repoKey)) };
      });
      return andThen(tarball, (item) => storedFileAnswer(request.method ?? 'GET', actor, item, deps));
    }
    return undefined;
  };
}

function auditBinding(audit: NpmAudit) {
  return handle(npmProtocolRoutes.audit, async (request, reply) => {
    const { repo, '*': query } = request.params as { repo: string; '*': string };
    if (!AUDIT_QUERIES.has(query)) throw new NotFound(NOT_FOUND);
    const headers: Record<string, string> = {};
    for (const name of AUDIT_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const answer = await audit.advisories(request.actor, repo, query, body, headers);
    return reply.type(answer.contentType).send(answer.body);
  });
}

function npmBindings(deps: NpmRoutesDeps) {
  const { npm, reader } = deps;

  const read: RouteHandler<typeof npmProtocolRoutes.read> = async (request, reply) => {
    const { repoKey, target } = locate(request);
    switch (target.kind) {
      case 'package': {
        const abbreviated = wantsAbbreviated(request.headers.accept, (request.query as { write?: string }).write);
        const packument = await deps.packuments.get(
          request.actor,
          repoKey,
          target.name,
          registryUrl(deps, `${request.protocol}://${request.host}`, repoKey),
          abbreviated,
        );
        return sendPackument(request, reply, packument, abbreviated ? ABBREVIATED_TYPE : 'application/json');
      }
      case 'tarball':
        return sendStoredFile(
          request,
          reply,
          (await reader.tarball(request.actor, repoKey, target.name, target.file)).item,
          deps,
        );
      case 'dist-tags':
        if (target.tag !== undefined) throw new MethodNotAllowed();
        return reader.distTags(request.actor, repoKey, target.name);
      case 'search': {
        const query = request.query as { text?: string; size?: string; from?: string };
        return reader.search(request.actor, repoKey, query.text ?? '', Number(query.size), Number(query.from));
      }
      case 'whoami':
        return npm.whoami(request.actor);
      case 'ping':
        return npm.ping(repoKey);
      case 'web-login-done': {
        const token = await deps.webLogins.collect(target.session);
        if (!token) return reply.code(202).header('retry-after', String(WEB_LOGIN_RETRY_SECONDS)).send({});
        return { token: token.access_token };
      }
      case 'version':
        return reader.version(
          request.actor,
          repoKey,
          target.name,
          target.version,
          registryUrl(deps, `${request.protocol}://${request.host}`, repoKey),
        );
      case 'auth': {
        const scope = target.scope ?? (request.query as { scope?: string }).scope?.replace(/^@/, '');
        const lines = await npm.npmrc(request.actor, request.headers.authorization, {
          repoKey,
          scope,
          registryUrl: registryUrl(deps, `${request.protocol}://${request.host}`, repoKey),
        });
        return reply.type('text/plain; charset=utf-8').send(lines);
      }
      default:
        throw new NotFound(NOT_FOUND);
    }
  };

  return [
    // HEAD is its own route: Fastify's automatic one would answer with the length of an empty body.
    handle(npmProtocolRoutes.read, read, { exposeHeadRoute: false }),
    handle(npmProtocolRoutes.readHead, read),
    // Only a publish carries a tarball; the other writes keep the server's small body limit.
    handle(
      npmProtocolRoutes.publish,
      async (request, reply) => {
        const { repoKey, target } = locate(request);
        if (target.kind !== 'package') throw new MethodNotAllowed();
        await npm.put(request.actor, repoKey, target.name, request.body, target.rev);
        return reply.code(201).send({ ok: true });
      },
      {
        bodyLimit: PUBLISH_BODY_LIMIT,
        // Refused before a large body is read: an unknown call, or a caller who may not deploy.
        onRequest: async (request) => {
          const { repoKey, target } = locate(request);
          if (target.kind !== 'package') throw new MethodNotAllowed();
          await npm.checkWrite(request.actor, repoKey, target.name);
        },
      },
    ),
    handle(npmProtocolRoutes.setDistTag, async (request, reply) => {
      const { repoKey, target } = locate(request);
      if (target.kind !== 'dist-tags' || target.tag === undefined) throw new MethodNotAllowed();
      await npm.setDistTag(request.actor, repoKey, target.name, target.tag, request.body);
      return reply.code(201).send({ ok: true });
    }),
    handle(npmProtocolRoutes.webLogin, async (request) => {
      const { repo } = request.params as { repo: string };
      await reader.repository(repo);
      const session = await deps.webLogins.openWebLogin();
      const origin = (deps.baseUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
      return {
        // The console's CLI login page, through the login form when the user is not signed in.
        loginUrl: `${origin}/ui/?${clientLoginParams.session}=${session}&${clientLoginParams.name}=npm`,
        doneUrl: `${registryUrl(deps, `${request.protocol}://${request.host}`, repo)}/-/v1/done/${session}`,
      };
    }),
    handle(npmProtocolRoutes.login, async (request, reply) => {
      const { target } = locate(request);
      if (target.kind !== 'user') throw new MethodNotAllowed();
      return reply.code(201).send(await npm.login(target.name, request.body, request.ip));
    }),
    handle(npmProtocolRoutes.remove, async (request) => {
      const { repoKey, target } = locate(request);
      if (target.kind === 'dist-tags' && target.tag !== undefined)
        await npm.removeDistTag(request.actor, repoKey, target.name, target.tag);
      else if (target.kind === 'package' && target.rev !== undefined)
        await npm.unpublishPackage(request.actor, repoKey, target.name);
      else if (target.kind === 'tarball' && target.rev !== undefined)
        await npm.unpublishTarball(request.actor, repoKey, target.name, target.file);
      else if (target.kind === 'token') await npm.logout(request.actor, target.token);
      else throw new MethodNotAllowed();
      return { ok: true as const };
    }),
  ];
}
