import { DEFAULT_SECURITY_CONFIG, passwordPolicyViolations, type SecurityConfig, specMessages } from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { SettingsRepository } from './settings.repository.ts';

const KEY = 'security';

/**
 * Read on every login, so kept in memory for a few seconds: long enough to spare the database,
 * short enough that a change made on another node applies everywhere soon.
 */
const CACHE_MS = 5_000;

/** The login and password rules of the instance. */
export class SecurityConfigService {
  readonly #settings: SettingsRepository;
  #cached: SecurityConfig | undefined;
  #cachedAt = 0;

  constructor(settings: SettingsRepository) {
    this.#settings = settings;
  }

  async current(): Promise<SecurityConfig> {
    if (!this.#cached || Date.now() - this.#cachedAt > CACHE_MS) {
      const stored = await this.#settings.get<Partial<SecurityConfig>>(KEY);
      // Settings saved by an older version lack newer fields: the defaults fill them.
      this.#cached = { ...DEFAULT_SECURITY_CONFIG, ...stored };
      this.#cachedAt = Date.now();
    }
    return this.#cached;
  }

  /** Throws the spec's policy message, followed by each rule the password breaks. */
  async assertPasswordAllowed(password: string): Promise<void> {
    const problems = passwordPolicyViolations(password, (await this.current()).passwordPolicy);
    if (problems.length > 0) throw new Invalid(specMessages.passwordPolicy, problems);
  }

  async read(actor: Actor): Promise<SecurityConfig> {
    requireAdmin(actor);
    return this.current();
  }

  async update(actor: Actor, changes: Partial<SecurityConfig>): Promise<SecurityConfig> {
    requireAdmin(actor);
    const config = { ...(await this.current()), ...changes };
    await this.#settings.put(KEY, config);
    this.#cached = config;
    this.#cachedAt = Date.now();
    return config;
  }
}
