import { type Kysely, sql } from 'kysely';
import { CachedReads } from '../../../db/cached-reads.ts';
import type { DataChanges } from '../../../db/data-changes.ts';
import type { Database } from '../../../db/schema.ts';
import type { Eventually } from '../../../lib/eventually.ts';

const PACKAGE_TYPE = 'npm';
/** As many as packuments the cache may hold, and more: a stamp is a few dozen bytes. */
const STAMPS_KEPT = 10_000;

/**
 * A value that changes whenever a package's packument in one repository would, read from the
 * database again whenever it may have changed (DataChanges, other nodes' writes included), so that
 * nodes sharing it never answer a document another node has changed. The document reads the package's versions whose files are in the repository, and the
 * repository's tags. A file joins a version, and a version changes, only through
 * PackageIndex.record, which sets the package's modification time (a publish, a deprecation, a
 * remote's cached tarball); npm's own writes give it a time later than the last (`nextTime`), so
 * two within a millisecond differ too. A file leaves when its item or version is deleted, which
 * lowers the repository's count in package_repos (migration 021 keeps it by trigger). Tags are read
 * whole, as a tag set and set back is a change too. One statement of two indexed probes: reading
 * anything per version (300 rows for a large package) took a third of a cached answer's time.
 */
export class PackumentStamps {
  readonly #db: Kysely<Database>;
  /** Stamps read since the database last changed: a cached packument's GET then reads nothing. */
  readonly #read: CachedReads<string>;
  constructor(db: Kysely<Database>, changes: DataChanges) {
    this.#db = db;
    this.#read = new CachedReads(changes, STAMPS_KEPT);
  }

  of(repoKey: string, name: string): Eventually<string> {
    return this.#read.get(`${repoKey}\0${name}`, () => this.#query(repoKey, name));
  }

  async #query(repoKey: string, name: string): Promise<string> {
    const { rows } = await sql<{ part: number | string; a: string; b: string; c: string | null }>`
      select 0 as part, cast(p.id as text) as a, cast(p.modified_at as text) as b,
          cast(coalesce(r.files, 0) as text) as c
        from packages p left join package_repos r on r.package_id = p.id and r.repo_key = ${repoKey}
        where p.package_type = ${PACKAGE_TYPE} and p.name_key = ${name}
      union all
      select 1 as part, t.tag as a, t.version as b, cast(null as text) as c
        from npm_dist_tags t where t.repo_key = ${repoKey} and t.package_name = ${name}
      order by 1, 2`.execute(this.#db);
    return rows.map((row) => `${row.part}:${row.a}=${row.b}${row.c === null ? '' : `:${row.c}`}`).join(',');
  }

  /**
   * The modification time for the next record of a package: now, or just after its last one when
   * that is not earlier (two records within a millisecond, or another node's clock ahead).
   */
  async nextTime(name: string): Promise<number> {
    const row = await this.#db
      .selectFrom('packages')
      .select('modified_at')
      .where('package_type', '=', PACKAGE_TYPE)
      .where('name_key', '=', name)
      .executeTakeFirst();
    return Math.max(Date.now(), row ? Number(row.modified_at) + 1 : 0);
  }
}
