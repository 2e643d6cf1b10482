import type { Kysely, Selectable } from 'kysely';
import type { Database, ProxiesTable } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/encryption.ts';

/** A stored proxy, its password in plain text (callers never answer it). */
export interface StoredProxy {
  key: string;
  host: string;
  port: number;
  username?: string;
  password?: string;
  ntHost?: string;
  ntDomain?: string;
  redirectedToHosts: string[];
  platformDefault: boolean;
}

/** Outbound proxies; the password is sealed with the master key in the table. */
export class ProxiesRepository {
  readonly #db: Kysely<Database>;
  readonly #box: SecretBox;
  constructor(db: Kysely<Database>, box: SecretBox) {
    this.#db = db;
    this.#box = box;
  }

  #open(row: Selectable<ProxiesTable>): StoredProxy {
    return {
      key: row.proxy_key,
      host: row.host,
      port: Number(row.port),
      ...(row.username ? { username: row.username } : {}),
      ...(row.password ? { password: this.#box.open(row.password) } : {}),
      ...(row.nt_host ? { ntHost: row.nt_host } : {}),
      ...(row.nt_domain ? { ntDomain: row.nt_domain } : {}),
      redirectedToHosts: JSON.parse(row.redirected_to_hosts) as string[],
      platformDefault: row.platform_default === 1,
    };
  }

  #columns(proxy: StoredProxy) {
    return {
      key_lower: proxy.key.toLowerCase(),
      host: proxy.host,
      port: proxy.port,
      username: proxy.username || null,
      password: proxy.password ? this.#box.seal(proxy.password) : null,
      nt_host: proxy.ntHost || null,
      nt_domain: proxy.ntDomain || null,
      redirected_to_hosts: JSON.stringify(proxy.redirectedToHosts),
      platform_default: proxy.platformDefault ? (1 as const) : (0 as const),
      updated_at: Date.now(),
    };
  }

  /** Sorted by key. */
  async list(): Promise<StoredProxy[]> {
    const rows = await this.#db.selectFrom('proxies').selectAll().orderBy('key_lower').execute();
    return rows.map((row) => this.#open(row));
  }

  /** Keys match regardless of case. */
  async find(key: string): Promise<StoredProxy | undefined> {
    const row = await this.#db
      .selectFrom('proxies')
      .selectAll()
      .where('key_lower', '=', key.toLowerCase())
      .executeTakeFirst();
    return row && this.#open(row);
  }

  async findDefault(): Promise<StoredProxy | undefined> {
    const row = await this.#db.selectFrom('proxies').selectAll().where('platform_default', '=', 1).executeTakeFirst();
    return row && this.#open(row);
  }

  /** Inserts or replaces; a new default takes the flag from any other proxy in the same transaction. */
  async save(proxy: StoredProxy, existed: boolean): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      if (proxy.platformDefault) {
        await trx
          .updateTable('proxies')
          .set({ platform_default: 0 })
          .where('key_lower', '!=', proxy.key.toLowerCase())
          .execute();
      }
      if (existed) {
        await trx
          .updateTable('proxies')
          .set(this.#columns(proxy))
          .where('key_lower', '=', proxy.key.toLowerCase())
          .execute();
      } else {
        await trx
          .insertInto('proxies')
          .values({ proxy_key: proxy.key, ...this.#columns(proxy), created_at: Date.now() })
          .execute();
      }
    });
  }

  async delete(key: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('proxies').where('key_lower', '=', key.toLowerCase()).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
