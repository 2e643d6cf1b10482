import {
  METADATA_MAX_DEPTH,
  type MetadataConnection,
  type MetadataError,
  type MetadataPackage,
  type MetadataPackageFilter,
  type MetadataResponse,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { type DocumentNode, execute, GraphQLError, parse, validate } from 'graphql';
import type { Actor } from '../auth/actor.ts';
import { type FlatPackageArgs, type FlatVersionArgs, packageArgs, versionArgs } from './flat-arguments.ts';
import type { MetadataQuery } from './metadata.query.ts';
import { metadataSchema, queryDepth } from './metadata.schema.ts';
import { emptyConnection, type PageArgs } from './metadata-connection.ts';
import { MetadataInputError } from './metadata-input.ts';

/** The longest query text parsed; real queries are a few hundred characters. */
const MAX_QUERY_LENGTH = 64 * 1024;

/** Who asks, and the repositories of the console's selected project (R6.01); none selected: undefined. */
export interface MetadataCaller {
  actor: Actor;
  projectRepos?: readonly string[];
}

/**
 * The package list and search in the selected project: its repositories narrow what is read as a
 * `repos` filter does, and a project without repositories the caller asked for lists nothing.
 */
function inProject(
  query: MetadataQuery,
  caller: MetadataCaller,
  args: PageArgs<MetadataPackageFilter>,
): Promise<MetadataConnection<MetadataPackage>> {
  const { projectRepos } = caller;
  if (projectRepos === undefined) return query.packages(caller.actor, args);
  const asked = args.filter?.repos;
  const repos = asked ? projectRepos.filter((key) => asked.includes(key)) : [...projectRepos];
  if (repos.length === 0) return Promise.resolve(emptyConnection());
  return query.packages(caller.actor, { ...args, filter: { ...args.filter, repos } });
}

function rootValue(query: MetadataQuery) {
  return {
    packages: (args: Parameters<MetadataQuery['packages']>[1] & FlatPackageArgs, context: MetadataCaller) =>
      inProject(query, context, packageArgs(args)),
    package: (args: { id: string }, context: MetadataCaller) => query.package(context.actor, args.id),
    versions: (args: Parameters<MetadataQuery['versions']>[1] & FlatVersionArgs, context: MetadataCaller) =>
      query.versions(context.actor, versionArgs(args)),
  };
}

/**
 * Documents parsed and validated before, by their text: clients send the same few documents again
 * and again (the console one per screen), and parsing and validating one took about 2 ms of each
 * package search on a busy machine (CPU profile of the search bench). Only valid documents are
 * kept, the oldest dropped past the limit.
 */
const validDocuments = new Map<string, DocumentNode>();
const VALID_DOCUMENTS_KEPT = 64;

/** The query text as a document the schema accepts, or the answer that refuses it. */
function checkedDocument(text: string): { document: DocumentNode } | { refused: MetadataResponse } {
  const known = validDocuments.get(text);
  if (known) return { document: known };
  let document: DocumentNode;
  try {
    document = parse(text, { maxTokens: 10_000 });
  } catch (error) {
    return { refused: failure((error as GraphQLError).message, 'PARSING_ERROR') };
  }
  const depth = queryDepth(document);
  if (depth > METADATA_MAX_DEPTH)
    return {
      refused: failure(
        `The query nests ${depth} levels deep; at most ${METADATA_MAX_DEPTH} are allowed`,
        'QUERY_TOO_DEEP',
      ),
    };
  const invalid = validate(metadataSchema, document);
  if (invalid.length > 0)
    return {
      refused: {
        errors: invalid.map((error) => ({ message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
      },
    };
  if (validDocuments.size >= VALID_DOCUMENTS_KEPT) validDocuments.delete(validDocuments.keys().next().value as string);
  validDocuments.set(text, document);
  return { document };
}

function failure(message: string, code: string): MetadataResponse {
  return { errors: [{ message, extensions: { code } }] };
}

/**
 * Runs one GraphQL request. Every problem is answered in `errors[]`: a caller's mistake with its
 * message, anything else as an internal error whose details stay in the server log.
 */
export async function runMetadataQuery(
  query: MetadataQuery,
  caller: MetadataCaller,
  text: unknown,
  variables: unknown,
  log: FastifyInstance['log'],
): Promise<{ status: number; body: MetadataResponse }> {
  if (typeof text !== 'string' || text.trim() === '')
    return { status: 400, body: failure('The request has no GraphQL query', 'BAD_REQUEST') };
  if (text.length > MAX_QUERY_LENGTH)
    return {
      status: 400,
      body: failure(`The query is longer than ${MAX_QUERY_LENGTH} characters`, 'BAD_REQUEST'),
    };
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return { status: 400, body: failure('The variables must be a JSON object', 'BAD_REQUEST') };
  const checked = checkedDocument(text);
  if ('refused' in checked) return { status: 200, body: checked.refused };
  const { document } = checked;
  const result = await execute({
    schema: metadataSchema,
    document,
    rootValue: rootValue(query),
    contextValue: caller,
    variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
  });
  const body: MetadataResponse = { data: (result.data ?? null) as MetadataResponse['data'] };
  if (result.errors && result.errors.length > 0) body.errors = result.errors.map((error) => answerError(error, log));
  return { status: 200, body };
}

function answerError(error: GraphQLError, log: FastifyInstance['log']): MetadataError {
  const cause = error.originalError;
  if (cause instanceof MetadataInputError) return { message: cause.message, extensions: { code: cause.code } };
  // Variable coercion problems come without a cause and are the caller's.
  if (!cause || cause instanceof GraphQLError)
    return { message: error.message, extensions: { code: 'BAD_USER_INPUT' } };
  log.error({ err: cause }, 'metadata query failed');
  return { message: 'The query could not be answered', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
