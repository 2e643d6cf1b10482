import { randomBytes } from 'node:crypto';
import {
  type CreatedIntegration,
  type GitIntegration,
  type GitIntegrationForm,
  gitVendorByName,
  type IntegrationTestResult,
  integrationMessages,
  integrationProductNames,
} from '@arca/contract';
import type { Logger } from 'pino';
import { audited } from '../../lib/audit.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { originOf } from '../../lib/url-origin.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import { type CheckedForm, checkedForm } from './integration-rules.ts';
import type { IntegrationsRepository, StoredIntegration } from './integrations.repository.ts';
import type { VendorProbe } from './vendor-probe.ts';

function wireOf(stored: StoredIntegration): GitIntegration {
  return {
    integrationKey: stored.key,
    integrationName: stored.name,
    url: stored.url,
    ...(stored.userName ? { userName: stored.userName } : {}),
    vendorName: gitVendorByName(stored.vendor)?.id ?? 0,
    vendor: stored.vendor,
    integrationType: stored.integrationType,
    tokenSet: stored.token !== '',
    products: stored.products,
    createdOn: stored.createdAt,
    updatedOn: stored.updatedAt,
  };
}

/**
 * The stored token, for a form that left it blank, while the URL keeps the stored one's origin
 * (scheme, host and port): a token is never sent to another host, so a form that moves there must
 * carry it again. Another path on the same origin reaches the server that had it.
 */
function storedTokenFor(stored: StoredIntegration, url: string): string {
  const origin = originOf(url);
  if (origin !== originOf(stored.url)) throw new Invalid(integrationMessages.tokenForNewUrl(origin ?? url));
  return stored.token;
}

/** Git integrations for administrators: list, get, create, update, delete, and the connection test. */
export class IntegrationsService {
  readonly #integrations: IntegrationsRepository;
  readonly #probe: VendorProbe;
  readonly #installed: (service: string) => boolean;
  readonly #audit: Logger;

  constructor(deps: {
    integrations: IntegrationsRepository;
    probe: VendorProbe;
    /** Whether a companion service is installed: an integration connects only to one that is. */
    installed: (service: string) => boolean;
    audit: Logger;
  }) {
    this.#integrations = deps.integrations;
    this.#probe = deps.probe;
    this.#installed = deps.installed;
    this.#audit = deps.audit;
  }

  async #existing(key: string): Promise<StoredIntegration> {
    const stored = await this.#integrations.find(key);
    if (!stored) throw new NotFound(integrationMessages.notFound(key));
    return stored;
  }

  #requireInstalled(checked: CheckedForm, before: readonly string[] = []): void {
    for (const product of checked.products) {
      if (!before.includes(product) && !this.#installed(product)) {
        throw new Invalid(integrationMessages.productNotInstalled(integrationProductNames[product]));
      }
    }
  }

  async #requireUniqueName(checked: CheckedForm, key?: string): Promise<void> {
    const holder = await this.#integrations.keyOfName(checked.vendor.name, checked.name);
    if (holder !== undefined && holder !== key) throw new Conflict(integrationMessages.nameExists(checked.name));
  }

  async list(actor: Actor): Promise<GitIntegration[]> {
    requireAdmin(actor);
    return (await this.#integrations.list()).map(wireOf);
  }

  async get(actor: Actor, key: string): Promise<GitIntegration> {
    requireAdmin(actor);
    return wireOf(await this.#existing(key));
  }

  create(actor: Actor, form: GitIntegrationForm): Promise<CreatedIntegration> {
    return audited(
      this.#audit,
      actor,
      'create integration',
      { repoKey: '', path: form.integrationName ?? '' },
      async () => {
        requireAdmin(actor);
        const checked = checkedForm(form, { tokenNeeded: true });
        this.#requireInstalled(checked);
        await this.#requireUniqueName(checked);
        const now = Date.now();
        const key = `${checked.vendor.name}-${randomBytes(4).toString('hex')}`;
        await this.#integrations.insert({
          key,
          vendor: checked.vendor.name,
          name: checked.name,
          url: checked.url,
          ...(checked.userName ? { userName: checked.userName } : {}),
          token: checked.token,
          integrationType: checked.integrationType,
          products: checked.products,
          createdAt: now,
          updatedAt: now,
        });
        return { integrationKey: key };
      },
    );
  }

  /**
   * Replaces the integration whole, except a blank token, which keeps the stored one while the URL
   * keeps its origin. The vendor stays.
   */
  update(actor: Actor, key: string, form: GitIntegrationForm): Promise<GitIntegration> {
    return audited(this.#audit, actor, 'update integration', { repoKey: '', path: key }, async () => {
      requireAdmin(actor);
      const stored = await this.#existing(key);
      const checked = checkedForm(
        { ...form, vendorName: gitVendorByName(stored.vendor)?.id ?? 0 },
        { tokenNeeded: false },
      );
      this.#requireInstalled(checked, stored.products);
      await this.#requireUniqueName(checked, key);
      const updated: StoredIntegration = {
        ...stored,
        name: checked.name,
        url: checked.url,
        token: checked.token || storedTokenFor(stored, checked.url),
        integrationType: checked.integrationType,
        products: form.products === undefined ? stored.products : checked.products,
        updatedAt: Date.now(),
      };
      if (checked.userName) updated.userName = checked.userName;
      else delete updated.userName;
      await this.#integrations.update(updated);
      return wireOf(updated);
    });
  }

  delete(actor: Actor, key: string): Promise<void> {
    return audited(this.#audit, actor, 'delete integration', { repoKey: '', path: key }, async () => {
      requireAdmin(actor);
      if (!(await this.#integrations.delete(key))) throw new NotFound(integrationMessages.notFound(key));
    });
  }

  /**
   * Asks the vendor whether the URL and token work; stores nothing. A blank token with the key of
   * a stored integration tests the stored token (the edit form never holds it), at its own origin only.
   */
  async test(actor: Actor, form: GitIntegrationForm): Promise<IntegrationTestResult> {
    requireAdmin(actor);
    const stored = form.integrationKey ? await this.#existing(form.integrationKey) : undefined;
    const vendorName = stored ? (gitVendorByName(stored.vendor)?.id ?? 0) : form.vendorName;
    const checked = checkedForm({ ...form, vendorName }, { tokenNeeded: stored === undefined });
    return this.#probe.probe({
      vendor: checked.vendor.name,
      url: checked.url,
      token: checked.token || (stored ? storedTokenFor(stored, checked.url) : ''),
      ...(checked.userName ? { userName: checked.userName } : {}),
    });
  }
}
