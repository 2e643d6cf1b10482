import { DEFAULT_SECURITY_CONFIG, passwordPolicyViolations, type SecurityConfig, specMessages } from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';
import type { Eventually } from '../../lib/eventually.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { SettingsRepository } from './settings.repository.ts';

const KEY = 'security';

/** The login and password rules of the instance. */
export class SecurityConfigService {
  readonly #settings: SettingsRepository;
  /** Asked on every request (anonymous access) and login: kept until the setting changes. */
  readonly #current: () => Eventually<SecurityConfig>;

  constructor(settings: SettingsRepository) {
    this.#settings = settings;
    // Settings saved by an older version lack newer fields: the defaults fill them.
    this.#current = settings.view(KEY, (stored) => ({
      ...DEFAULT_SECURITY_CONFIG,
      ...(stored as Partial<SecurityConfig> | undefined),
    }));
  }

  current(): Eventually<SecurityConfig> {
    return this.#current();
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
    return config;
  }
}
