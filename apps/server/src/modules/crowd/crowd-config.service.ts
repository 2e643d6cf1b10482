import { type CrowdConfig, type CrowdConfigUpdate, DEFAULT_CROWD_CONFIG, serverMessages } from '@arca/contract';
import type { SecretBox } from '../../lib/encryption.ts';
import { Invalid } from '../../lib/errors.ts';
import { originOf } from '../../lib/url-origin.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';

const KEY = 'crowd';

/** The settings document: the application password only ever sealed (ADR 002). */
interface StoredCrowdConfig {
  enabled: boolean;
  serverUrl: string;
  applicationName: string;
  sealedApplicationPassword: string | null;
  autoCreateUsers: boolean;
}

/** What a Crowd login needs, the application password opened. */
export interface CrowdConnection {
  serverUrl: string;
  applicationName: string;
  applicationPassword: string;
  autoCreateUsers: boolean;
}

const EMPTY: StoredCrowdConfig = {
  enabled: false,
  serverUrl: '',
  applicationName: '',
  sealedApplicationPassword: null,
  autoCreateUsers: false,
};

function visible(stored: StoredCrowdConfig): CrowdConfig {
  return {
    ...DEFAULT_CROWD_CONFIG,
    enabled: stored.enabled,
    serverUrl: stored.serverUrl,
    applicationName: stored.applicationName,
    applicationPasswordSet: stored.sealedApplicationPassword !== null,
    autoCreateUsers: stored.autoCreateUsers,
  };
}

/** An http(s) address; credentials belong in the application fields, never in the URL. */
function validServerUrl(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * The stored password, for an update that leaves it out, while the server URL keeps the stored
 * one's origin (scheme, host and port): every login sends it to that server, so a URL moved
 * elsewhere needs it entered again. Another path on the same origin reaches the server that had
 * it; a cleared URL forgets it, since whatever URL is entered later is a new address.
 */
function keptPassword(current: StoredCrowdConfig, serverUrl: string): string | null {
  if (current.sealedApplicationPassword === null || serverUrl === '') return null;
  const origin = originOf(serverUrl);
  if (origin !== originOf(current.serverUrl))
    throw new Invalid(serverMessages.crowdPasswordForNewUrl(origin ?? serverUrl));
  return current.sealedApplicationPassword;
}

/** The Crowd settings (R4.32): administrators read and change them; logins read the connection. */
export class CrowdConfigService {
  readonly #settings: SettingsRepository;
  readonly #box: SecretBox;
  constructor(settings: SettingsRepository, box: SecretBox) {
    this.#settings = settings;
    this.#box = box;
  }

  async #stored(): Promise<StoredCrowdConfig> {
    return { ...EMPTY, ...(await this.#settings.get<Partial<StoredCrowdConfig>>(KEY)) };
  }

  /** Whether the login screens offer Crowd: switched on and able to call Crowd. */
  async enabled(): Promise<boolean> {
    const stored = await this.#stored();
    return stored.enabled && stored.sealedApplicationPassword !== null;
  }

  async read(actor: Actor): Promise<CrowdConfig> {
    requireAdmin(actor);
    return visible(await this.#stored());
  }

  async update(actor: Actor, update: CrowdConfigUpdate): Promise<CrowdConfig> {
    requireAdmin(actor);
    const serverUrl = update.serverUrl.trim().replace(/\/+$/, '');
    const applicationName = update.applicationName.trim();
    if (!validServerUrl(serverUrl)) throw new Invalid(serverMessages.crowdServerUrlInvalid);
    const current = await this.#stored();
    const sealedApplicationPassword =
      update.applicationPassword === undefined
        ? keptPassword(current, serverUrl)
        : this.#box.seal(update.applicationPassword);
    if (update.enabled && (serverUrl === '' || applicationName === '' || sealedApplicationPassword === null)) {
      throw new Invalid(serverMessages.crowdConfigIncomplete);
    }
    const next: StoredCrowdConfig = {
      enabled: update.enabled,
      serverUrl,
      applicationName,
      sealedApplicationPassword,
      autoCreateUsers: update.autoCreateUsers,
    };
    await this.#settings.put(KEY, next);
    return visible(next);
  }

  /** The connection while Crowd login is on and complete, else nothing. */
  async connection(): Promise<CrowdConnection | undefined> {
    const stored = await this.#stored();
    if (!stored.enabled || stored.sealedApplicationPassword === null) return undefined;
    return {
      serverUrl: stored.serverUrl,
      applicationName: stored.applicationName,
      applicationPassword: this.#box.open(stored.sealedApplicationPassword),
      autoCreateUsers: stored.autoCreateUsers,
    };
  }
}
