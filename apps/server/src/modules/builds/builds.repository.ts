import type { BuildInfo } from '@arca/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export interface BuildRun {
  name: string;
  number: string;
  started: string;
  startedAt: number;
}

type ModuleArtifacts = { artifacts?: { sha1?: unknown; sha256?: unknown; md5?: unknown }[] }[];

function listsArtifact(info: BuildInfo, checksums: readonly string[]): boolean {
  const modules = Array.isArray(info.modules) ? (info.modules as ModuleArtifacts) : [];
  return modules.some((module) =>
    (module.artifacts ?? []).some((artifact) =>
      [artifact.sha1, artifact.sha256, artifact.md5].some(
        (value) => typeof value === 'string' && checksums.includes(value),
      ),
    ),
  );
}

export class BuildsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  transaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(work);
  }

  /** Publishing a run number again replaces that run. */
  async save(
    buildRepo: string,
    info: BuildInfo,
    startedAt: number,
    publishedBy: string,
    db: Db = this.#db,
  ): Promise<void> {
    const row = {
      started: info.started,
      started_at: startedAt,
      info: JSON.stringify(info),
      published_by: publishedBy,
      published_at: Date.now(),
    };
    await db
      .insertInto('builds')
      .values({ build_repo: buildRepo, name: info.name, number: info.number, ...row })
      .onConflict((conflict) => conflict.columns(['build_repo', 'name', 'number']).doUpdateSet(row))
      .execute();
  }

  /** Rewrites a run's document (a promotion's status), keeping who published it and when. */
  async replaceInfo(buildRepo: string, info: BuildInfo, db: Db = this.#db): Promise<void> {
    await db
      .updateTable('builds')
      .set({ info: JSON.stringify(info) })
      .where('build_repo', '=', buildRepo)
      .where('name', '=', info.name)
      .where('number', '=', info.number)
      .execute();
  }

  /** Every run in a build-info repository, newest first within each name. */
  async runs(buildRepo: string, name?: string): Promise<BuildRun[]> {
    let query = this.#db
      .selectFrom('builds')
      .select(['name', 'number', 'started', 'started_at'])
      .where('build_repo', '=', buildRepo);
    if (name !== undefined) query = query.where('name', '=', name);
    const rows = await query.orderBy('name').orderBy('started_at', 'desc').orderBy('number', 'desc').execute();
    return rows.map((row) => ({
      name: row.name,
      number: row.number,
      started: row.started,
      startedAt: Number(row.started_at),
    }));
  }

  /**
   * Runs whose modules list an artifact with one of these checksums. The text match finds the
   * candidates; reading each document confirms them.
   */
  async containing(checksums: readonly string[]): Promise<(BuildRun & { buildRepo: string })[]> {
    const wanted = checksums.filter((checksum) => /^[0-9a-f]{32,64}$/.test(checksum));
    if (wanted.length === 0) return [];
    const rows = await this.#db
      .selectFrom('builds')
      .select(['build_repo', 'name', 'number', 'started', 'started_at', 'info'])
      .where((eb) => eb.or(wanted.map((checksum) => eb('info', 'like', `%${checksum}%`))))
      .orderBy('started_at', 'desc')
      .execute();
    return rows
      .filter((row) => listsArtifact(JSON.parse(row.info) as BuildInfo, wanted))
      .map((row) => ({
        buildRepo: row.build_repo,
        name: row.name,
        number: row.number,
        started: row.started,
        startedAt: Number(row.started_at),
      }));
  }

  async find(buildRepo: string, name: string, number: string): Promise<BuildInfo | undefined> {
    const row = await this.#db
      .selectFrom('builds')
      .select('info')
      .where('build_repo', '=', buildRepo)
      .where('name', '=', name)
      .where('number', '=', number)
      .executeTakeFirst();
    return row && (JSON.parse(row.info) as BuildInfo);
  }

  /** Deletes these runs, or every run of the build; the runs deleted. */
  async delete(
    buildRepo: string,
    name: string,
    numbers: readonly string[] | 'all',
    db: Db = this.#db,
  ): Promise<BuildRun[]> {
    let query = db.deleteFrom('builds').where('build_repo', '=', buildRepo).where('name', '=', name);
    if (numbers !== 'all') {
      if (numbers.length === 0) return [];
      query = query.where('number', 'in', [...numbers]);
    }
    const rows = await query.returning(['name', 'number', 'started', 'started_at']).execute();
    return rows.map((row) => ({
      name: row.name,
      number: row.number,
      started: row.started,
      startedAt: Number(row.started_at),
    }));
  }
}
