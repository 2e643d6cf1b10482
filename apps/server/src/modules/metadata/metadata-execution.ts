import { METADATA_MAX_DEPTH, type MetadataError, type MetadataResponse } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { type DocumentNode, execute, GraphQLError, parse, validate } from 'graphql';
import type { Actor } from '../auth/actor.ts';
import { type FlatPackageArgs, type FlatVersionArgs, packageArgs, versionArgs } from './flat-arguments.ts';
import type { MetadataQuery } from './metadata.query.ts';
import { metadataSchema, queryDepth } from './metadata.schema.ts';
import { MetadataInputError } from './metadata-input.ts';

/** The longest query text parsed; real queries are a few hundred characters. */
const MAX_QUERY_LENGTH = 64 * 1024;

interface Context {
  actor: Actor;
}

function rootValue(query: MetadataQuery) {
  return {
    packages: (args: Parameters<MetadataQuery['packages']>[1] & FlatPackageArgs, context: Context) =>
      query.packages(context.actor, packageArgs(args)),
    package: (args: { id: string }, context: Context) => query.package(context.actor, args.id),
    versions: (args: Parameters<MetadataQuery['versions']>[1] & FlatVersionArgs, context: Context) =>
      query.versions(context.actor, versionArgs(args)),
  };
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
  actor: Actor,
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
  let document: DocumentNode;
  try {
    document = parse(text, { maxTokens: 10_000 });
  } catch (error) {
    return { status: 200, body: failure((error as GraphQLError).message, 'PARSING_ERROR') };
  }
  const depth = queryDepth(document);
  if (depth > METADATA_MAX_DEPTH)
    return {
      status: 200,
      body: failure(
        `The query nests ${depth} levels deep; at most ${METADATA_MAX_DEPTH} are allowed`,
        'QUERY_TOO_DEEP',
      ),
    };
  const invalid = validate(metadataSchema, document);
  if (invalid.length > 0)
    return {
      status: 200,
      body: {
        errors: invalid.map((error) => ({ message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
      },
    };
  const result = await execute({
    schema: metadataSchema,
    document,
    rootValue: rootValue(query),
    contextValue: { actor } satisfies Context,
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
