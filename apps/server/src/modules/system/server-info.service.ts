import { randomUUID } from 'node:crypto';
import {
  type LicenseName,
  type LicenseType,
  NO_LICENSE,
  type ServerInfo,
  type SubscriptionTierType,
  serverMessages,
} from '@arca/contract';
import { Unauthorized } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import { platformIdOf, type SystemInfo } from './system.routes.ts';

const SERVER_ID_KEY = 'serverId';

/**
 * Decision: Arca has no subscriptions, so the tier follows the effective licence type.
 * ENTERPRISE_PLUS and its trial → enterprise_team; ENTERPRISE, ENTERPRISE_X, EDGE and EDGE_TRIAL →
 * pro_team; COMMERCIAL, COMMERCIAL_X and TRIAL → pro; none, OSS, CONAN and JCR → free. The
 * Xray and auth-provider tiers are never reported, because Arca bundles neither product.
 * A Record rather than prefix matching, so a new licence type fails to compile until it is placed.
 */
export const subscriptionTierByLicense: Record<LicenseType, SubscriptionTierType> = {
  ENTERPRISE_PLUS: 'enterprise_team',
  ENTERPRISE_PLUS_TRIAL: 'enterprise_team',
  ENTERPRISE: 'pro_team',
  ENTERPRISE_X: 'pro_team',
  EDGE: 'pro_team',
  EDGE_TRIAL: 'pro_team',
  COMMERCIAL: 'pro',
  COMMERCIAL_X: 'pro',
  TRIAL: 'pro',
  none: 'free',
  OSS: 'free',
  CONAN: 'free',
  JCR: 'free',
};

/** Without a licence (N/A) the server claims no more than the free tier. */
export function subscriptionTierOf(license: LicenseName): SubscriptionTierType {
  return license === NO_LICENSE ? 'free' : subscriptionTierByLicense[license];
}

/** `GET /system/serverInfo` (R2.22): for signed-in users, and for anonymous visitors when anonymous access is on. */
export class ServerInfoService {
  readonly #settings: SettingsRepository;
  readonly #security: SecurityConfigService;
  readonly #info: SystemInfo;
  #pending: Promise<string> | undefined;

  constructor(settings: SettingsRepository, security: SecurityConfigService, info: SystemInfo) {
    this.#settings = settings;
    this.#security = security;
    this.#info = info;
  }

  async read(actor: Actor): Promise<ServerInfo> {
    if (actor.kind === 'anonymous' && !(await this.#security.current()).anonAccessEnabled) {
      throw new Unauthorized(serverMessages.authenticationRequired);
    }
    const license = await this.#info.licenses.currentName();
    return {
      serverId: await this.serverId(),
      platformId: platformIdOf(license),
      subscriptionTierType: subscriptionTierOf(license),
    };
  }

  /**
   * Generated on first use and stored, so it survives restarts. Concurrent calls on this node
   * share one read; the value is read from the settings on every call rather than kept in memory,
   * so nodes that race to create it on a fresh database all report the one value that was stored.
   */
  serverId(): Promise<string> {
    this.#pending ??= this.#loadOrCreateServerId().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  async #loadOrCreateServerId(): Promise<string> {
    const stored = await this.#settings.get<string>(SERVER_ID_KEY);
    if (stored) return stored;
    await this.#settings.put(SERVER_ID_KEY, randomUUID());
    const written = await this.#settings.get<string>(SERVER_ID_KEY);
    if (!written) throw new Error('the server id was not stored');
    return written;
  }
}
