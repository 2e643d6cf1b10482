import { serverMessages } from '@arca/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Invalid } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { parseArtifactUrl, parseRepoPathParameter } from './artifact-path.ts';
import { challengeAnonymous, rawPathAfter } from './artifacts.routes.ts';
import type { BrowseService } from './browse.service.ts';
import type { ItemChangesService, Transfer } from './item-changes.service.ts';
import type { StorageSummaryService } from './storage-summary.service.ts';

type Flags = Record<string, string | undefined>;

const flagsQuery = { type: 'object', additionalProperties: { type: 'string', maxLength: 8192 } } as const;

function flag(query: Flags, name: string): boolean {
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

function repoKeysOf(query: Flags): string[] | undefined {
  const repos = query.repos
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return repos?.length ? repos : undefined;
}

const DIGEST_LENGTHS = { sha256: 64, sha1: 40, md5: 32 } as const;

/** Storage info and properties, move and copy, checksum and property search (jfrog-wire-compat §1.6, §1.7, §1.10). */
export function storageApiRoutes(deps: {
  browse: BrowseService;
  changes: ItemChangesService;
  summary: StorageSummaryService;
}) {
  return async function register(app: FastifyInstance) {
    challengeAnonymous(app);
    const locationAfter = (request: FastifyRequest, marker: string) =>
      parseArtifactUrl(rawPathAfter(request, `${app.prefix}${marker}`));
    const schema = { querystring: flagsQuery, response: errorResponses };

    const storageInfo = async (request: FastifyRequest<{ Querystring: Flags }>) => {
      const { repoKey, path } = locationAfter(request, '/api/storage/');
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
    app.get<{ Querystring: Flags }>('/api/storage/:repo', { schema }, storageInfo);
    app.get<{ Querystring: Flags }>('/api/storage/:repo/*', { schema }, storageInfo);

    const changeProperties = async (request: FastifyRequest<{ Querystring: Flags }>) => {
      const location = locationAfter(request, '/api/storage/');
      const text = request.query.properties;
      if (text === undefined) throw new Invalid(serverMessages.invalidProperty);
      const recursive = request.query.recursive === undefined || flag(request.query, 'recursive');
      if (request.method === 'PUT') {
        await deps.changes.setProperties(request.actor, location, parsePropertyList(text), recursive);
      } else {
        const keys = text
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean);
        await deps.changes.deleteProperties(request.actor, location, keys, recursive);
      }
    };
    for (const method of ['PUT', 'DELETE'] as const)
      app.route<{ Querystring: Flags }>({
        method,
        url: '/api/storage/:repo/*',
        schema,
        handler: async (request, reply) => {
          await changeProperties(request);
          return reply.code(204).send();
        },
      });

    for (const operation of ['move', 'copy'] as const satisfies Transfer[]) {
      app.post<{ Querystring: Flags }>(`/api/${operation}/:repo/*`, { schema }, async (request) => {
        const source = locationAfter(request, `/api/${operation}/`);
        const to = request.query.to;
        if (!to) throw new Invalid(serverMessages.moveTargetRequired);
        const target = parseRepoPathParameter(to);
        return deps.changes.transfer(request.actor, operation, source, target, flag(request.query, 'dry'));
      });
    }

    // The JFrog CLI probes this before splitting a large upload; every upload here is one stream.
    app.get('/api/v1/uploads/config', async () => ({ supported: false }));

    app.get('/api/storageinfo', { schema: { response: errorResponses } }, (request) =>
      deps.summary.summary(request.actor),
    );
    // The summary is computed on every read, so there is nothing to refresh.
    app.post('/api/storageinfo/calculate', { schema: { response: errorResponses } }, async (request, reply) => {
      await deps.summary.summary(request.actor);
      return reply.code(202).send();
    });

    app.get<{ Querystring: Flags }>('/api/search/checksum', { schema }, async (request) => {
      const { query } = request;
      const algorithm = (['sha256', 'sha1', 'md5'] as const).find((name) => query[name]);
      if (!algorithm) throw new Invalid(serverMessages.checksumSearchNeedsChecksum);
      const checksum = (query[algorithm] ?? '').trim().toLowerCase();
      if (!new RegExp(`^[0-9a-f]{${DIGEST_LENGTHS[algorithm]}}$`).test(checksum))
        throw new Invalid(serverMessages.checksumSearchMalformed);
      return deps.browse.searchChecksum(request.actor, algorithm, checksum, repoKeysOf(query));
    });

    app.get<{ Querystring: Flags }>('/api/search/artifact', { schema }, async (request) => {
      const name = request.query.name?.trim();
      if (!name) throw new Invalid(serverMessages.nameSearchNeedsName);
      return deps.browse.searchName(request.actor, name, repoKeysOf(request.query));
    });

    app.get<{ Querystring: Flags }>('/api/search/gavc', { schema }, async (request) => {
      const { g, a, v, c } = request.query;
      if (!g && !a && !v && !c) throw new Invalid(serverMessages.gavcSearchNeedsCoordinate);
      const given = Object.fromEntries(Object.entries({ g, a, v, c }).filter(([, value]) => value));
      return deps.browse.searchGavc(request.actor, given, repoKeysOf(request.query));
    });

    app.get<{ Querystring: Flags }>('/api/search/prop', { schema }, async (request) => {
      const criteria = new Map<string, string[]>();
      for (const [key, value] of Object.entries(request.query))
        if (key !== 'repos' && value !== undefined) criteria.set(key, value.split(','));
      if (criteria.size === 0) throw new Invalid(serverMessages.invalidProperty);
      return deps.browse.searchProperties(request.actor, criteria, repoKeysOf(request.query));
    });
  };
}
