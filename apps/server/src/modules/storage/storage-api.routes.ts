import {
  PROJECT_CONTEXT,
  projectScopeProperties,
  type StorageFlags,
  serverMessages,
  storageRoutes,
} from '@arca/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Invalid } from '../../lib/errors.ts';
import { handle, type RouteBinding, registerRoutes } from '../../lib/routes.ts';
import { parseArtifactUrl, parseRepoPathParameter } from './artifact-path.ts';
import { challengeAnonymous, rawPathOfParameters, refuseUnsafePaths } from './artifacts.routes.ts';
import type { BrowseService } from './browse.service.ts';
import type { ItemChangesService, Transfer } from './item-changes.service.ts';
import type { StorageSummaryService } from './storage-summary.service.ts';

function flag(query: StorageFlags, name: string): boolean {
  const value = query[name];
  return value !== undefined && value !== '0' && value !== 'false';
}

/** `k=v1,v2;k2=v3` as properties keep it. */
export function parsePropertyList(text: string): Map<string, string[]> {
  const properties = new Map<string, string[]>();
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const equals = part.indexOf('=');
    const key = (equals < 0 ? part : part.slice(0, equals)).trim();
    if (key === '') throw new Invalid(serverMessages.invalidProperty);
    const values = equals < 0 ? [''] : part.slice(equals + 1).split(',');
    properties.set(key, [...(properties.get(key) ?? []), ...values]);
  }
  return properties;
}

function repoKeysOf(query: StorageFlags): string[] | undefined {
  const repos = query.repos
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return repos?.length ? repos : undefined;
}

const DIGEST_LENGTHS = { sha256: 64, sha1: 40, md5: 32 } as const;

/**
 * The storage API's calls and the searches beside it, in a scope that challenges anonymous callers
 * with the realm package clients know.
 */
export function storageApiScope(bindings: readonly RouteBinding[]) {
  return async function register(app: FastifyInstance) {
    challengeAnonymous(app);
    registerRoutes(app, bindings);
  };
}

/** Storage info and properties, move and copy, checksum and property search (jfrog-wire-compat §1.6, §1.7, §1.10). */
export function storageApiRoutes(deps: {
  browse: BrowseService;
  changes: ItemChangesService;
  summary: StorageSummaryService;
}): RouteBinding[] {
  const locationOf = (request: FastifyRequest) => parseArtifactUrl(rawPathOfParameters(request));
  const checked = { onRequest: refuseUnsafePaths };
  const searched = (query: StorageFlags) => deps.browse.searchedKeys(query, repoKeysOf(query));

  const storageInfo = async (request: FastifyRequest<{ Querystring: StorageFlags }>) => {
    const { repoKey, path } = locationOf(request);
    const { query } = request;
    if (query.properties !== undefined) {
      const keys = query.properties
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);
      return deps.browse.properties(request.actor, repoKey, path, keys);
    }
    if (query.stats !== undefined) return deps.browse.stats(request.actor, repoKey, path);
    if (query.list !== undefined) {
      const depth = Number(query.depth);
      return deps.browse.list(request.actor, repoKey, path, {
        deep: flag(query, 'deep'),
        ...(Number.isInteger(depth) && depth > 0 ? { depth } : {}),
        listFolders: flag(query, 'listFolders'),
        mdTimestamps: flag(query, 'mdTimestamps'),
        includeRootPath: flag(query, 'includeRootPath'),
      });
    }
    return deps.browse.info(request.actor, repoKey, path);
  };

  const propertiesText = (query: StorageFlags) => {
    const text = query.properties;
    if (text === undefined) throw new Invalid(serverMessages.invalidProperty);
    return text;
  };
  const recursive = (query: StorageFlags) => query.recursive === undefined || flag(query, 'recursive');

  const transfer = (operation: Transfer) => async (request: FastifyRequest<{ Querystring: StorageFlags }>) => {
    const source = locationOf(request);
    const to = request.query.to;
    if (!to) throw new Invalid(serverMessages.moveTargetRequired);
    const target = parseRepoPathParameter(to);
    return deps.changes.transfer(request.actor, operation, source, target, flag(request.query, 'dry'));
  };

  return [
    handle(storageRoutes.repositoryInfo, storageInfo, checked),
    handle(storageRoutes.info, storageInfo, checked),
    handle(
      storageRoutes.setProperties,
      async (request, reply) => {
        const text = propertiesText(request.query);
        await deps.changes.setProperties(
          request.actor,
          locationOf(request),
          parsePropertyList(text),
          recursive(request.query),
        );
        return reply.code(204).send();
      },
      checked,
    ),
    handle(
      storageRoutes.deleteProperties,
      async (request, reply) => {
        const keys = propertiesText(request.query)
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean);
        await deps.changes.deleteProperties(request.actor, locationOf(request), keys, recursive(request.query));
        return reply.code(204).send();
      },
      checked,
    ),
    handle(storageRoutes.move, transfer('move'), checked),
    handle(storageRoutes.copy, transfer('copy'), checked),
    // The JFrog CLI probes this before splitting a large upload; every upload here is one stream.
    handle(storageRoutes.uploadsConfig, () => ({ supported: false })),
    handle(storageRoutes.summary, (request) => deps.summary.summary(request.actor)),
    // The summary is computed on every read, so there is nothing to refresh.
    handle(storageRoutes.calculateSummary, async (request, reply) => {
      await deps.summary.summary(request.actor);
      return reply.code(202).send();
    }),
    handle(storageRoutes.checksumSearch, async (request) => {
      const { query } = request;
      const algorithm = (['sha256', 'sha1', 'md5'] as const).find((name) => query[name]);
      if (!algorithm) throw new Invalid(serverMessages.checksumSearchNeedsChecksum);
      const checksum = (query[algorithm] ?? '').trim().toLowerCase();
      if (!new RegExp(`^[0-9a-f]{${DIGEST_LENGTHS[algorithm]}}$`).test(checksum))
        throw new Invalid(serverMessages.checksumSearchMalformed);
      return deps.browse.searchChecksum(request.actor, algorithm, checksum, await searched(query));
    }),
    handle(storageRoutes.nameSearch, async (request) => {
      const name = request.query.name?.trim();
      if (!name) throw new Invalid(serverMessages.nameSearchNeedsName);
      return deps.browse.searchName(request.actor, name, await searched(request.query));
    }),
    handle(storageRoutes.gavcSearch, async (request) => {
      const { g, a, v, c } = request.query;
      if (!g && !a && !v && !c) throw new Invalid(serverMessages.gavcSearchNeedsCoordinate);
      const given = Object.fromEntries(Object.entries({ g, a, v, c }).filter(([, value]) => value));
      return deps.browse.searchGavc(request.actor, given, await searched(request.query));
    }),
    handle(storageRoutes.propertySearch, async (request) => {
      // Any other parameter names a property; the console's project parameters come with its context.
      const scoped = request.query.context === PROJECT_CONTEXT;
      const criteria = new Map<string, string[]>();
      for (const [key, value] of Object.entries(request.query))
        if (key !== 'repos' && !(scoped && key in projectScopeProperties) && value !== undefined)
          criteria.set(key, value.split(','));
      if (criteria.size === 0) throw new Invalid(serverMessages.invalidProperty);
      const repoKeys = scoped ? await searched(request.query) : repoKeysOf(request.query);
      return deps.browse.searchProperties(request.actor, criteria, repoKeys);
    }),
  ];
}
