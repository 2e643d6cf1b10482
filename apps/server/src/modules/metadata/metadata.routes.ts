import { type MetadataResponse, metadataPaths } from '@arca/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/** `POST /metadata/api/v1/query`: `{query, variables}`, as the reference clients send it. */
export function metadataRoutes(query: MetadataQuery) {
  return async function register(app: FastifyInstance) {
    app.post<{ Body: { query?: unknown; variables?: unknown } | null }>(
      metadataPaths.query,
      async (request, response) =>
        reply(
          await runMetadataQuery(query, request.actor, request.body?.query, request.body?.variables, request.log),
          response,
        ),
    );
  };
}

/**
 * The console's calls: `{graphQL: query, variables}`, or `{graphQL: {query, variables}}`. The three
 * paths take the same documents; they are named apart as the console's calls are.
 */
export function metadataConsoleRoutes(query: MetadataQuery) {
  return async function register(app: FastifyInstance) {
    for (const path of [metadataPaths.packages, metadataPaths.package, metadataPaths.versions]) {
      app.post<{ Body: { graphQL?: unknown; variables?: unknown } | null }>(path, async (request, response) => {
        const given = request.body?.graphQL;
        const nested =
          typeof given === 'object' && given !== null ? (given as { query?: unknown; variables?: unknown }) : null;
        const text = nested ? nested.query : given;
        const variables = nested?.variables ?? request.body?.variables;
        return reply(await runMetadataQuery(query, request.actor, text, variables, request.log), response);
      });
    }
  };
}
