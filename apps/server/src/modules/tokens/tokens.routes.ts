import { tokenRoutes } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { handle, registerRoutes } from '../../lib/routes.ts';
import { otpOf } from '../auth/reauthentication.ts';
import type { TokensService } from './tokens.service.ts';

/** A form body is small: a handful of fields. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * The access service's token calls, at /access and through the console gateway. Creating a token
 * also takes a form body, as scripts and the documentation's examples send it; only these routes
 * accept forms, so they are served in a scope of their own that parses them.
 */
export function tokensRoutes(tokens: TokensService) {
  const bindings = [
    handle(tokenRoutes.create, (request) => tokens.create(request.actor, request.body ?? {}, otpOf(request.headers))),
    handle(tokenRoutes.list, (request) => tokens.list(request.actor)),
    handle(tokenRoutes.revoke, async (request, reply) => {
      await tokens.revoke(request.actor, request.params.id);
      return reply.code(200).send();
    }),
  ];
  return async function register(scope: FastifyInstance) {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerRoutes(scope, bindings);
  };
}
