import { DEFAULT_REQUEST_POLICY, type RequestPolicy } from '@arca/contract';
import { andThen, type Eventually } from '../../lib/eventually.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';

const KEY = 'requestPolicy';

interface Current {
  policy: RequestPolicy;
  /** The patterns lower-cased once, so each request only lower-cases its own User-Agent. */
  lowerCasePatterns: string[];
}

function current(stored: unknown): Current {
  const policy = { ...DEFAULT_REQUEST_POLICY, ...(stored as Partial<RequestPolicy> | undefined) };
  return { policy, lowerCasePatterns: policy.blockedUserAgents.map((p) => p.toLowerCase()) };
}

/** Which clients the instance refuses to serve, recognised by their User-Agent. */
export class RequestPolicyService {
  readonly #settings: SettingsRepository;
  /** Consulted on every API request: kept until the setting changes, on any node. */
  readonly #current: () => Eventually<Current>;

  constructor(settings: SettingsRepository) {
    this.#settings = settings;
    this.#current = settings.view(KEY, current);
  }

  /** Case-insensitive substring match; a request without a User-Agent matches nothing. */
  blocks(userAgent: string | undefined): Eventually<boolean> {
    return andThen(this.#current(), ({ lowerCasePatterns }) => {
      if (!userAgent || lowerCasePatterns.length === 0) return false;
      const agent = userAgent.toLowerCase();
      return lowerCasePatterns.some((pattern) => agent.includes(pattern));
    });
  }

  async read(actor: Actor): Promise<RequestPolicy> {
    requireAdmin(actor);
    return (await this.#current()).policy;
  }

  async update(actor: Actor, policy: RequestPolicy): Promise<RequestPolicy> {
    requireAdmin(actor);
    await this.#settings.put(KEY, policy);
    return policy;
  }
}
