import { type MetadataResponse, metadataRoutes } from '@arca/contract';
import type { FastifyReply } from 'fastify';
import { handle } from '../../lib/routes.ts';
import type { MetadataQuery } from './metadata.query.ts';

/**
 * GraphQL and the schema built from it are loaded on the first query rather than at start-up: they
 * are the largest code a server loads (about 0.9 MB), and many servers never answer a query.
 */
const runMetadataQuery: typeof import('./metadata-execution.ts').runMetadataQuery = async (...args) =>
  (await import('./metadata-execution.ts')).runMetadataQuery(...args);

function reply(answer: { status: number; body: MetadataResponse }, response: FastifyReply) {
  return response.code(answer.status).send(answer.body);
}

/**
 * `POST /metadata/api/v1/query` with `{query, variables}`, as the reference clients send it; and
 * the console's three calls with `{graphQL: query, variables}` or `{graphQL: {query, variables}}`,
 * which take the same documents and are named apart as the console's calls are.
 */
export function metadataQueryRoutes(query: MetadataQuery) {
  const consoleCall = (descriptor: (typeof metadataRoutes)['packages' | 'package' | 'versions']) =>
    handle(descriptor, async (request, response) => {
      const given = request.body?.graphQL;
      const nested =
        typeof given === 'object' && given !== null ? (given as { query?: unknown; variables?: unknown }) : null;
      const text = nested ? nested.query : given;
      const variables = nested?.variables ?? request.body?.variables;
      return reply(await runMetadataQuery(query, request.actor, text, variables, request.log), response);
    });
  return [
    handle(metadataRoutes.query, async (request, response) =>
      reply(
        await runMetadataQuery(query, request.actor, request.body?.query, request.body?.variables, request.log),
        response,
      ),
    ),
    consoleCall(metadataRoutes.packages),
    consoleCall(metadataRoutes.package),
    consoleCall(metadataRoutes.versions),
  ];
}
