import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobsRepository } from './jobs.repository.ts';
import type { PeriodicTask } from './scheduler.ts';

/** What runs one kind of job. A throw means "try again later", a PermanentJobFailure "give up". */
export interface JobHandler {
  run(payload: unknown, job: Job, signal: AbortSignal): Promise<void>;
  /** Attempts in all, the first included, before the job is given up. */
  maxAttempts: number;
  /** How long to wait after the n-th failed attempt. */
  backoffMs(failedAttempts: number): number;
}

/** A failure no retry can mend (the subscription is gone, the payload is malformed). */
export class PermanentJobFailure extends Error {}

export interface JobRunnerOptions {
  jobs: JobsRepository;
  log: FastifyBaseLogger;
  /** How long a claim lasts; a handler must finish well within it. */
  leaseMs?: number;
  /** How often an idle runner looks for jobs other nodes queued. */
  pollMs?: number;
  /** Jobs run side by side, so one slow receiver does not hold up the rest. */
  concurrency?: number;
  /**
   * The node this runner works for (ARCA_NODE_ID). A node runs one process at a time, so at start
   * the jobs its earlier process held are that process's unfinished work: taken back at once
   * instead of after their lease.
   */
  nodeId?: string;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_POLL_MS = 2000;
const DEFAULT_CONCURRENCY = 4;
/** Settled jobs are kept a week (what a delivery came to lives in its own history), pruned hourly. */
const KEEP_SETTLED_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/** The periodic task that forgets settled jobs once they are a week old; one node doing it does for all. */
export function settledJobsPruning(jobs: JobsRepository, now: () => number = Date.now): PeriodicTask {
  return {
    name: 'prune settled jobs',
    everyMs: PRUNE_EVERY_MS,
    scope: 'cluster',
    run: async () => void (await jobs.prune(now() - KEEP_SETTLED_MS)),
  };
}

/** Exponential backoff from `firstMs`, doubled per failure, capped at `maxMs`. */
export function exponentialBackoff(firstMs: number, maxMs: number) {
  return (failedAttempts: number) => Math.min(maxMs, firstMs * 2 ** Math.max(0, failedAttempts - 1));
}

/**
 * Runs the durable jobs of the kinds registered with it. Each lane claims a due job, runs it and
 * settles it: done, back to pending with a backoff, or failed after its last attempt. Settling is
 * guarded by the lease, so a job whose lease ran out and was claimed again elsewhere is settled
 * once, by its new owner.
 */
export class JobRunner {
  readonly #jobs: JobsRepository;
  readonly #log: FastifyBaseLogger;
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #concurrency: number;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #worker: string;
  readonly #nodeId: string | undefined;
  readonly #stopping = new AbortController();
  #lanes: Promise<void>[] = [];
  #wakeUp: (() => void)[] = [];
  #busy = 0;

  constructor(options: JobRunnerOptions) {
    this.#jobs = options.jobs;
    this.#log = options.log;
    this.#leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.#pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.#concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.#nodeId = options.nodeId;
    this.#worker = options.nodeId === undefined ? randomUUID() : `${options.nodeId}/${randomUUID()}`;
  }

  register(kind: string, handler: JobHandler): void {
    this.#handlers.set(kind, handler);
  }

  start(): void {
    if (this.#lanes.length > 0) return;
    const reclaimed =
      this.#nodeId === undefined
        ? Promise.resolve()
        : this.#jobs.releaseAbandoned(`${this.#nodeId}/`, this.#worker).then(
            (count) => {
              if (count > 0) this.#log.info({ jobs: count }, 'jobs left running by a stopped process are due again');
            },
            (error: unknown) => this.#log.error({ err: error }, 'taking back jobs of a stopped process failed'),
          );
    this.#lanes = Array.from({ length: this.#concurrency }, () => reclaimed.then(() => this.#lane()));
  }

  /** Call after committing a new job, so it runs now rather than at the next poll. */
  wake(): void {
    for (const resolve of this.#wakeUp.splice(0)) resolve();
  }

  /** Resolves once no job is due or running, e.g. for a test to look at the outcome. */
  async settled(): Promise<void> {
    for (;;) {
      const dueIn = await this.#jobs.nextDueIn([...this.#handlers.keys()]);
      if (this.#busy === 0 && (dueIn === undefined || dueIn > 0)) return;
      this.wake();
      // A timer, not a promise chain: SQLite answers synchronously, and a loop of microtasks
      // would starve the very handlers it waits for.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops claiming, aborts running handlers and waits for them to settle. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    this.wake();
    await Promise.all(this.#lanes);
    this.#lanes = [];
  }

  async #lane(): Promise<void> {
    while (!this.#stopping.signal.aborted) {
      let job: Job | undefined;
      // Busy from the claim on: a claimed job is no longer due, and settled() must not see it
      // neither due nor running in the moment between the claim's commit and its run.
      this.#busy++;
      try {
        job = await this.#jobs.claim([...this.#handlers.keys()], this.#worker, this.#leaseMs);
        if (job) await this.#run(job);
      } catch (error) {
        this.#log.error({ err: error }, 'claiming a job failed');
      } finally {
        this.#busy--;
      }
      if (job) {
        // Let requests in between jobs: SQLite answers synchronously.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      await this.#sleep();
    }
  }

  async #run(job: Job): Promise<void> {
    const handler = this.#handlers.get(job.kind) as JobHandler;
    const lease = AbortSignal.any([this.#stopping.signal, AbortSignal.timeout(this.#leaseMs)]);
    try {
      await handler.run(job.payload, job, lease);
      await this.#jobs.finish(job.id, this.#worker, 'done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      try {
        if (error instanceof PermanentJobFailure || job.attempts >= handler.maxAttempts) {
          this.#log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, reason: message }, 'job given up');
          await this.#jobs.finish(job.id, this.#worker, 'failed', message);
        } else {
          await this.#jobs.retryAfter(job.id, this.#worker, handler.backoffMs(job.attempts), message);
        }
      } catch (settleError) {
        // The lease runs out and another attempt follows: at least once, never lost.
        this.#log.error({ err: settleError, job: job.id }, 'settling a job failed');
      }
    }
  }

  /** Until woken, the next job falls due, or the poll interval passes. */
  async #sleep(): Promise<void> {
    let dueIn: number | undefined;
    try {
      dueIn = await this.#jobs.nextDueIn([...this.#handlers.keys()]);
    } catch {
      dueIn = undefined;
    }
    // A floor keeps a lane from spinning on a job it cannot claim (another lane holds it).
    const wait = Math.max(10, Math.min(this.#pollMs, dueIn ?? this.#pollMs));
    if (this.#stopping.signal.aborted) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, wait);
      timer.unref();
      this.#wakeUp.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
