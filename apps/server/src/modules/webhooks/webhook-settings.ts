import type { WebhookSettings } from '@arca/contract';
import type { Logger } from 'pino';
import { audited } from '../../lib/audit.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';

const KEY = 'webhooks';

/**
 * The event service's settings, stored with the instance's other settings. Private targets are
 * allowed by the environment (`ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS=true`, which the setting cannot
 * take back) or by an administrator.
 */
export class WebhookSettingsService {
  readonly #settings: SettingsRepository;
  readonly #allowedByEnvironment: boolean;
  readonly #audit: Logger;

  constructor(deps: { settings: SettingsRepository; allowedByEnvironment: boolean; audit: Logger }) {
    this.#settings = deps.settings;
    this.#allowedByEnvironment = deps.allowedByEnvironment;
    this.#audit = deps.audit;
  }

  /** Asked before each delivery, so a change applies to the next one without a restart. */
  async allowsPrivateTargets(): Promise<boolean> {
    return this.#allowedByEnvironment || (await this.#stored()).allow_private_targets;
  }

  async read(actor: Actor): Promise<WebhookSettings> {
    requireAdmin(actor);
    return { ...(await this.#stored()), allowed_by_environment: this.#allowedByEnvironment };
  }

  update(actor: Actor, changes: WebhookSettings): Promise<WebhookSettings> {
    return audited(this.#audit, actor, 'update webhook settings', { repoKey: '', path: '' }, async () => {
      requireAdmin(actor);
      await this.#settings.put(KEY, { allow_private_targets: changes.allow_private_targets });
      return this.read(actor);
    });
  }

  async #stored(): Promise<{ allow_private_targets: boolean }> {
    const stored = await this.#settings.get<{ allow_private_targets?: boolean }>(KEY);
    return { allow_private_targets: stored?.allow_private_targets === true };
  }
}
