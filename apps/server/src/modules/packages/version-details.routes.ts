import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/route-schemas.ts';
import { sendStoredFile } from '../formats/stored-file.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { DownloadCounter } from '../storage/download-counter.ts';
import type { ProjectScope, VersionDetailsService } from './version-details.service.ts';

const fileQuery = {
  type: 'object',
  required: ['repoKey', 'path'],
  properties: {
    repoKey: { type: 'string', minLength: 1, maxLength: 64 },
    path: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;
type FileQuery = { Querystring: { repoKey: string; path: string } };

/** The selected project's parameters the console adds to every request (R6.01). */
const projectQuery = {
  type: 'object',
  properties: {
    projectKey: { type: 'string', maxLength: 64 },
    context: { type: 'string', maxLength: 64 },
  },
} as const;

/**
 * The console's version-detail calls, under `${UI_API}/ui`: readme, npm dependencies and
 * properties, docker layers, and the search screen's support data.
 */
export function versionDetailsRoutes(details: VersionDetailsService) {
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: number }; Querystring: { path?: string } }>(
      '/v1/native/versions/:id/readme',
      {
        schema: {
          params: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
          },
          querystring: { type: 'object', properties: { path: { type: 'string', maxLength: 1100 } } },
          response: errorResponses,
        },
      },
      (request) => details.readme(request.actor, request.params.id, request.query.path),
    );
    const fileSchema = { querystring: fileQuery, response: errorResponses };
    app.get<FileQuery>('/v1/native/versions/npm/dependencies', { schema: fileSchema }, (request) =>
      details.npmDependencies(request.actor, request.query.repoKey, request.query.path),
    );
    app.get<FileQuery>('/v1/native/versions/npm/props', { schema: fileSchema }, (request) =>
      details.properties(request.actor, request.query.repoKey, request.query.path),
    );
    app.post<{ Body: { repoKey: string; path: string; view: 'dockerv2' } }>(
      '/views/dockerv2',
      {
        schema: {
          body: {
            type: 'object',
            required: ['repoKey', 'path', 'view'],
            properties: { ...fileQuery.properties, view: { type: 'string', enum: ['dockerv2'] } },
          },
          response: errorResponses,
        },
      },
      (request) => details.dockerLayers(request.actor, request.body.repoKey, request.body.path),
    );
    const scoped = { schema: { querystring: projectQuery, response: errorResponses } };
    app.get<{ Querystring: ProjectScope }>('/artifactsearch/pkg/availablePackages', scoped, (request) =>
      details.availablePackages(request.actor, request.query),
    );
    app.get<{ Querystring: ProjectScope }>('/repodata', scoped, (request) =>
      details.repoData(request.actor, request.query),
    );
    app.get('/system/configuration/webServer', { schema: { response: errorResponses } }, (request) =>
      details.webServer(request.actor),
    );
  };
}

/** `${UI_API}/download?repoKey=&path=`: a file the caller may read, as a browser download, counted. */
export function versionDownloadRoute(deps: {
  details: VersionDetailsService;
  blobs: BlobStore;
  downloads: DownloadCounter;
}) {
  return async function register(app: FastifyInstance) {
    app.get<FileQuery>(
      '/download',
      // A HEAD would count as a download: the browser only ever GETs this.
      { exposeHeadRoute: false, schema: { querystring: fileQuery, response: errorResponses } },
      async (request, reply) => {
        const item = await deps.details.readableFile(request.actor, request.query.repoKey, request.query.path);
        // Served from the console's origin: never rendered as a page.
        reply.header('content-security-policy', 'sandbox');
        return sendStoredFile(request, reply, item, deps);
      },
    );
  };
}
