import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream';
import { REQUEST_ID_HEADER } from '@arca/contract';
import type { FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import type { Answer } from '../lib/answer.ts';
import { andThen, type Eventually } from '../lib/eventually.ts';
import { clientAddress, requestOrigin, type TrustProxy } from '../lib/forwarded-client.ts';
import type { Actor } from '../modules/auth/actor.ts';
import { loggedUser, logRequest } from './request-log.ts';

/**
 * A read a module answers before the framework: its answer, or `undefined` to leave the request
 * to the routes (anything but the plain success it knows how to give). `path` is the raw path after
 * the route's prefix, without a query string. Routes, guards and the identity answer at once when
 * what they need is in memory: a request that meets no promise is answered in one turn.
 */
export type FrontRoute = (request: IncomingMessage, actor: Actor, path: string) => Eventually<Answer | undefined>;

/** Who calls, when the front door can tell it as the authentication hook would; else `undefined`. */
export type FrontIdentify = (request: IncomingMessage) => Eventually<Actor | undefined>;

/** Whether a request may go through the front door at all; `false` leaves it to the routes. */
export type FrontGuard = (request: IncomingMessage) => Eventually<boolean>;

type Answered = { answer: Answer; actor: Actor } | undefined;

/**
 * The hot reads — a published tarball, a cached packument — answered before Fastify runs: routing,
 * the hooks and the reply machinery cost several times what sending a small file does (ADR 025).
 * Only GET and HEAD of registered prefixes, without a query string, come here. Every check the
 * hooks make still holds, each done by the plugin that owns it: the request policy and
 * authentication register a guard and the caller's identity, and the route itself runs the same
 * authorization as its Fastify twin. Whatever the front door cannot answer as a plain success —
 * credentials it does not take (a password, a session), a refusal, a missing file, an error — goes
 * on to Fastify untouched, which answers it as before. Answers carry the same security headers
 * and request id, and write the same request log line.
 */
export class FrontDoor {
  readonly #routes: { prefix: string; route: FrontRoute }[] = [];
  readonly #guards: FrontGuard[] = [];
  readonly #headers: Readonly<Record<string, string>>;
  readonly #requestLog: Logger;
  readonly #requestId: () => string;
  /** Behind trusted proxies the client's address, scheme and host come from X-Forwarded-*, as Fastify reads them. */
  readonly #trust: TrustProxy | undefined;
  #identify: FrontIdentify | undefined;
  #open = true;
  /** Answers whose bodies are in memory, ended together once the requests ready in this turn are taken. */
  #ending: { response: ServerResponse; body: Buffer | undefined }[] = [];
  /** Requests answered here rather than by the routes: tests see which way a request went. */
  answered = 0;

  constructor(deps: {
    headers: Readonly<Record<string, string>>;
    requestLog: Logger;
    requestId: () => string;
    trust: TrustProxy | undefined;
  }) {
    this.#headers = deps.headers;
    this.#requestLog = deps.requestLog;
    this.#requestId = deps.requestId;
    this.#trust = deps.trust;
  }

  /** The scheme and host the client used (`https://registry.example`), as the routes' `request.protocol` and `host` say. */
  origin(request: IncomingMessage): string {
    return requestOrigin(request, this.#trust);
  }

  /** The longest prefix a request's path starts with chooses its route, as `/artifactory/api/npm/` over `/artifactory/`. */
  route(prefix: string, route: FrontRoute): void {
    this.#routes.push({ prefix, route });
    this.#routes.sort((a, b) => b.prefix.length - a.prefix.length);
  }

  guard(guard: FrontGuard): void {
    this.#guards.push(guard);
  }

  identify(identify: FrontIdentify): void {
    this.#identify = identify;
  }

  /** Once the server stops, every request goes to Fastify, which answers 503 and closes. */
  close(): void {
    this.#open = false;
  }

  /** An HTTP server whose requests meet the front door first, set up as Fastify sets up its own. */
  serverFactory(handler: (request: IncomingMessage, response: ServerResponse) => void, options: FastifyServerOptions) {
    const server: Server = createServer((request, response) => this.#take(request, response, handler));
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  }

  #take(
    request: IncomingMessage,
    response: ServerResponse,
    fallback: (request: IncomingMessage, response: ServerResponse) => void,
  ): void {
    const url = request.url ?? '';
    const found =
      this.#open && this.#identify && (request.method === 'GET' || request.method === 'HEAD') && !url.includes('?')
        ? this.#routes.find(({ prefix }) => url.startsWith(prefix))
        : undefined;
    if (!found) {
      fallback(request, response);
      return;
    }
    const started = performance.now();
    const reply = (answered: Answered) => {
      if (!answered) return fallback(request, response);
      try {
        this.#send(request, response, answered, started);
      } catch {
        // Nothing went out yet (a header Node refused): the routes answer instead.
        if (response.headersSent) response.destroy();
        else fallback(request, response);
      }
    };
    let answered: Eventually<Answered>;
    try {
      answered = this.#answer(request, url.slice(found.prefix.length), found.route, 0);
    } catch {
      answered = undefined;
    }
    if (answered instanceof Promise) answered.then(reply, () => fallback(request, response));
    else reply(answered);
  }

  /** Guards from the `index`th on, then the caller, then the route: each step at once while no promise comes. */
  #answer(request: IncomingMessage, path: string, route: FrontRoute, index: number): Eventually<Answered> {
    const guard = this.#guards[index];
    if (guard)
      return andThen(guard(request), (passes) => (passes ? this.#answer(request, path, route, index + 1) : undefined));
    return andThen(this.#identify?.(request), (actor) =>
      actor ? andThen(route(request, actor, path), (answer) => answer && { answer, actor }) : undefined,
    );
  }

  #send(
    request: IncomingMessage,
    response: ServerResponse,
    { answer, actor }: { answer: Answer; actor: Actor },
    started: number,
  ): void {
    this.answered++;
    const reqId = this.#requestId();
    response.writeHead(answer.status, { ...this.#headers, [REQUEST_ID_HEADER]: reqId, ...answer.headers });
    response.once('finish', () => {
      answer.sent?.();
      logRequest(this.#requestLog, {
        reqId,
        method: request.method ?? '',
        path: request.url ?? '',
        status: answer.status,
        ms: Math.round(performance.now() - started),
        ip: clientAddress(request, this.#trust),
        user: loggedUser(actor),
        bytes: Number(answer.headers['content-length'] ?? 0),
      });
    });
    const { body } = answer;
    if (body === undefined || Buffer.isBuffer(body)) this.#endWithTheTurn(response, body);
    else
      pipeline(body, response, (error) => {
        // The client went away or the disk failed mid-file: the socket ends, as Fastify ends it.
        if (error) response.destroy();
      });
  }

  /**
   * Ends a response once the event loop has taken every request that was ready, together with the
   * others answered meanwhile (`setImmediate` runs right after the poll phase). Sent as each is
   * answered, every response wakes its client on its own, and on a virtual machine each wake-up
   * costs the sender more kernel time than the send; sent back to back, one wake-up serves them
   * all. A response waits at most for the rest of the turn (ADR 025's fourth addendum).
   */
  #endWithTheTurn(response: ServerResponse, body: Buffer | undefined): void {
    if (this.#ending.push({ response, body }) === 1) setImmediate(() => this.#endAll());
  }

  #endAll(): void {
    const ending = this.#ending;
    this.#ending = [];
    for (const { response, body } of ending) {
      if (response.destroyed) continue; // the client went away meanwhile
      try {
        response.end(body);
      } catch {
        response.destroy();
      }
    }
  }
}
