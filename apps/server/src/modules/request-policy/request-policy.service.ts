import { DEFAULT_REQUEST_POLICY, type RequestPolicy } from '@arca/contract';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';

const KEY = 'requestPolicy';

/**
 * Consulted on every API request, so kept in memory for a few seconds: long enough to spare the
 * database, short enough that a change made on another node applies everywhere soon.
 */
const CACHE_MS = 5_000;

interface Cached {
  policy: RequestPolicy;
  /** The patterns lower-cased once, so each request only lower-cases its own User-Agent. */
  lowerCasePatterns: string[];
  at: number;
}

function cache(policy: RequestPolicy): Cached {
  return { policy, lowerCasePatterns: policy.blockedUserAgents.map((p) => p.toLowerCase()), at: Date.now() };
}

/** Which clients the instance refuses to serve, recognised by their User-Agent. */
export class RequestPolicyService {
  readonly #settings: SettingsRepository;
  #cached: Cached | undefined;

  constructor(settings: SettingsRepository) {
    this.#settings = settings;
  }

  async #current(): Promise<Cached> {
    if (!this.#cached || Date.now() - this.#cached.at > CACHE_MS) {
      const stored = await this.#settings.get<Partial<RequestPolicy>>(KEY);
      this.#cached = cache({ ...DEFAULT_REQUEST_POLICY, ...stored });
    }
    return this.#cached;
  }

  /** Case-insensitive substring match; a request without a User-Agent matches nothing. */
  async blocks(userAgent: string | undefined): Promise<boolean> {
    const { lowerCasePatterns } = await this.#current();
    if (!userAgent || lowerCasePatterns.length === 0) return false;
    const agent = userAgent.toLowerCase();
    return lowerCasePatterns.some((pattern) => agent.includes(pattern));
  }

  async read(actor: Actor): Promise<RequestPolicy> {
    requireAdmin(actor);
    return (await this.#current()).policy;
  }

  async update(actor: Actor, policy: RequestPolicy): Promise<RequestPolicy> {
    requireAdmin(actor);
    await this.#settings.put(KEY, policy);
    this.#cached = cache(policy);
    return policy;
  }
}
