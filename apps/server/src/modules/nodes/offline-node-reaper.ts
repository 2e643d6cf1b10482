import type { FastifyBaseLogger } from 'fastify';
import type { PeriodicTask } from '../jobs/scheduler.ts';
import type { NodeRegistry } from './node-registry.ts';

/** Takes back one kind of work a dead node left unfinished; resolves to how many things it took. */
export type NodeLeftovers = (nodeId: string) => Promise<number>;

export interface OfflineNodeReaperDeps {
  registry: NodeRegistry;
  /** By what they are, for the log line. */
  leftovers: Record<string, NodeLeftovers>;
  everyMs: number;
  log: FastifyBaseLogger;
}

/**
 * The cluster task that cleans up after nodes that died without stopping (killed, machine gone):
 * once a node has missed three heartbeats, its running jobs are due again at once instead of
 * after their lease, and the support bundles it was making are failures. The node is then marked
 * stopped, so it is taken care of once; if it was only cut off and beats again, it registers anew.
 */
export function offlineNodeReaper(deps: OfflineNodeReaperDeps): PeriodicTask {
  return {
    name: 'offline node reaper',
    everyMs: deps.everyMs,
    scope: 'cluster',
    run: async () => {
      for (const node of await deps.registry.crashed()) {
        const taken: Record<string, number> = {};
        for (const [what, takeBack] of Object.entries(deps.leftovers)) taken[what] = await takeBack(node.node_id);
        // Marked only once all is taken back: a failure above leaves the node for the next turn.
        if (await deps.registry.markDead(node))
          deps.log.warn({ node: node.node_id, ...taken }, 'an Offline node’s unfinished work was taken back');
      }
    },
  };
}
