import {
  type MetadataConsoleBody,
  type MetadataResponse,
  metadataRoutes,
  type ProjectScopeQuery,
  selectedProjectKey,
} from '@arca/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { handle } from '../../lib/routes.ts';
import type { Actor } from '../auth/actor.ts';
import { inSelectedProject } from '../repositories/project-scope.ts';
import type { StorageAccess } from '../storage/index.ts';
import type { MetadataQuery } from './metadata.query.ts';
import type { MetadataCaller } from './metadata-execution.ts';

/**
 * GraphQL and the schema built from it are loaded on the first query rather than at start-up: they
 * are the largest code a server loads (about 0.9 MB), and many servers never answer a query.
 */
const runMetadataQuery: typeof import('./metadata-execution.ts').runMetadataQuery = async (...args) =>
  (await import('./metadata-execution.ts')).runMetadataQuery(...args);

function reply(answer: { status: number; body: MetadataResponse }, response: FastifyReply) {
  return response.code(answer.status).send(answer.body);
}

/** The console's body: `{graphQL: query, variables}` or `{graphQL: {query, variables}}`. */
function consoleDocument(body: MetadataConsoleBody | null | undefined): { text: unknown; variables: unknown } {
  const given = body?.graphQL;
  const nested =
    typeof given === 'object' && given !== null ? (given as { query?: unknown; variables?: unknown }) : null;
  return { text: nested ? nested.query : given, variables: nested?.variables ?? body?.variables };
}

/**
 * `POST /metadata/api/v1/query` with `{query, variables}`, as the reference clients send it; and
 * the console's three calls with `{graphQL: query, variables}` or `{graphQL: {query, variables}}`,
 * which take the same documents and are named apart as the console's calls are. The console's
 * package list and search narrow to the selected project's repositories (R6.01); a package and its
 * versions, opened by id, are shown whole.
 */
export function metadataQueryRoutes(query: MetadataQuery, repositories: Pick<StorageAccess, 'listRepositories'>) {
  const inProject = async (actor: Actor, scope: ProjectScopeQuery): Promise<MetadataCaller> =>
    selectedProjectKey(scope) === undefined
      ? { actor }
      : { actor, projectRepos: inSelectedProject(await repositories.listRepositories(), scope).map((r) => r.key) };
  const answer = async (
    request: { body: MetadataConsoleBody | null; log: FastifyBaseLogger },
    caller: MetadataCaller,
    response: FastifyReply,
  ) => {
    const { text, variables } = consoleDocument(request.body);
    return reply(await runMetadataQuery(query, caller, text, variables, request.log), response);
  };
  return [
    handle(metadataRoutes.query, async (request, response) =>
      reply(
        await runMetadataQuery(
          query,
          { actor: request.actor },
          request.body?.query,
          request.body?.variables,
          request.log,
        ),
        response,
      ),
    ),
    handle(metadataRoutes.packages, async (request, response) =>
      answer(request, await inProject(request.actor, request.query), response),
    ),
    handle(metadataRoutes.package, (request, response) => answer(request, { actor: request.actor }, response)),
    handle(metadataRoutes.versions, (request, response) => answer(request, { actor: request.actor }, response)),
  ];
}
