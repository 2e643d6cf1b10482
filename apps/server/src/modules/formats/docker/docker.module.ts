import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ClusterLock } from '../../../db/cluster-lock.ts';
import type { Dialect } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { PeriodicTask } from '../../jobs/scheduler.ts';
import { PackageIndex } from '../../packages/package-index.ts';
import type { SecurityConfigService } from '../../settings/security-config.service.ts';
import type { TokensService } from '../../tokens/tokens.service.ts';
import type { FormatStorage } from '../format-storage.ts';
import { dockerRoutes } from './docker.routes.ts';
import { DockerService, REGISTRY_TYPES } from './docker.service.ts';
import { DockerCleanup, dockerCleanupTask, UPLOAD_GRACE_MS } from './docker-cleanup.ts';
import { ImageLayout } from './image-layout.ts';
import { RegistryCatalog } from './registry-catalog.ts';
import { RegistryRemote } from './registry-remote.ts';
import { RegistryTokens } from './registry-tokens.ts';
import { UploadSessions } from './upload-sessions.ts';
import { uploadSweepTask } from './upload-sweep.ts';

/**
 * The OCI registry wired together: a plugin to register, serving its calls at `/v2`, and the
 * periodic cleanup of what no tag or manifest needs any more (`untaggedRetentionMs`, ADR 019).
 */
export function createDocker(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Issues the short-lived tokens of the Bearer challenge. */
  tokens: TokensService;
  /** Whether anonymous access is on decides the challenge an anonymous caller gets. */
  security: SecurityConfigService;
  baseUrl?: string | undefined;
  /** Locks by name across the cluster: an image's manifests change on one node at a time. */
  locks: ClusterLock;
  storage: FormatStorage;
  untaggedRetentionMs: number;
  log?: FastifyBaseLogger;
}): { plugin: ReturnType<typeof dockerRoutes>; tasks: PeriodicTask[] } {
  // A push answers once its content's sha256 is known; reads here never wait for sha1 and md5 (ADR 034).
  const storage = { ...deps.storage, items: deps.storage.items.asStored() };
  const index = new PackageIndex(deps.db);
  const layout = new ImageLayout(storage.items);
  const remote = new RegistryRemote({
    fetcher: storage.fetcher,
    layout,
    index,
    deploy: storage.deploy,
    blobs: storage.blobs,
    items: storage.items,
    locks: deps.locks,
    ...(deps.log ? { log: deps.log } : {}),
  });
  const uploads = new UploadSessions(deps.db, storage.blobs);
  const docker = new DockerService({ storage, layout, remote, index, uploads, locks: deps.locks });
  // A tag deleted through the artifact API or the console leaves the index with it; its manifest,
  // if no tag is left, is shown by its digest.
  for (const packageType of REGISTRY_TYPES)
    storage.hooks.register(packageType, { deleted: (_actor, repository, path) => docker.deleted(repository, path) });
  const cleanup = new DockerCleanup({ storage, layout, index, docker });
  return {
    plugin: dockerRoutes({
      docker,
      blobs: storage.blobs,
      downloads: storage.downloads,
      catalog: new RegistryCatalog({ storage, index, dialect: deps.dialect }),
      tokens: new RegistryTokens(deps.tokens),
      anonymousAccess: async () => (await deps.security.current()).anonAccessEnabled,
      baseUrl: deps.baseUrl,
    }),
    tasks: [
      dockerCleanupTask(cleanup, { untaggedMs: deps.untaggedRetentionMs, uploadMs: UPLOAD_GRACE_MS }, deps.log),
      uploadSweepTask(uploads, UPLOAD_GRACE_MS, deps.log),
    ],
  };
}
