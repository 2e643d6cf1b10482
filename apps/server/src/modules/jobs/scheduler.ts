import type { FastifyBaseLogger } from 'fastify';

/**
 * A task that comes round on a period. `node` tasks are this node's own business (its heartbeat);
 * `cluster` tasks keep shared data tidy, and one node doing them does for all: each turn is
 * claimed first (see TaskTurns), and a node that finds it claimed skips it.
 */
export interface PeriodicTask {
  name: string;
  everyMs: number;
  scope: 'node' | 'cluster';
  /** Its first turn falls due as the scheduler starts (claimed like every other turn), not a period later. */
  atStart?: boolean;
  run(): Promise<void>;
}

/** Whether this node runs a cluster task's turn that falls due now. */
export type ClaimTurn = (task: PeriodicTask) => Promise<boolean>;

/**
 * The one place periodic work is scheduled. A turn that is still running when the next falls due
 * is not doubled; a failed turn is logged and the next comes as planned. Stopping waits for the
 * turns in flight.
 */
export class Scheduler {
  readonly #log: FastifyBaseLogger;
  readonly #claim: ClaimTurn;
  readonly #tasks: PeriodicTask[] = [];
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Map<string, Promise<void>>();

  constructor(log: FastifyBaseLogger, claim: ClaimTurn) {
    this.#log = log;
    this.#claim = claim;
  }

  every(task: PeriodicTask): void {
    this.#tasks.push(task);
  }

  /** The tasks declared, for whoever decides where cluster tasks run. */
  get tasks(): readonly PeriodicTask[] {
    return this.#tasks;
  }

  start(): void {
    if (this.#timers.length > 0) return;
    for (const task of this.#tasks) {
      const timer = setInterval(() => this.#due(task), task.everyMs);
      timer.unref();
      this.#timers.push(timer);
      if (task.atStart) void this.#due(task);
    }
  }

  /** A turn that falls due: a cluster task's runs here only if this node claims it. */
  async #due(task: PeriodicTask): Promise<void> {
    if (task.scope === 'cluster' && !this.#running.has(task.name)) {
      const mine = await this.#claim(task).catch((error: unknown) => {
        this.#log.error({ err: error, task: task.name }, 'could not claim a periodic task’s turn');
        return false;
      });
      if (!mine) return;
    }
    await this.#turn(task);
  }

  /** Runs a task's turn now, on this node whatever its scope, unless one is already running; resolves when that turn ends. */
  runNow(name: string): Promise<void> {
    const task = this.#tasks.find((each) => each.name === name);
    if (!task) throw new Error(`no periodic task named '${name}'`);
    return this.#turn(task);
  }

  async stop(): Promise<void> {
    for (const timer of this.#timers.splice(0)) clearInterval(timer);
    await Promise.all(this.#running.values());
  }

  #turn(task: PeriodicTask): Promise<void> {
    const running = this.#running.get(task.name);
    if (running) return running;
    const turn = task
      .run()
      .catch((error: unknown) => this.#log.error({ err: error, task: task.name }, 'a periodic task failed'))
      .finally(() => this.#running.delete(task.name));
    this.#running.set(task.name, turn);
    return turn;
  }
}
