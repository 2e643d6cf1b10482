import { type ArtifactBuild, artifactBrowserRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { Actor } from '../auth/actor.ts';
import { checkRelativePath } from './artifact-path.ts';
import type { BrowseService } from './browse.service.ts';
import type { ResolveService } from './resolve.service.ts';
import type { StorageSummaryService } from './storage-summary.service.ts';

/** The builds that list an artifact, by its checksums; builds are another module's. */
export type ArtifactBuildsLookup = (actor: Actor, checksums: readonly string[]) => Promise<ArtifactBuild[]>;

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
  return [
    handle(artifactBrowserRoutes.treeChildren, (request) => {
      const { repoKey, path, offset, limit } = request.query;
      const page = { offset, limit };
      return repoKey
        ? deps.browse.treeChildren(request.actor, repoKey, checkRelativePath(path), page)
        : deps.browse.treeRoots(request.actor, request.query, page);
    }),
    handle(artifactBrowserRoutes.actions, (request) =>
      deps.browse.actions(request.actor, request.query.repoKey ?? '', checkRelativePath(request.query.path)),
    ),
    handle(artifactBrowserRoutes.artifactBuilds, async (request) => {
      const { repoKey = '', path } = request.query;
      const { item } = await deps.resolve.resolve(request.actor, repoKey, checkRelativePath(path));
      const checksums = [item.sha1, item.sha256, item.md5].filter((value): value is string => Boolean(value));
      return item.type === 'file' ? deps.artifactBuilds(request.actor, checksums) : [];
    }),
    handle(artifactBrowserRoutes.storageSummary, (request) => deps.summary.summary(request.actor)),
    handle(artifactBrowserRoutes.projectStorageSummary, (request) => deps.summary.projects(request.actor)),
    handle(artifactBrowserRoutes.artifactCount, (request) => deps.summary.artifactCount(request.actor)),
  ];
}
