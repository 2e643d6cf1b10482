import type { FastifyBaseLogger } from 'fastify';
import type { PeriodicTask } from '../../jobs/scheduler.ts';
import type { UploadSessions } from './upload-sessions.ts';

/** How often abandoned uploads are looked for: they are judged by hours of silence. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Uploads left untouched for `abandonedMs` (as long as a pushed blob may wait for its manifest)
 * are dropped with their parts: a cluster task, so one node does it for all, and not every node at
 * its start, which would take uploads other nodes are still receiving.
 */
export function uploadSweepTask(
  uploads: UploadSessions,
  abandonedMs: number,
  log: FastifyBaseLogger | undefined,
): PeriodicTask {
  return {
    name: 'docker upload sweep',
    everyMs: SWEEP_EVERY_MS,
    scope: 'cluster',
    run: async () => {
      const swept = await uploads.sweep(abandonedMs);
      if (swept > 0) log?.info({ swept }, 'docker upload sweep dropped abandoned uploads');
    },
  };
}
