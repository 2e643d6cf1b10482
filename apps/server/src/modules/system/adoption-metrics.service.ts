import type { AdoptionMetrics } from '@arca/contract';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { AdoptionMetricsRepository, CounterKey } from './adoption-metrics.repository.ts';

/**
 * Anyone may report, so the names are not a closed list: past this many distinct counters, reports
 * of new ones are dropped, which keeps the table small whatever an anonymous caller sends.
 */
export const MAX_ADOPTION_COUNTERS = 1000;

/** Counts how often the console's features are used, for support bundles. */
export class AdoptionMetricsService {
  readonly #repository: AdoptionMetricsRepository;
  constructor(repository: AdoptionMetricsRepository) {
    this.#repository = repository;
  }

  /** One indexed update for a known counter; the count of counters only when a new one appears. */
  async record(key: CounterKey, value: number): Promise<void> {
    const now = Date.now();
    if (await this.#repository.addToExisting(key, value, now)) return;
    if ((await this.#repository.countCounters()) >= MAX_ADOPTION_COUNTERS) return;
    await this.#repository.create(key, value, now);
  }

  async list(actor: Actor): Promise<AdoptionMetrics> {
    requireAdmin(actor);
    return { counters: await this.#repository.list() };
  }
}
