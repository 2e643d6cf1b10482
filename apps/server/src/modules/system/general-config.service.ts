import {
  DEFAULT_GENERAL_CONFIG,
  type GeneralConfig,
  type GeneralConfigDetails,
  type GeneralConfigInput,
  generalConfigMessages,
  generalConfigPaths,
  generalConfigProblems,
  normalizedUrlBase,
} from '@arca/contract';
import type { Logger } from 'pino';
import { audited } from '../../lib/audit.ts';
import { Invalid, NotFound } from '../../lib/errors.ts';
import type { Eventually } from '../../lib/eventually.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import { checkedLogo, type StoredLogo } from './general-config-logo.ts';

/** The settings key of the general configuration; anonymous access lives in the security one. */
const KEY = 'generalConfig';
/** The logo, in one row of its own: written whole or not at all, and read only when needed. */
const LOGO_KEY = 'generalConfig.logo';

type StoredGeneral = Omit<GeneralConfigInput, 'anonAccessEnabled'>;

/** What the footer carries of the general configuration. */
export interface FooterGeneral {
  serverName: string;
  helpLinksEnabled: boolean;
  logoUrl: string | null;
  customUrlBase: string | null;
}

export interface GeneralConfigDeps {
  settings: SettingsRepository;
  security: SecurityConfigService;
  /** The public address from ARCA_BASE_URL, without the trailing slash; null when not configured. */
  defaultUrlBase: string | null;
  audit: Logger;
}

/** The server's name, public URL base, logo, help links, upload limit and anonymous access. */
export class GeneralConfigService {
  readonly #deps: GeneralConfigDeps;
  /** Read for every footer and console upload: kept until the setting changes, on any node. */
  readonly #general: () => Eventually<StoredGeneral>;
  /** null: no custom logo. */
  readonly #logo: () => Eventually<StoredLogo | null>;

  constructor(deps: GeneralConfigDeps) {
    this.#deps = deps;
    // Settings saved by an older version lack newer fields: the defaults fill them.
    const { anonAccessEnabled: _, ...defaults } = DEFAULT_GENERAL_CONFIG;
    this.#general = deps.settings.view(KEY, (stored) => ({
      ...defaults,
      ...(stored as Partial<StoredGeneral> | undefined),
    }));
    this.#logo = deps.settings.view(LOGO_KEY, (stored) => (stored as StoredLogo | undefined) ?? null);
  }

  async #effectiveUrlBase(): Promise<string | null> {
    return (await this.#general()).customUrlBase || this.#deps.defaultUrlBase;
  }

  async #logoUrl(): Promise<string | null> {
    const logo = await this.#logo();
    // The version makes the console fetch a new logo at once; the validator spares unchanged ones.
    return logo ? `${generalConfigPaths.logo}?v=${logo.sha256.slice(0, 16)}` : null;
  }

  /** `GET ui/generalConfig`: the public URL base for anyone, the whole configuration for administrators. */
  async answer(actor: Actor): Promise<GeneralConfig | GeneralConfigDetails> {
    if (actor.kind === 'user' && actor.user.admin) return this.read(actor);
    return { customUrlBase: await this.#effectiveUrlBase() };
  }

  async read(actor: Actor): Promise<GeneralConfigDetails> {
    requireAdmin(actor);
    const general = await this.#general();
    const { anonAccessEnabled } = await this.#deps.security.current();
    return {
      customUrlBase: await this.#effectiveUrlBase(),
      settings: { ...general, anonAccessEnabled },
      defaultUrlBase: this.#deps.defaultUrlBase,
      logoUrl: await this.#logoUrl(),
    };
  }

  update(actor: Actor, input: GeneralConfigInput): Promise<GeneralConfigDetails> {
    return audited(this.#deps.audit, actor, 'update general configuration', { repoKey: '', path: '' }, async () => {
      requireAdmin(actor);
      const [problem] = generalConfigProblems(input);
      if (problem) throw new Invalid(problem);
      const general: StoredGeneral = {
        serverName: input.serverName.trim(),
        customUrlBase: normalizedUrlBase(input.customUrlBase),
        helpLinksEnabled: input.helpLinksEnabled,
        fileUploadMaxSizeMb: input.fileUploadMaxSizeMb,
      };
      await this.#deps.settings.put(KEY, general);
      // One source of truth: the security configuration keeps the anonymous-access switch.
      if ((await this.#deps.security.current()).anonAccessEnabled !== input.anonAccessEnabled) {
        await this.#deps.security.update(actor, { anonAccessEnabled: input.anonAccessEnabled });
      }
      return this.read(actor);
    });
  }

  async footer(): Promise<FooterGeneral> {
    const { serverName, helpLinksEnabled } = await this.#general();
    return {
      serverName,
      helpLinksEnabled,
      logoUrl: await this.#logoUrl(),
      customUrlBase: await this.#effectiveUrlBase(),
    };
  }

  /** The largest body the console's deploy accepts, in bytes; undefined when there is no limit. */
  async uploadLimit(): Promise<{ mb: number; bytes: number } | undefined> {
    const mb = (await this.#general()).fileUploadMaxSizeMb;
    return mb > 0 ? { mb, bytes: mb * 1024 * 1024 } : undefined;
  }

  async logo(): Promise<StoredLogo> {
    const logo = await this.#logo();
    if (!logo) throw new NotFound(generalConfigMessages.logoNotFound);
    return logo;
  }

  /** Checked before anything is stored, then written in one row: a refused file changes nothing. */
  saveLogo(actor: Actor, bytes: Buffer): Promise<GeneralConfigDetails> {
    return audited(this.#deps.audit, actor, 'upload logo', { repoKey: '', path: '' }, async () => {
      requireAdmin(actor);
      const logo = checkedLogo(bytes);
      await this.#deps.settings.put(LOGO_KEY, logo);
      return this.read(actor);
    });
  }

  deleteLogo(actor: Actor): Promise<GeneralConfigDetails> {
    return audited(this.#deps.audit, actor, 'delete logo', { repoKey: '', path: '' }, async () => {
      requireAdmin(actor);
      // The settings rows are kept, never removed: null means the product's own logo.
      await this.#deps.settings.put(LOGO_KEY, null);
      return this.read(actor);
    });
  }
}
