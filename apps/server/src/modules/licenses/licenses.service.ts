import type { KeyObject } from 'node:crypto';
import {
  type CurrentLicense,
  type InstalledLicenseFile,
  LICENSE_FILE_MAX_BYTES,
  type LicenseFileStatus,
  type LicenseName,
  type LicenseType,
  licenseMessages,
  licenseRankOf,
  NO_LICENSE,
} from '@arca/contract';
import type { Logger } from 'pino';
import { audited } from '../../lib/audit.ts';
import { Invalid } from '../../lib/errors.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import { checkSignature, isExpired, parseLicenseFile, type SignedLicense } from './license-document.ts';

/** The settings key of the installed licence: shared by every node, kept across restarts. */
export const LICENSE_SETTING = 'license';

interface StoredLicense {
  /** The file's text as uploaded; checked again on every read, so removing a key takes effect. */
  text: string;
  installedAt: number;
}

export interface LicenseDefault {
  /** `ARCA_LICENSE_TYPE`, or the highest rank when it is unset. */
  type: LicenseType;
  /** Whether `ARCA_LICENSE_TYPE` was set explicitly. */
  configured: boolean;
}

export interface LicenseServiceDeps {
  settings: SettingsRepository;
  keys: readonly KeyObject[];
  fallback: LicenseDefault;
  audit: Logger;
  now?: () => Date;
}

/**
 * The one source of the licence the server reports. Precedence:
 * 1. an installed file, signed by a trusted key and not expired, is in force;
 * 2. otherwise `ARCA_LICENSE_TYPE`, when it is set explicitly (to anything but `none`);
 * 3. otherwise, on an instance that never had a file installed, the highest rank (today's default);
 * 4. otherwise N/A: a file was installed and has expired (or lost its key), and no default was set.
 * `ARCA_LICENSE_TYPE=none` therefore means "no default": without a file in force, N/A.
 */
export class LicenseService {
  readonly #settings: SettingsRepository;
  readonly #keys: readonly KeyObject[];
  readonly #fallback: LicenseDefault;
  readonly #audit: Logger;
  readonly #now: () => Date;

  constructor(deps: LicenseServiceDeps) {
    this.#settings = deps.settings;
    this.#keys = deps.keys;
    this.#fallback = deps.fallback;
    this.#audit = deps.audit;
    this.#now = deps.now ?? (() => new Date());
  }

  async current(): Promise<CurrentLicense> {
    const stored = await this.#settings.get<StoredLicense>(LICENSE_SETTING);
    const file = stored ? this.#describe(stored.text) : null;
    if (file?.status === 'valid') {
      return {
        type: file.type,
        rank: licenseRankOf(file.type),
        source: 'file',
        valid: true,
        licensee: file.licensee,
        expires: file.expires,
        features: file.features,
        file,
      };
    }
    const name = this.#fallbackName(file !== null);
    return {
      type: name,
      rank: licenseRankOf(name),
      source: name === NO_LICENSE ? 'none' : 'default',
      valid: name !== NO_LICENSE,
      licensee: null,
      expires: null,
      features: [],
      file,
    };
  }

  /** The licence name alone, as the footer, the version and the server info report it. */
  async currentName(): Promise<LicenseName> {
    return (await this.current()).type;
  }

  async read(actor: Actor): Promise<CurrentLicense> {
    requireAdmin(actor);
    return this.current();
  }

  /** Installs a licence file (administrators only), replacing the one before; refuses what would not be in force. */
  async install(actor: Actor, text: string): Promise<CurrentLicense> {
    requireAdmin(actor);
    return audited(this.#audit, actor, 'install licence', { repoKey: '', path: '' }, async () => {
      if (Buffer.byteLength(text, 'utf8') > LICENSE_FILE_MAX_BYTES) throw new Invalid(licenseMessages.fileTooLarge);
      const license = parseLicenseFile(text);
      if (this.#keys.length === 0) throw new Invalid(licenseMessages.noTrustedKeys);
      const check = checkSignature(license, this.#keys);
      if (check === 'unknown-key') throw new Invalid(licenseMessages.unknownKey(license.keyId));
      if (check === 'bad-signature') throw new Invalid(licenseMessages.badSignature);
      if (isExpired(license.document, this.#now()))
        throw new Invalid(licenseMessages.expired(license.document.expires));
      await this.#settings.put(LICENSE_SETTING, { text, installedAt: this.#now().getTime() } satisfies StoredLicense);
      return this.current();
    });
  }

  #describe(text: string): InstalledLicenseFile | null {
    let license: SignedLicense;
    try {
      license = parseLicenseFile(text);
    } catch {
      // Only files that parsed were stored; one that no longer does counts as no file at all.
      return null;
    }
    return { ...license.document, status: this.#status(license) };
  }

  #status(license: SignedLicense): LicenseFileStatus {
    if (checkSignature(license, this.#keys) !== 'valid') return 'untrusted';
    return isExpired(license.document, this.#now()) ? 'expired' : 'valid';
  }

  #fallbackName(fileInstalled: boolean): LicenseName {
    const { type, configured } = this.#fallback;
    if (configured) return type === 'none' ? NO_LICENSE : type;
    return fileInstalled ? NO_LICENSE : type;
  }
}
