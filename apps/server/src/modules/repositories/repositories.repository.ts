import type { RepositoryClass, RepositoryConfig } from '@arca/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { CachedReads } from '../../db/cached-reads.ts';
import type { DataChanges } from '../../db/data-changes.ts';
import type { Database, RepositoriesTable } from '../../db/schema.ts';
import type { Eventually } from '../../lib/eventually.ts';

/** A stored repository: its config as kept (a remote's password still sealed). */
export interface StoredRepository {
  key: string;
  rclass: RepositoryClass;
  packageType: string;
  projectKey: string;
  config: RepositoryConfig;
  /** Epoch ms; 0 for one not stored yet. */
  createdAt: number;
}

function toStored(row: Selectable<RepositoriesTable>): StoredRepository {
  return {
    key: row.repo_key,
    rclass: row.rclass as RepositoryClass,
    packageType: row.package_type,
    projectKey: row.project_key,
    config: JSON.parse(row.config) as RepositoryConfig,
    createdAt: row.created_at,
  };
}

function copyOf(repository: Readonly<StoredRepository>): StoredRepository {
  return { ...repository, config: { ...repository.config } };
}

export interface RepositoryFilter {
  rclass?: RepositoryClass;
  packageType?: string;
  projectKey?: string;
}

/**
 * Repository configurations. Every artifact request looks its repository up, so the rows are
 * read from memory until the database changes, on any node (see CachedReads), parsed once; each
 * call still gets objects of its own to change (the repository and its config's fields).
 */
export class RepositoriesRepository {
  readonly #db: Kysely<Database>;
  readonly #rows: CachedReads<Map<string, Readonly<StoredRepository>>>;
  constructor(db: Kysely<Database>, changes: DataChanges) {
    this.#db = db;
    this.#rows = new CachedReads(changes, 1);
  }

  /** By lower-case key, in key order. */
  #all(): Eventually<Map<string, Readonly<StoredRepository>>> {
    return this.#rows.get('', async () => {
      const rows = await this.#db.selectFrom('repositories').selectAll().orderBy('repo_key').execute();
      return new Map(rows.map((row) => [row.key_lower, toStored(row)]));
    });
  }

  /** Sorted by key. */
  async list(filter: RepositoryFilter = {}): Promise<StoredRepository[]> {
    const repositories = [...(await this.#all()).values()].filter(
      (repository) =>
        (!filter.rclass || repository.rclass === filter.rclass) &&
        (!filter.packageType || repository.packageType === filter.packageType) &&
        (filter.projectKey === undefined || repository.projectKey === filter.projectKey),
    );
    return repositories.map(copyOf);
  }

  /** Keys match regardless of case. */
  async find(key: string): Promise<StoredRepository | undefined> {
    const repository = (await this.#all()).get(key.toLowerCase());
    return repository && copyOf(repository);
  }

  /** A repository's class and stored key, without the copy `find` makes: authorization asks on every request. */
  async identity(key: string): Promise<Pick<StoredRepository, 'key' | 'rclass'> | undefined> {
    const repository = (await this.#all()).get(key.toLowerCase());
    return repository && { key: repository.key, rclass: repository.rclass };
  }

  /** False when a repository with this key (in any case) exists already. */
  async insert(repository: StoredRepository): Promise<boolean> {
    const now = Date.now();
    const result = await this.#db
      .insertInto('repositories')
      .values({ ...columns(repository), repo_key: repository.key, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column('key_lower').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async update(repository: StoredRepository): Promise<void> {
    await this.#db
      .updateTable('repositories')
      .set({ ...columns(repository), updated_at: Date.now() })
      .where('repo_key', '=', repository.key)
      .execute();
  }

  /** Moves repositories into a project, or out of every project with '', all or none. */
  async setProject(keys: readonly string[], projectKey: string, tx?: Transaction<Database>): Promise<void> {
    if (!tx) {
      await this.#db.transaction().execute((own) => this.setProject(keys, projectKey, own));
      return;
    }
    for (const key of keys) {
      const row = await tx
        .selectFrom('repositories')
        .selectAll()
        .where('key_lower', '=', key.toLowerCase())
        .executeTakeFirst();
      if (!row) continue;
      const config: RepositoryConfig = JSON.parse(row.config) as RepositoryConfig;
      if (projectKey === '') delete config.projectKey;
      else config.projectKey = projectKey;
      await tx
        .updateTable('repositories')
        .set({ project_key: projectKey, config: JSON.stringify(config), updated_at: Date.now() })
        .where('repo_key', '=', row.repo_key)
        .execute();
    }
  }

  /** The keys of a project's repositories. */
  async keysInProject(projectKey: string, tx: Transaction<Database>): Promise<string[]> {
    const rows = await tx.selectFrom('repositories').select('repo_key').where('project_key', '=', projectKey).execute();
    return rows.map((row) => row.repo_key);
  }

  /**
   * Deletes the repository, takes it out of every virtual repository and lets `alsoWithin` clean
   * up elsewhere (permissions), all in one transaction.
   */
  async delete(key: string, alsoWithin: (tx: Transaction<Database>) => Promise<void>): Promise<boolean> {
    const deleted = await this.#db.transaction().execute(async (tx) => {
      const result = await tx.deleteFrom('repositories').where('repo_key', '=', key).executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) return false;
      await alsoWithin(tx);
      const virtuals = await tx.selectFrom('repositories').selectAll().where('rclass', '=', 'virtual').execute();
      for (const row of virtuals.map(toStored)) {
        const members = row.config.repositories ?? [];
        if (!members.includes(key)) continue;
        const config: RepositoryConfig = { ...row.config, repositories: members.filter((member) => member !== key) };
        if (config.defaultDeploymentRepo === key) delete config.defaultDeploymentRepo;
        await tx
          .updateTable('repositories')
          .set({ config: JSON.stringify(config), updated_at: Date.now() })
          .where('repo_key', '=', row.key)
          .execute();
      }
      return true;
    });
    return deleted;
  }
}

function columns(repository: StoredRepository) {
  return {
    key_lower: repository.key.toLowerCase(),
    rclass: repository.rclass,
    package_type: repository.packageType,
    project_key: repository.projectKey,
    config: JSON.stringify(repository.config),
  };
}
