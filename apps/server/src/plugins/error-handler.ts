import { errorEnvelope, REQUEST_ID_HEADER, serverMessages } from '@arca/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, Invalid, RedirectToAuthentication, ServiceUnavailable, TooManyRequests } from '../lib/errors.ts';
import { systemFailure } from '../lib/system-failures.ts';

/** Fastify's own 4xx codes whose message we replace with a plain one. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: serverMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: serverMessages.unsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: serverMessages.malformedJson,
  FST_ERR_CTP_INVALID_JSON_BODY: serverMessages.malformedJson,
};

function clientMessage(error: FastifyError): string {
  if (error.code && FASTIFY_MESSAGES[error.code]) return FASTIFY_MESSAGES[error.code] as string;
  if (error instanceof SyntaxError) return serverMessages.malformedJson;
  return error.message;
}

/** One error handler, one envelope: `{"errors":[{"status","message"}]}`; 5xx never show internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = systemFailure(thrown) ?? thrown;
    if (error instanceof DomainError) {
      if (error.status >= 500) request.log.warn(error.cause ? { err: error.cause } : {}, error.message);
      if (error instanceof TooManyRequests || error instanceof ServiceUnavailable)
        reply.header('retry-after', String(error.retryAfterSeconds));
      if (error instanceof RedirectToAuthentication) reply.header('location', error.location);
      const envelope = errorEnvelope(error.status, error.message, error.code);
      if (error instanceof Invalid) envelope.errors.push(...error.details.map((message) => ({ status: 400, message })));
      return reply.code(error.status).send(envelope);
    }
    if (error.validation) {
      return reply.code(400).send(errorEnvelope(400, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorEnvelope(status, clientMessage(error)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorEnvelope(500, serverMessages.internal));
  });
}

/** What the router says of a path it refuses before any route runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The request path is not a valid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'A segment of the request path is too long',
};

/**
 * Fastify's `frameworkErrors` option. The router refuses a path it cannot decode (`/users/%zz`,
 * `%ff`, an encoded lone surrogate: 400) or whose parameter is longer than its limit (414) before
 * any hook or error handler runs, and by default answers its own JSON without the envelope or the
 * request id. Given to Fastify, this answers them in the envelope, with the request id, the
 * security headers and a request-log line, like every other answer.
 */
export function answerFrameworkErrors(refusal: {
  headers: Readonly<Record<string, string>>;
  log(request: FastifyRequest, reply: FastifyReply): void;
}) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // No hook runs for these: the security headers, the request id and the request-log line come from here.
    reply.headers(refusal.headers).header(REQUEST_ID_HEADER, request.id);
    const status = error.statusCode ?? 500;
    const known = status >= 400 && status < 500;
    if (!known) request.log.error({ err: error }, 'request failed');
    reply.raw.once('finish', () => refusal.log(request, reply));
    return known
      ? reply.code(status).send(errorEnvelope(status, FRAMEWORK_MESSAGES[error.code] ?? error.message))
      : reply.code(500).send(errorEnvelope(500, serverMessages.internal));
  };
}
