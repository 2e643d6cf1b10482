import {
  type BodyOf,
  errorEnvelopeSchema,
  isMediaResponse,
  type JsonSchema,
  mountedPaths,
  type ParamsOf,
  pathParamNames,
  type QueryOf,
  type ReplyOf,
  type RouteAccess,
  type RouteDescriptor,
} from '@arca/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { type Actor, requireAdmin, requireUser, requireWholeUser } from '../modules/auth/actor.ts';

/** The request a descriptor's handler receives: its path parameters, query and body, typed. */
export type RouteRequest<D> = FastifyRequest<{ Params: ParamsOf<D>; Querystring: QueryOf<D>; Body: BodyOf<D> }>;

type Answer<D> = ReplyOf<D> | FastifyReply | undefined;

export type RouteHandler<D> = (request: RouteRequest<D>, reply: FastifyReply) => Answer<D> | Promise<Answer<D>>;

/** What a route may set beyond its descriptor: how it is served, never what it is. */
export type RouteServing = Pick<RouteShorthandOptions, 'bodyLimit' | 'exposeHeadRoute' | 'config'> & {
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler;
};

/** A descriptor with the handler that serves it: the only way a module offers a route. */
export interface RouteBinding {
  readonly descriptor: RouteDescriptor;
  readonly handler: RouteHandler<RouteDescriptor>;
  readonly serving: RouteServing;
}

/** Binds a handler to its descriptor; the handler's request and answer take the descriptor's types. */
export function handle<D extends RouteDescriptor>(
  descriptor: D,
  handler: RouteHandler<D>,
  serving: RouteServing = {},
): RouteBinding {
  // A module's bindings are one list of many descriptors: the handler's precise types are checked
  // here, against its own descriptor, and forgotten for the list (registerRoutes hands Fastify the
  // request the descriptor's schemas validated).
  return { descriptor, handler: handler as unknown as RouteHandler<RouteDescriptor>, serving };
}

const accessChecks: Record<Exclude<RouteAccess, 'anyone'>, (actor: Actor) => unknown> = {
  user: requireUser,
  'whole-user': requireWholeUser,
  admin: requireAdmin,
};

const refusedByRule = new WeakSet<FastifyRequest>();

/**
 * Whether a call's access rule refused the request: the service, which would have written its own
 * audit line for the attempt, never ran, so the audit trail writes one.
 */
export const wasRefusedByAccessRule = (request: FastifyRequest) => refusedByRule.has(request);

/** A route without declared parameters still validates them: each is text, up to a bound. */
function paramsSchema(descriptor: RouteDescriptor): JsonSchema | undefined {
  if (descriptor.params) return descriptor.params;
  const names = pathParamNames(descriptor.path);
  if (names.length === 0) return undefined;
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
  };
}

/** What Fastify validates and serializes with: the descriptor's schemas, JSON answers only. */
export function fastifySchema(descriptor: RouteDescriptor) {
  const response: Record<string, JsonSchema> = { '4xx': errorEnvelopeSchema };
  for (const [status, answer] of Object.entries(descriptor.responses)) {
    if (!isMediaResponse(answer)) response[status] = answer;
  }
  const params = paramsSchema(descriptor);
  return {
    ...(params ? { params } : {}),
    ...(descriptor.query ? { querystring: descriptor.query } : {}),
    ...(descriptor.headers ? { headers: descriptor.headers } : {}),
    ...(descriptor.body ? { body: descriptor.body } : {}),
    response,
  };
}

/**
 * Serves each binding at every path its descriptor is mounted at. The descriptor's access rule
 * is checked after validation, as a handler's own check would be, so a malformed call is a 400
 * for everyone and a well-formed one from the wrong caller a 401 or 403.
 */
export function registerRoutes(app: FastifyInstance, bindings: readonly RouteBinding[]) {
  for (const { descriptor, handler, serving } of bindings) {
    const { onRequest, preHandler, ...options } = serving;
    const check = descriptor.access === 'anyone' ? undefined : accessChecks[descriptor.access];
    const preHandlers: preHandlerHookHandler[] = [];
    if (check) {
      preHandlers.push(async (request) => {
        try {
          check(request.actor);
        } catch (error) {
          refusedByRule.add(request);
          throw error;
        }
      });
    }
    if (preHandler) preHandlers.push(preHandler);
    for (const url of mountedPaths(descriptor)) {
      app.route({
        ...options,
        method: descriptor.method,
        url,
        schema: fastifySchema(descriptor),
        ...(onRequest ? { onRequest } : {}),
        ...(preHandlers.length > 0 ? { preHandler: preHandlers } : {}),
        handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
      });
    }
  }
}
