import { versionDetailRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import { sendStoredFile } from '../formats/stored-file.ts';
import type { BlobStore, DownloadCounter } from '../storage/index.ts';
import type { VersionDetailsService } from './version-details.service.ts';

/**
 * The console's version-detail calls: readme, npm dependencies and properties, docker layers, and
 * the search screen's support data.
 */
export function versionDetailsRoutes(details: VersionDetailsService) {
  return [
    // The params schema reads the id as an integer.
    handle(versionDetailRoutes.readme, (request) =>
      details.readme(request.actor, Number(request.params.id), request.query.path),
    ),
    handle(versionDetailRoutes.npmDependencies, (request) =>
      details.npmDependencies(request.actor, request.query.repoKey, request.query.path),
    ),
    handle(versionDetailRoutes.npmProperties, (request) =>
      details.properties(request.actor, request.query.repoKey, request.query.path),
    ),
    handle(versionDetailRoutes.dockerLayers, (request) =>
      details.dockerLayers(request.actor, request.body.repoKey, request.body.path),
    ),
    handle(versionDetailRoutes.availablePackages, (request) => details.availablePackages(request.actor, request.query)),
    handle(versionDetailRoutes.repoData, (request) => details.repoData(request.actor, request.query)),
    handle(versionDetailRoutes.webServer, (request) => details.webServer(request.actor)),
  ];
}

/** `${UI_API}/download?repoKey=&path=`: a file the caller may read, as a browser download, counted. */
export function versionDownloadRoute(deps: {
  details: VersionDetailsService;
  blobs: BlobStore;
  downloads: DownloadCounter;
}) {
  return [
    handle(
      versionDetailRoutes.download,
      async (request, reply) => {
        const item = await deps.details.readableFile(request.actor, request.query.repoKey, request.query.path);
        // Served from the console's origin: never rendered as a page.
        reply.header('content-security-policy', 'sandbox');
        return sendStoredFile(request, reply, item, deps);
      },
      // A HEAD would count as a download: the browser only ever GETs this.
      { exposeHeadRoute: false },
    ),
  ];
}
