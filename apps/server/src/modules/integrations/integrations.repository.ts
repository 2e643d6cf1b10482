import { type GitVendorName, type IntegrationProduct, isGitVendorName, isIntegrationProduct } from '@arca/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, GitIntegrationsTable } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/encryption.ts';

/** A stored integration, its token in plain text (callers never answer it). */
export interface StoredIntegration {
  key: string;
  vendor: GitVendorName;
  name: string;
  url: string;
  userName?: string;
  token: string;
  integrationType: number;
  products: IntegrationProduct[];
  createdAt: number;
  updatedAt: number;
}

/** Git integrations; the token is sealed with the master key in the table. */
export class IntegrationsRepository {
  readonly #db: Kysely<Database>;
  readonly #box: SecretBox;
  constructor(db: Kysely<Database>, box: SecretBox) {
    this.#db = db;
    this.#box = box;
  }

  #open(row: Selectable<GitIntegrationsTable>): StoredIntegration {
    const products = JSON.parse(row.products) as string[];
    return {
      key: row.integration_key,
      vendor: isGitVendorName(row.vendor) ? row.vendor : 'github',
      name: row.name,
      url: row.url,
      ...(row.user_name ? { userName: row.user_name } : {}),
      token: this.#box.open(row.token),
      integrationType: Number(row.integration_type),
      products: products.filter(isIntegrationProduct),
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
    };
  }

  #columns(integration: StoredIntegration) {
    return {
      vendor: integration.vendor,
      name: integration.name,
      name_lower: integration.name.toLowerCase(),
      url: integration.url,
      user_name: integration.userName ?? null,
      token: this.#box.seal(integration.token),
      integration_type: integration.integrationType,
      products: JSON.stringify(integration.products),
      updated_at: integration.updatedAt,
    };
  }

  /** Sorted by vendor, then name. */
  async list(): Promise<StoredIntegration[]> {
    const rows = await this.#db
      .selectFrom('git_integrations')
      .selectAll()
      .orderBy('vendor')
      .orderBy('name_lower')
      .execute();
    return rows.map((row) => this.#open(row));
  }

  async find(key: string): Promise<StoredIntegration | undefined> {
    const row = await this.#db
      .selectFrom('git_integrations')
      .selectAll()
      .where('integration_key', '=', key)
      .executeTakeFirst();
    return row && this.#open(row);
  }

  /** The key of the vendor's integration with that name, regardless of case. */
  async keyOfName(vendor: GitVendorName, name: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('git_integrations')
      .select('integration_key')
      .where('vendor', '=', vendor)
      .where('name_lower', '=', name.toLowerCase())
      .executeTakeFirst();
    return row?.integration_key;
  }

  async insert(integration: StoredIntegration): Promise<void> {
    await this.#db
      .insertInto('git_integrations')
      .values({ integration_key: integration.key, ...this.#columns(integration), created_at: integration.createdAt })
      .execute();
  }

  async update(integration: StoredIntegration): Promise<void> {
    await this.#db
      .updateTable('git_integrations')
      .set(this.#columns(integration))
      .where('integration_key', '=', integration.key)
      .execute();
  }

  async delete(key: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('git_integrations').where('integration_key', '=', key).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
