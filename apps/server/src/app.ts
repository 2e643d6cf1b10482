import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { CachedReads } from './db/cached-reads.ts';
import type { DatabaseHandle } from './db/database.ts';
import { databaseClock } from './db/database-clock.ts';
import { createHttpServer } from './http-server.ts';
import { createIdentity } from './modules/auth/identity.module.ts';
import { createBuilds } from './modules/builds/builds.module.ts';
import { createFormats } from './modules/formats/formats.module.ts';
import { createIntegrations } from './modules/integrations/integrations.module.ts';
import { JobRunner, settledJobsPruning } from './modules/jobs/job-runner.ts';
import { JobsRepository } from './modules/jobs/jobs.repository.ts';
import { Scheduler } from './modules/jobs/scheduler.ts';
import { TaskTurns } from './modules/jobs/task-turns.ts';
import { createMicrofrontends } from './modules/microfrontends/microfrontends.module.ts';
import { claimNodeId } from './modules/nodes/node-id-claim.ts';
import { createNodes } from './modules/nodes/nodes.module.ts';
import { offlineNodeReaper } from './modules/nodes/offline-node-reaper.ts';
import { createOnboarding } from './modules/onboarding/onboarding.module.ts';
import { createPackages } from './modules/packages/packages.module.ts';
import { createAccess } from './modules/permissions/access.module.ts';
import { createProjects } from './modules/projects/projects.module.ts';
import { createProxies } from './modules/proxies/proxies.module.ts';
import { createRepositories } from './modules/repositories/repositories.module.ts';
import { createRequestPolicy } from './modules/request-policy/request-policy.module.ts';
import { createSearch } from './modules/search/search.module.ts';
import { checkMasterKey } from './modules/settings/master-key-check.ts';
import type { StorageListeners } from './modules/storage/index.ts';
import { createStorage } from './modules/storage/storage.module.ts';
import { createSupport } from './modules/support/support.module.ts';
import { createSystem } from './modules/system/system.module.ts';
import type { UsersService } from './modules/users/users.service.ts';
import { createEvents } from './modules/webhooks/events.module.ts';
import { createPlatform } from './platform.ts';
import { registerConsole } from './plugins/console-static.ts';
import { consoleCsp } from './plugins/security-headers.ts';
import { mountModules } from './server-module.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  requestLog: Logger;
  auditLog: Logger;
  /** Writes out log lines still gathered in memory (the request log's batch). */
  flushLogs: () => void;
  arcaVersion: string;
}

export interface App {
  server: FastifyInstance;
  users: UsersService;
  /** Where stored-file changes are told, inside their transactions. */
  storageListeners: StorageListeners;
  /** Runs a periodic task's turn now (tests, and whoever must not wait for its period). */
  runTask(name: string): Promise<void>;
}

/**
 * Builds the whole server: the HTTP server and what every module shares, then the modules in the
 * order they start, each handing the next the services it offers.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const server = await createHttpServer(deps);
  const platform = createPlatform({ ...deps, log: server.log });
  const { config, db } = platform;
  await checkMasterKey(platform.settings, platform.box);
  await claimNodeId(platform.database, config.nodeId);
  // Durable jobs (ADR 006), claimed through the database by whichever node is free; periodic tasks.
  const jobs = new JobsRepository(db, platform.dialect);
  const runner = new JobRunner({ jobs, log: server.log, nodeId: config.nodeId });
  // A cluster task's turn runs on the node that claims it (jobs/task-turns.ts).
  const turns = new TaskTurns(db, config.nodeId, databaseClock(platform.dialect));
  const scheduler = new Scheduler(server.log, (task) => turns.claim(task.name, task.everyMs));
  scheduler.every(settledJobsPruning(jobs));

  const identity = createIdentity(platform);
  const access = createAccess(platform);
  const system = createSystem(platform);
  // Promotion and retention move and delete a run's files through storage, made just below.
  const builds = createBuilds(platform, access.authorization, () => storage.formats);
  const proxies = createProxies(platform);
  const storage = await createStorage({
    ...platform,
    changes: platform.database.changes,
    dataDir: config.dataDir,
    blobStore: config.blobStore,
    nodeId: config.nodeId,
    repositories: platform.directory.repositories,
    authorization: access.authorization,
    outbound: proxies.outbound,
    baseUrl: `${platform.publicUrl}/artifactory`,
    artifactBuilds: (actor, checksums) => builds.builds.artifactBuilds(actor, checksums),
  });
  const repositories = createRepositories(platform, {
    authorization: access.authorization,
    afterDelete: storage.collectGarbage,
  });
  const projects = createProjects(platform, builds.repository);
  const nodes = createNodes(platform);
  const support = createSupport({ ...platform, ...nodes });
  scheduler.every(
    offlineNodeReaper({
      registry: nodes.registry,
      leftovers: {
        jobs: (nodeId) => jobs.releaseAbandoned(`${nodeId}/`, ''),
        bundles: (nodeId) => support.bundles.abandonedBy(nodeId),
      },
      everyMs: config.nodeHeartbeatMillis,
      log: server.log,
    }),
  );
  const microfrontends = createMicrofrontends({ ...platform, dir: config.microfrontendsDir });
  // The console page's policy names the origins of micro-frontends, registered on any node.
  const scriptOrigins = new CachedReads<string[]>(platform.database.changes, 1);

  await mountModules(
    server,
    [
      createRequestPolicy(platform),
      identity.module,
      access.module,
      system.module,
      builds.module,
      proxies.module,
      storage.module,
      repositories.module,
      createSearch(platform, {
        authorization: access.authorization,
        access: storage.formats.access,
        checksums: storage.formats.checksums,
      }),
      createFormats(platform, { storage: storage.formats, auth: identity.auth, tokens: identity.tokens }),
      createPackages(platform, { storage: storage.formats, ...identity }),
      projects.module,
      createOnboarding(platform, { ...projects, ...repositories, access: storage.formats.access }),
      createIntegrations(platform, {
        outbound: proxies.outbound,
        installed: (name) => system.services.isEnabled(name),
      }),
      createEvents(platform, {
        outbound: proxies.outbound,
        jobs,
        wake: () => runner.wake(),
        listeners: { storage: storage.listeners, builds: builds.listeners, users: identity.userListeners },
      }),
      microfrontends.module,
      nodes.module,
      support.module,
      {
        name: 'console',
        install: (app) =>
          registerConsole(app, config.consoleDir, async () =>
            consoleCsp(await scriptOrigins.get('', () => microfrontends.service.scriptOrigins())),
          ),
        stop: async () => platform.outboundGuard.close(),
      },
    ],
    { runner, scheduler },
  );
  return {
    server,
    users: identity.accounts,
    storageListeners: storage.listeners,
    runTask: (name) => scheduler.runNow(name),
  };
}
