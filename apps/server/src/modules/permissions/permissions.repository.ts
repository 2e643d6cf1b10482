import type { Permission } from '@arca/contract';
import { type Kysely, sql } from 'kysely';
import { CachedReads } from '../../db/cached-reads.ts';
import type { DataChanges } from '../../db/data-changes.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Eventually } from '../../lib/eventually.ts';

function toPermission(row: { name: string; resources: string }): Permission {
  return { name: row.name, resources: JSON.parse(row.resources) as Permission['resources'] };
}

export class PermissionsRepository {
  readonly #db: Kysely<Database>;
  readonly #snapshot: CachedReads<readonly Permission[]>;
  constructor(db: Kysely<Database>, changes: DataChanges) {
    this.#db = db;
    this.#snapshot = new CachedReads(changes, 1);
  }

  /**
   * Every permission, shared between callers: authorization asks on every request, so it reads
   * from memory until the database changes (on any node). Callers must not change what they get;
   * writers use `list()`.
   */
  snapshot(): Eventually<readonly Permission[]> {
    return this.#snapshot.get('', () => this.list());
  }

  async list(tx: Db = this.#db): Promise<Permission[]> {
    const rows = await tx.selectFrom('permissions').select(['name', 'resources']).orderBy('name').execute();
    return rows.map(toPermission);
  }

  /** Permission names match regardless of case. */
  async find(name: string): Promise<Permission | undefined> {
    const row = await this.#db
      .selectFrom('permissions')
      .select(['name', 'resources'])
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    return row && toPermission(row);
  }

  /** False when a permission of that name exists already. */
  async insert(permission: Permission): Promise<boolean> {
    const now = Date.now();
    try {
      await this.#db
        .insertInto('permissions')
        .values({
          name: permission.name,
          resources: JSON.stringify(permission.resources),
          created_at: now,
          updated_at: now,
        })
        .execute();
      return true;
    } catch (error) {
      if (await this.find(permission.name)) return false;
      throw error;
    }
  }

  async replace(permission: Permission, tx: Db = this.#db): Promise<void> {
    await tx
      .updateTable('permissions')
      .set({ resources: JSON.stringify(permission.resources), updated_at: Date.now() })
      .where(sql<string>`lower(name)`, '=', permission.name.toLowerCase())
      .execute();
  }

  async delete(name: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('permissions')
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /**
   * Takes a deleted user or group out of every permission, so a later account of the same name
   * does not inherit its grants.
   */
  async forgetPrincipal(kind: 'users' | 'groups', name: string): Promise<void> {
    const lower = name.toLowerCase();
    for (const permission of await this.list()) {
      let changed = false;
      for (const section of Object.values(permission.resources)) {
        const byName = section.actions[kind] ?? {};
        for (const key of Object.keys(byName)) {
          if (key.toLowerCase() === lower) {
            delete byName[key];
            changed = true;
          }
        }
      }
      if (changed) await this.replace(permission);
    }
  }

  /**
   * Takes a deleted repository out of every permission's repository targets, so a later
   * repository of the same key does not inherit its grants.
   */
  async forgetRepository(key: string, tx: Db = this.#db): Promise<void> {
    for (const permission of await this.list(tx)) {
      const targets = permission.resources.artifact?.targets;
      if (!targets || !(key in targets)) continue;
      delete targets[key];
      await this.replace(permission, tx);
    }
  }
}
