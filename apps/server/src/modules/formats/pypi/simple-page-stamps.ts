import { type Kysely, sql } from 'kysely';
import { CachedReads } from '../../../db/cached-reads.ts';
import type { DataChanges } from '../../../db/data-changes.ts';
import type { Database } from '../../../db/schema.ts';
import type { Eventually } from '../../../lib/eventually.ts';

const PACKAGE_TYPE = 'pypi';
/** More than the pages the cache holds: a stamp is a few dozen bytes. */
const STAMPS_KEPT = 10_000;

/**
 * A value that changes whenever a project's simple page in one local repository would, read from
 * the database again whenever it may have changed (DataChanges, other nodes' writes included), so
 * that nodes sharing it never answer a page another node has changed. The page lists the project's files in the repository with their names, paths, sha256 and
 * requires-python. A file joins the project, or its metadata changes, only through
 * PackageIndex.record, which sets the package's modification time. A file leaves when its item or
 * version is deleted or moved to another repository, which changes the repository's count in
 * package_repos (migration 021 keeps it by trigger). A file's content replaced in place (a plain
 * deploy over it) keeps its index rows, so the deploy hook `touch`es the package. One statement of
 * two indexed probes, as the npm packument's stamp: reading the page's 300 files took most of its time.
 */
export class SimplePageStamps {
  readonly #db: Kysely<Database>;
  /** Stamps read since the database last changed: a kept page's GET then reads nothing. */
  readonly #read: CachedReads<string>;

  constructor(db: Kysely<Database>, changes: DataChanges) {
    this.#db = db;
    this.#read = new CachedReads(changes, STAMPS_KEPT);
  }

  of(repoKey: string, nameKey: string): Eventually<string> {
    return this.#read.get(`${repoKey}\0${nameKey}`, () => this.#query(repoKey, nameKey));
  }

  async #query(repoKey: string, nameKey: string): Promise<string> {
    const { rows } = await sql<{ id: number | string; modified: number | string; files: number | string | null }>`
      select p.id as id, p.modified_at as modified, r.files as files
        from packages p left join package_repos r on r.package_id = p.id and r.repo_key = ${repoKey}
        where p.package_type = ${PACKAGE_TYPE} and p.name_key = ${nameKey}`.execute(this.#db);
    const row = rows[0];
    return row ? `${row.id}:${row.modified}:${row.files ?? 0}` : '';
  }

  /**
   * Moves the package's modification time on, to just after its last one when that is not earlier
   * than now, so that a page of it read before differs from one read after.
   */
  async touch(nameKey: string): Promise<void> {
    const now = Date.now();
    await sql`update packages set modified_at = case when modified_at >= ${now} then modified_at + 1 else ${now} end
      where package_type = ${PACKAGE_TYPE} and name_key = ${nameKey}`.execute(this.#db);
  }
}
