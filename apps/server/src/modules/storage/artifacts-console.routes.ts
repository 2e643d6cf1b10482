import { type ArtifactBuild, TREE_PAGE_LIMIT } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { Actor } from '../auth/actor.ts';
import { checkRelativePath } from './artifact-path.ts';
import type { BrowseService } from './browse.service.ts';
import type { ResolveService } from './resolve.service.ts';
import type { StorageSummaryService } from './storage-summary.service.ts';

/** The builds that list an artifact, by its checksums; builds are another module's. */
export type ArtifactBuildsLookup = (actor: Actor, checksums: readonly string[]) => Promise<ArtifactBuild[]>;

const locationQuery = {
  type: 'object',
  properties: {
    repoKey: { type: 'string', maxLength: 64 },
    path: { type: 'string', maxLength: 1024, default: '' },
    offset: { type: 'integer', minimum: 0, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: TREE_PAGE_LIMIT, default: TREE_PAGE_LIMIT },
  },
} as const;

type LocationQuery = { Querystring: { repoKey?: string; path: string; offset: number; limit: number } };

/**
 * The console's artifact calls: the tree page by page, what the caller may do at a node, an
 * artifact's builds, the storage summaries and the artifact count.
 */
export function artifactsConsoleRoutes(deps: {
  browse: BrowseService;
  resolve: ResolveService;
  summary: StorageSummaryService;
  artifactBuilds: ArtifactBuildsLookup;
}) {
  return async function register(app: FastifyInstance) {
    const schema = { querystring: locationQuery, response: errorResponses };
    app.get<LocationQuery>('/artifacts/children', { schema }, (request) => {
      const { repoKey, path, offset, limit } = request.query;
      return deps.browse.treeChildren(request.actor, repoKey || undefined, checkRelativePath(path), { offset, limit });
    });
    app.get<LocationQuery>(
      '/artifacts/actions',
      { schema: { ...schema, querystring: { ...locationQuery, required: ['repoKey'] } } },
      (request) =>
        deps.browse.actions(request.actor, request.query.repoKey ?? '', checkRelativePath(request.query.path)),
    );
    app.get<LocationQuery>(
      '/artifactbuilds',
      { schema: { ...schema, querystring: { ...locationQuery, required: ['repoKey', 'path'] } } },
      async (request) => {
        const { repoKey = '', path } = request.query;
        const { item } = await deps.resolve.resolve(request.actor, repoKey, checkRelativePath(path));
        const checksums = [item.sha1, item.sha256, item.md5].filter((value): value is string => Boolean(value));
        return item.type === 'file' ? deps.artifactBuilds(request.actor, checksums) : [];
      },
    );
    app.get('/storagesummary', { schema: { response: errorResponses } }, (request) =>
      deps.summary.summary(request.actor),
    );
    app.get('/storagesummary/projects', { schema: { response: errorResponses } }, (request) =>
      deps.summary.projects(request.actor),
    );
    app.get('/home/widget/artifactCount', { schema: { response: errorResponses } }, (request) =>
      deps.summary.artifactCount(request.actor),
    );
  };
}
