import type { Kysely } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

/** npm dist-tags, per repository and package (migration 019). */
export class DistTagsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async list(repoKey: string, name: string): Promise<Record<string, string>> {
    const rows = await this.#db
      .selectFrom('npm_dist_tags')
      .select(['tag', 'version'])
      .where('repo_key', '=', repoKey)
      .where('package_name', '=', name)
      .orderBy('tag')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.tag, row.version]));
  }

  async set(repoKey: string, name: string, tag: string, version: string, db: Db = this.#db): Promise<void> {
    await db
      .insertInto('npm_dist_tags')
      .values({ repo_key: repoKey, package_name: name, tag, version })
      .onConflict((c) => c.columns(['repo_key', 'package_name', 'tag']).doUpdateSet({ version }))
      .execute();
  }

  async remove(repoKey: string, name: string, tag: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('npm_dist_tags')
      .where('repo_key', '=', repoKey)
      .where('package_name', '=', name)
      .where('tag', '=', tag)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Forgets a package's tags, when the package is unpublished. */
  async removeAll(repoKey: string, name: string): Promise<void> {
    await this.#db
      .deleteFrom('npm_dist_tags')
      .where('repo_key', '=', repoKey)
      .where('package_name', '=', name)
      .execute();
  }
}
