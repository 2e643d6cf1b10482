import { type EventLoopUtilization, performance } from 'node:perf_hooks';

/** How often the event loop's use is looked at. */
export const IDLE_CHECK_MILLIS = 5000;
/** A period whose event loop was at least this busy leaves garbage worth collecting. */
const BUSY_UTILIZATION = 0.05;
/** A period below this is quiet: no requests to hold up while the heap is compacted. */
const QUIET_UTILIZATION = 0.01;

export interface IdleMemoryDeps {
  /** A full collection that compacts the heap and shrinks its young generation. */
  collect: () => void;
  /** The share of the last period the event loop was busy, 0 to 1. */
  utilization: () => number;
  periodMs?: number;
}

/**
 * V8 grows its young and old generations under load and keeps them while the process idles: with
 * nothing allocated, nothing triggers a collection that would give the memory back. After a busy
 * spell, once the event loop has been quiet for a whole period, one full collection gives it back
 * (ADR 022); the first runs at once, for what start-up left. The young generation may then grow large under load, which
 * saves CPU on every request, without an idle server paying for it. Returns a stop function.
 */
export function giveBackMemoryWhenIdle({ collect, utilization, periodMs = IDLE_CHECK_MILLIS }: IdleMemoryDeps) {
  collect();
  let busy = false;
  const timer = setInterval(() => {
    const used = utilization();
    if (used >= BUSY_UTILIZATION) busy = true;
    else if (busy && used < QUIET_UTILIZATION) {
      busy = false;
      collect();
    }
  }, periodMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The collection and the event loop's use for a process started with `--expose-gc` (as `npm start`
 * starts the server, scripts/server-process.mjs); without it, nothing to run: `undefined`.
 */
export function processIdleMemoryDeps(): IdleMemoryDeps | undefined {
  const gc = globalThis.gc;
  if (!gc) return undefined;
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return {
    collect: () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }),
    utilization: () => {
      const now = performance.eventLoopUtilization();
      const used = performance.eventLoopUtilization(now, last).utilization;
      last = now;
      return used;
    },
  };
}
