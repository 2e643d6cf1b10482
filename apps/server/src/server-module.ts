import type { FastifyInstance } from 'fastify';
import { type RouteBinding, registerRoutes } from './lib/routes.ts';
import type { JobHandler, JobRunner } from './modules/jobs/job-runner.ts';
import type { PeriodicTask, Scheduler } from './modules/jobs/scheduler.ts';

/**
 * What a server module is, declared rather than wired by hand: the calls it serves, the durable
 * jobs it runs, its periodic tasks, and what it does when the server starts, is ready and stops.
 * The services it offers other modules are the other fields of the object its factory returns.
 */
export interface ServerModule {
  readonly name: string;
  /** Hooks it adds to every request (authentication, the request policy), in module order. */
  readonly install?: (server: FastifyInstance) => void | Promise<void>;
  readonly routes?: readonly RouteBinding[];
  /**
   * Calls that need a scope of their own (a content-type parser, a hook for a group of routes):
   * each registered as an encapsulated plugin, which serves its bindings with `registerRoutes`.
   */
  readonly scoped?: readonly ((scope: FastifyInstance) => Promise<void>)[];
  readonly jobs?: Readonly<Record<string, JobHandler>>;
  readonly tasks?: readonly PeriodicTask[];
  /** Before anything is served: stored data brought up to date, secrets sealed. */
  readonly start?: () => Promise<void>;
  /** Once the server is ready: work that may run while requests are served. */
  readonly ready?: () => Promise<void> | void;
  /** Once the server listens, with the port it got. */
  readonly listening?: (port: number) => Promise<void>;
  /** When the server closes, after the jobs and tasks have stopped; in reverse order of start. */
  readonly stop?: () => Promise<void>;
}

/**
 * Mounts modules in the order given: each one's start, routes, jobs and tasks; then the hooks that
 * make them ready together and stop them in reverse.
 */
export async function mountModules(
  server: FastifyInstance,
  modules: readonly ServerModule[],
  background: { runner: JobRunner; scheduler: Scheduler },
): Promise<void> {
  for (const module of modules) {
    await module.start?.();
    await module.install?.(server);
    if (module.routes) registerRoutes(server, module.routes);
    for (const plugin of module.scoped ?? []) await server.register(plugin);
    for (const [kind, handler] of Object.entries(module.jobs ?? {})) background.runner.register(kind, handler);
    for (const task of module.tasks ?? []) background.scheduler.every(task);
  }
  server.addHook('onReady', async () => {
    for (const module of modules) await module.ready?.();
    background.runner.start();
    background.scheduler.start();
  });
  server.addHook('onListen', async () => {
    const address = server.server.address();
    if (typeof address !== 'object' || !address) return;
    for (const module of modules) await module.listening?.(address.port);
  });
  server.addHook('onClose', async () => {
    await background.scheduler.stop();
    await background.runner.stop();
    for (const module of [...modules].reverse()) await module.stop?.();
  });
}
