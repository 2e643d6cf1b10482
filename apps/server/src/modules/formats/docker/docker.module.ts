import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { PackageIndex } from '../../packages/package-index.ts';
import type { FormatStorage } from '../format-storage.ts';
import { dockerRoutes } from './docker.routes.ts';
import { DockerService, REGISTRY_TYPES } from './docker.service.ts';
import { ImageLayout } from './image-layout.ts';
import { RegistryRemote } from './registry-remote.ts';
import { UploadSessions } from './upload-sessions.ts';

/** Uploads left untouched this long are abandoned. */
const UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The OCI registry wired together: a plugin to register, serving its calls at `/v2`. */
export function createDocker(deps: {
  db: Kysely<Database>;
  storage: FormatStorage;
  dataDir: string;
  log?: FastifyBaseLogger;
}) {
  const { storage } = deps;
  const index = new PackageIndex(deps.db);
  const layout = new ImageLayout(storage.items);
  const remote = new RegistryRemote({
    fetcher: storage.fetcher,
    layout,
    index,
    deploy: storage.deploy,
    blobs: storage.blobs,
    items: storage.items,
    ...(deps.log ? { log: deps.log } : {}),
  });
  const uploads = new UploadSessions(join(deps.dataDir, 'docker-uploads'));
  uploads
    .sweep(UPLOAD_MAX_AGE_MS)
    .catch((error: unknown) => deps.log?.warn({ err: error }, 'docker upload sweep failed'));
  const docker = new DockerService({ storage, layout, remote, index, uploads });
  // A tag deleted through the artifact API or the console leaves the index with it; its manifest,
  // if no tag is left, is shown by its digest.
  for (const packageType of REGISTRY_TYPES)
    storage.hooks.register(packageType, { deleted: (_actor, repository, path) => docker.deleted(repository, path) });
  return dockerRoutes({ docker, blobs: storage.blobs, downloads: storage.downloads });
}
