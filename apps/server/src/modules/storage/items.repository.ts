import {
  type CompiledQuery,
  type Expression,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely';
import { CachedReads } from '../../db/cached-reads.ts';
import type { DataChanges } from '../../db/data-changes.ts';
import type { Db, Dialect } from '../../db/database.ts';
import type { Database, ItemsTable } from '../../db/schema.ts';
import { escapeLike, prefixRange } from '../../lib/sql-like.ts';
import { containedPattern, matchRank } from '../../lib/text-match.ts';
import { hasTrigram, type TrigramIndexed, trigramLike } from '../../lib/trigram-like.ts';
import type { ReadScope } from '../permissions/authorization.ts';
import { ancestorsOf, joinPath, splitPath } from './artifact-path.ts';
import { isPending, PENDING } from './blob-hasher.ts';
import type { BlobDigest } from './blob-store.ts';
import type { PendingChecksums } from './pending-checksums.ts';
import { readableItem } from './readable-items.ts';

/** An item with its blob's checksums (files) and its full path relative to the repository root. */
export interface Item {
  id: number;
  repoKey: string;
  /** Full path, no leading slash. */
  fullPath: string;
  name: string;
  type: 'file' | 'folder';
  sha256: string | null;
  sha1: string | null;
  md5: string | null;
  size: number;
  mimeType: string | null;
  createdAt: number;
  createdBy: string;
  modifiedAt: number;
  modifiedBy: string;
  updatedAt: number;
  downloads: number;
  lastDownloadedAt: number | null;
  lastDownloadedBy: string | null;
  remoteUrl: string | null;
}

type ItemRow = Selectable<ItemsTable> & { sha1: string | null; md5: string | null };

/** Item names and their trigram index (migration 036). */
const ITEM_NAMES: TrigramIndexed = {
  lowered: sql`lower(items.name)`,
  rowid: sql`items.id`,
  ftsTable: 'item_name_search',
};

function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    repoKey: row.repo_key,
    fullPath: joinPath(row.path, row.name),
    name: row.name,
    type: row.type,
    sha256: row.sha256,
    sha1: row.sha1,
    md5: row.md5,
    size: row.size,
    mimeType: row.mime_type,
    createdAt: row.created_at,
    createdBy: row.created_by,
    modifiedAt: row.modified_at,
    modifiedBy: row.modified_by,
    updatedAt: row.updated_at,
    downloads: row.downloads,
    lastDownloadedAt: row.last_downloaded_at,
    lastDownloadedBy: row.last_downloaded_by,
    remoteUrl: row.remote_url,
  };
}

/** A file as it is about to be written. */
export interface NewFile {
  repoKey: string;
  path: string;
  blob: BlobDigest;
  mimeType: string;
  user: string;
  properties?: ReadonlyMap<string, readonly string[]>;
  remoteUrl?: string;
  /** Kept on a copy; now otherwise. */
  createdAt?: number;
  createdBy?: string;
}

export interface PageOptions {
  offset: number;
  limit: number;
}

/** How many items by path are kept in memory: a few MB at most. */
const FOUND_CAPACITY = 10_000;

/** The first string after every string that starts with `prefix`, for an index range over a subtree. */
function afterPrefix(prefix: string): string {
  return `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;
}

/** SQL for files and folders, their blobs and their properties. Paths are full paths without a leading slash. */
export class ItemsRepository {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;
  /** Items by repository and path, for downloads: the same few are asked for again and again. */
  readonly #found: CachedReads<ItemRow | undefined>;
  /** What completes files' sha1 and md5 left pending by a registry push (ADR 034) as they are read. */
  readonly #pending: PendingChecksums | undefined;
  readonly #changes: DataChanges;

  constructor(
    db: Kysely<Database>,
    dialect: Dialect,
    changes: DataChanges,
    { pending, found }: { pending?: PendingChecksums; found?: CachedReads<ItemRow | undefined> } = {},
  ) {
    this.#db = db;
    this.#dialect = dialect;
    this.#changes = changes;
    this.#pending = pending;
    this.#found = found ?? new CachedReads(changes, FOUND_CAPACITY);
  }

  /**
   * The same reads with files' sha1 and md5 as stored, PENDING while they are (ADR 034): for a
   * registry, whose clients know content by sha256 and must not wait for the others.
   */
  asStored(): ItemsRepository {
    return new ItemsRepository(this.#db, this.#dialect, this.#changes, { found: this.#found });
  }

  /**
   * The rows' items with their sha1 and md5, completed where a registry push left them pending.
   * Rows read inside a transaction stay as they are: completing writes outside it, which would wait.
   */
  async #complete(rows: ItemRow[], db: Db = this.#db): Promise<Item[]> {
    const items = rows.map(toItem);
    return this.#pending && db === this.#db ? this.#pending.fill(items) : items;
  }

  async #completeOne(row: ItemRow | undefined, db: Db = this.#db): Promise<Item | undefined> {
    return row && (await this.#complete([row], db))[0];
  }

  /** Before a query that selects or searches by sha1 or md5 in SQL: nothing is left pending. */
  async #completeAll(algorithm: 'sha256' | 'sha1' | 'md5'): Promise<void> {
    if (algorithm !== 'sha256') await this.#pending?.completeAll();
  }

  transaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(work);
  }

  #items(db: Db) {
    return db
      .selectFrom('items')
      .leftJoin('blobs', 'blobs.sha256', 'items.sha256')
      .selectAll('items')
      .select(['blobs.sha1', 'blobs.md5']);
  }

  /**
   * Every download looks its item up, so this query is built and compiled once and then run with new
   * parameters: building it each time cost as much as running it.
   */
  #findQuery?: CompiledQuery<ItemRow>;

  async find(repoKey: string, path: string, db: Db = this.#db): Promise<Item | undefined> {
    // A transaction reads what it wrote itself, which nothing outside it may keep.
    const row =
      db === this.#db
        ? await this.#found.get(`${repoKey}\0${path}`, () => this.#findRow(repoKey, path, db))
        : await this.#findRow(repoKey, path, db);
    return this.#completeOne(row, db);
  }

  /** `find` from the database itself: what another node may have written just now, before its notice arrives. */
  async findFresh(repoKey: string, path: string): Promise<Item | undefined> {
    const row = await this.#findRow(repoKey, path, this.#db);
    return this.#completeOne(row);
  }

  async #findRow(repoKey: string, path: string, db: Db): Promise<ItemRow | undefined> {
    const { parent, name } = splitPath(path);
    this.#findQuery ??= this.#items(this.#db)
      .where('items.repo_key', '=', '')
      .where('items.path', '=', '')
      .where('items.name', '=', '')
      .compile();
    const { rows } = await db.executeQuery<ItemRow>({ ...this.#findQuery, parameters: [repoKey, parent, name] });
    return rows[0];
  }

  /** Folders first, then files, each by name; only those the scope lets read when one is given. */
  async children(repoKey: string, folder: string, page: PageOptions, scope?: ReadScope): Promise<Item[]> {
    const rows = await this.#items(this.#db)
      .where('items.repo_key', '=', repoKey)
      .where('items.path', '=', folder || '.')
      .$if(scope !== undefined, (query) => query.where(readableItem(scope as ReadScope, this.#dialect)))
      .orderBy('items.type', 'desc')
      .orderBy('items.name')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return this.#complete(rows);
  }

  async countChildren(repoKey: string, folder: string, scope?: ReadScope): Promise<number> {
    const { count } = await this.#db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('repo_key', '=', repoKey)
      .where('path', '=', folder || '.')
      .$if(scope !== undefined, (query) => query.where(readableItem(scope as ReadScope, this.#dialect)))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Everything below a folder ('' = the whole repository), shallowest first. */
  async below(repoKey: string, folder: string, db: Db = this.#db, maxDepth?: number): Promise<Item[]> {
    let query = this.#items(db).where('items.repo_key', '=', repoKey);
    if (folder !== '') {
      const prefix = `${folder}/`;
      query = query.where((eb) =>
        eb.or([
          eb('items.path', '=', folder),
          eb.and([eb('items.path', '>=', prefix), eb('items.path', '<', afterPrefix(prefix))]),
        ]),
      );
    }
    if (maxDepth !== undefined) query = query.where('items.depth', '<=', maxDepth);
    const rows = await query.orderBy('items.depth').orderBy('items.path').orderBy('items.name').execute();
    return this.#complete(rows, db);
  }

  /**
   * The folders of a repository with one of these names, or a name that starts with one of these
   * prefixes: each one's parent path and name, for a format to find the folders its layout keeps.
   */
  async foldersNamed(
    repoKey: string,
    match: { names: readonly string[]; prefixes: readonly string[] },
  ): Promise<{ parent: string; name: string }[]> {
    const rows = await this.#db
      .selectFrom('items')
      .select(['path', 'name'])
      .where('repo_key', '=', repoKey)
      .where('type', '=', 'folder')
      .where((eb) =>
        eb.or([
          ...(match.names.length > 0 ? [eb('name', 'in', match.names)] : []),
          ...match.prefixes.map((prefix) => sql<SqlBool>`items.name like ${`${escapeLike(prefix)}%`} escape '!'`),
        ]),
      )
      .execute();
    return rows.map((row) => ({ parent: row.path, name: row.name }));
  }

  /** Creates the folders a path needs, keeping those that exist. False when a file stands where a folder must be. */
  async ensureFolders(
    tx: Db,
    repoKey: string,
    folders: readonly string[],
    user: string,
    now: number,
  ): Promise<boolean> {
    for (const folder of folders) {
      const { parent, name } = splitPath(folder);
      await tx
        .insertInto('items')
        .values({
          repo_key: repoKey,
          path: parent,
          name,
          type: 'folder',
          depth: folder.split('/').length,
          sha256: null,
          mime_type: null,
          created_at: now,
          created_by: user,
          modified_at: now,
          modified_by: user,
          updated_at: now,
          last_downloaded_at: null,
          last_downloaded_by: null,
          remote_url: null,
        })
        .onConflict((conflict) => conflict.columns(['repo_key', 'path', 'name']).doNothing())
        .execute();
    }
    // One lookup per folder: given an OR of (path, name) pairs, SQLite reads every item of the
    // repository, which made each deploy slower the more files the repository held.
    for (const folder of folders) {
      const { parent, name } = splitPath(folder);
      const file = await tx
        .selectFrom('items')
        .select('id')
        .where('repo_key', '=', repoKey)
        .where('path', '=', parent)
        .where('name', '=', name)
        .where('type', '=', 'file')
        .executeTakeFirst();
      if (file) return false;
    }
    return true;
  }

  /**
   * Registers a blob's checksums; a blob known already stays as it is, but for the sha1 and md5 a
   * registry push left pending, which content received again in full completes. Its sha512, when
   * it was received by one, is recorded as a digest it is known by (migration 039).
   */
  async addBlob(tx: Db, blob: BlobDigest, now: number): Promise<void> {
    const complete = !isPending(blob);
    await tx
      .insertInto('blobs')
      .values({ sha256: blob.sha256, sha1: blob.sha1, md5: blob.md5, size: blob.size, created_at: now })
      .onConflict((conflict) =>
        complete
          ? conflict.column('sha256').doUpdateSet({ sha1: blob.sha1, md5: blob.md5 }).where('blobs.md5', '=', PENDING)
          : conflict.column('sha256').doNothing(),
      )
      .execute();
    if (blob.sha512)
      await tx
        .insertInto('blob_digests')
        .values({ algorithm: 'sha512', digest: blob.sha512, sha256: blob.sha256 })
        .onConflict((conflict) => conflict.columns(['algorithm', 'digest']).doNothing())
        .execute();
  }

  /**
   * Writes a file, with its folders, replacing a file at the same path (whose properties go with
   * it). Returns the file's id and the blob the replaced file used, for the sweep; false when a
   * folder is in the way.
   */
  async putFile(
    tx: Db,
    file: NewFile,
    now: number,
  ): Promise<{ written: boolean; id?: number; replacedSha256?: string | null }> {
    const { parent, name } = splitPath(file.path);
    if (!(await this.ensureFolders(tx, file.repoKey, ancestorsOf(file.path), file.user, now)))
      return { written: false };
    await this.addBlob(tx, file.blob, now);
    const existing = await this.find(file.repoKey, file.path, tx);
    if (existing?.type === 'folder') return { written: false };
    const values = {
      sha256: file.blob.sha256,
      size: file.blob.size,
      mime_type: file.mimeType,
      modified_at: now,
      modified_by: file.user,
      updated_at: now,
      remote_url: file.remoteUrl ?? null,
    };
    let id: number;
    if (existing) {
      await tx.updateTable('items').set(values).where('id', '=', existing.id).execute();
      await tx.deleteFrom('item_properties').where('item_id', '=', existing.id).execute();
      id = existing.id;
    } else {
      const inserted = await tx
        .insertInto('items')
        .values({
          ...values,
          repo_key: file.repoKey,
          path: parent,
          name,
          type: 'file',
          depth: file.path.split('/').length,
          created_at: file.createdAt ?? now,
          created_by: file.createdBy ?? file.user,
          last_downloaded_at: null,
          last_downloaded_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(inserted.id);
    }
    if (file.properties) await this.addProperties(tx, [id], file.properties);
    return { written: true, id, replacedSha256: existing?.sha256 };
  }

  /** Removes items (with everything below folders); returns the blobs they used. */
  /**
   * Removes those of the items still there, and answers them: another node's delete may have
   * removed some already, and only what this statement removed may be announced and released.
   */
  async remove(tx: Db, items: readonly Item[]): Promise<Item[]> {
    const byId = new Map(items.map((item) => [item.id, item]));
    const ids = [...byId.keys()];
    const removed: Item[] = [];
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await tx
        .deleteFrom('items')
        .where('id', 'in', ids.slice(start, start + 500))
        .returning('id')
        .execute();
      for (const { id } of rows) {
        const item = byId.get(Number(id));
        if (item) removed.push(item);
      }
    }
    return removed;
  }

  /** A remote's cached item was confirmed current by its upstream. */
  async touch(id: number, now: number): Promise<void> {
    await this.#db.updateTable('items').set({ updated_at: now }).where('id', '=', id).execute();
  }

  /** Adds counted downloads: per item, how many, and the last one's time and user. */
  async addDownloads(counts: ReadonlyMap<number, { count: number; at: number; by: string }>): Promise<void> {
    if (counts.size === 0) return;
    // Items in id order, whichever node flushes: two flushes over the same items then lock them in
    // the same order and never deadlock. The last download is the latest one any node saw.
    const ordered = [...counts].sort(([a], [b]) => a - b);
    await this.transaction(async (tx) => {
      for (const [id, { count, at, by }] of ordered) {
        const later = sql<boolean>`last_downloaded_at is null or last_downloaded_at < ${at}`;
        await tx
          .updateTable('items')
          .set((eb) => ({
            downloads: eb('downloads', '+', count),
            last_downloaded_at: eb.case().when(later).then(at).else(eb.ref('last_downloaded_at')).end(),
            last_downloaded_by: eb.case().when(later).then(by).else(eb.ref('last_downloaded_by')).end(),
          }))
          .where('id', '=', id)
          .execute();
      }
    });
  }

  async properties(ids: readonly number[], db: Db = this.#db): Promise<Map<number, Map<string, string[]>>> {
    const result = new Map<number, Map<string, string[]>>();
    if (ids.length === 0) return result;
    const rows = await db
      .selectFrom('item_properties')
      .selectAll()
      .where('item_id', 'in', ids)
      .orderBy('key')
      .orderBy('value')
      .execute();
    for (const row of rows) {
      const id = Number(row.item_id);
      const properties = result.get(id) ?? new Map<string, string[]>();
      properties.set(row.key, [...(properties.get(row.key) ?? []), row.value]);
      result.set(id, properties);
    }
    return result;
  }

  /** Sets the given keys to exactly these values on every item, leaving other keys alone. */
  async addProperties(
    tx: Db,
    ids: readonly number[],
    properties: ReadonlyMap<string, readonly string[]>,
  ): Promise<void> {
    if (ids.length === 0 || properties.size === 0) return;
    await this.removeProperties(tx, ids, [...properties.keys()]);
    const rows = ids.flatMap((id) =>
      [...properties].flatMap(([key, values]) => [...new Set(values)].map((value) => ({ item_id: id, key, value }))),
    );
    for (let start = 0; start < rows.length; start += 300)
      await tx
        .insertInto('item_properties')
        .values(rows.slice(start, start + 300))
        .execute();
  }

  async removeProperties(tx: Db, ids: readonly number[], keys: readonly string[]): Promise<void> {
    if (ids.length === 0 || keys.length === 0) return;
    for (let start = 0; start < ids.length; start += 500)
      await tx
        .deleteFrom('item_properties')
        .where('item_id', 'in', ids.slice(start, start + 500))
        .where('key', 'in', keys)
        .execute();
  }

  /** A stored content by a checksum; its sha1 and md5 as stored, PENDING while they are (ADR 034). */
  async blobBy(algorithm: 'sha256' | 'sha1' | 'md5', checksum: string): Promise<BlobDigest | undefined> {
    await this.#completeAll(algorithm);
    const row = await this.#db.selectFrom('blobs').selectAll().where(algorithm, '=', checksum).executeTakeFirst();
    return row && { sha256: row.sha256, sha1: row.sha1, md5: row.md5, size: row.size };
  }

  /** The sha256 of content known by a digest of another algorithm (`sha512`, hex), if any (migration 039). */
  async sha256ByDigest(algorithm: string, digest: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('blob_digests')
      .select('sha256')
      .where('algorithm', '=', algorithm)
      .where('digest', '=', digest)
      .executeTakeFirst();
    return row?.sha256;
  }

  /**
   * Content with this checksum held by a file the scope lets read, if any: where content found by a
   * client's digest may be reused from. The checksum's blob index finds the blobs (several when a
   * weak digest collides), items_sha256 their files; the scope is applied here, so however many
   * unreadable files hold the content, one readable file is enough.
   */
  async readableContent(
    algorithm: 'sha256' | 'sha1' | 'md5',
    checksum: string,
    scope: ReadScope,
  ): Promise<BlobDigest | undefined> {
    await this.#completeAll(algorithm);
    const row = await this.#db
      .selectFrom('blobs')
      .innerJoin('items', 'items.sha256', 'blobs.sha256')
      .select(['blobs.sha256', 'blobs.sha1', 'blobs.md5', 'blobs.size'])
      .where(`blobs.${algorithm}`, '=', checksum)
      .where(readableItem(scope, this.#dialect))
      .limit(1)
      .executeTakeFirst();
    return row && { sha256: row.sha256, sha1: row.sha1, md5: row.md5, size: row.size };
  }

  /**
   * Files with this checksum, in the given repositories (all when none are given); only those the
   * scope lets read when one is given.
   */
  async filesWithChecksum(
    algorithm: 'sha256' | 'sha1' | 'md5',
    checksum: string,
    repoKeys?: readonly string[],
    scope?: ReadScope,
  ) {
    await this.#completeAll(algorithm);
    let query = this.#items(this.#db)
      .where('items.type', '=', 'file')
      .where(`blobs.${algorithm}`, '=', checksum)
      .$if(scope !== undefined, (query) => query.where(readableItem(scope as ReadScope, this.#dialect)));
    if (repoKeys) query = query.where('items.repo_key', 'in', repoKeys.length ? repoKeys : ['']);
    return this.#complete(await query.orderBy('items.repo_key').orderBy('items.path').orderBy('items.name').execute());
  }

  /**
   * Files where the scope lets read whose name, and path when given, match patterns with `*` and
   * `?` wildcards, ignoring case; at most `limit`, by repository and path.
   */
  async filesMatching(
    patterns: { name: string; path?: string },
    scope: ReadScope,
    repoKeys: readonly string[] | undefined,
    limit: number,
  ) {
    const like = (pattern: string) => escapeLike(pattern.toLowerCase()).replaceAll('*', '%').replaceAll('?', '_');
    const name = like(patterns.name);
    // The range reads the name index (migration 030) when the pattern starts with literal text.
    const range = prefixRange(this.#dialect, name, sql`lower(items.name)`);
    let query = this.#items(this.#db)
      .where('items.type', '=', 'file')
      .$if(range !== undefined, (q) => q.where(range as Expression<SqlBool>))
      .where(sql<string>`lower(items.name)`, 'like', sql<string>`${name} escape '!'`)
      .where(readableItem(scope, this.#dialect));
    if (patterns.path !== undefined)
      query = query.where(sql<string>`lower(items.path)`, 'like', sql<string>`${like(patterns.path)} escape '!'`);
    if (repoKeys) query = query.where('items.repo_key', 'in', repoKeys.length ? repoKeys : ['']);
    const rows = await query
      .orderBy('items.repo_key')
      .orderBy('items.path')
      .orderBy('items.name')
      .limit(limit)
      .execute();
    return this.#complete(rows);
  }

  /**
   * Files whose name contains the text (wildcards taken literally), best matches first: the name is
   * the text, starts with it, a word of it starts with it, it stands elsewhere (see matchRank); then
   * by repository and path. Read through the trigram index of migration 036, or the name index of
   * migration 030 for a text too short to be contained.
   */
  async filesContaining(text: string, scope: ReadScope, repoKeys: readonly string[] | undefined, limit: number) {
    const pattern = containedPattern(text);
    const range = prefixRange(this.#dialect, pattern, sql`lower(items.name)`);
    const named = hasTrigram(pattern)
      ? trigramLike(this.#dialect, ITEM_NAMES, pattern)
      : sql<SqlBool>`${range ?? sql`1 = 1`} and lower(items.name) like ${pattern} escape '!'`;
    const rank = matchRank(sql`lower(items.name)`, text);
    let query = this.#items(this.#db)
      .where('items.type', '=', 'file')
      .where(named)
      .where(readableItem(scope, this.#dialect));
    if (repoKeys) query = query.where('items.repo_key', 'in', repoKeys.length ? repoKeys : ['']);
    const rows = await query
      .orderBy(rank)
      .orderBy('items.repo_key')
      .orderBy('items.path')
      .orderBy('items.name')
      .limit(limit)
      .execute();
    return this.#complete(rows);
  }

  /** Files where the scope lets read that have every given property with one of its values (a value of '' matches any). */
  async filesWithProperties(
    criteria: ReadonlyMap<string, readonly string[]>,
    scope: ReadScope,
    repoKeys?: readonly string[],
  ) {
    let query = this.#items(this.#db).where('items.type', '=', 'file').where(readableItem(scope, this.#dialect));
    for (const [key, values] of criteria) {
      const anyValue = values.includes('');
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('item_properties')
            .select(sql.lit(1).as('one'))
            .whereRef('item_properties.item_id', '=', 'items.id')
            .where('item_properties.key', '=', key)
            .$if(!anyValue, (sub) => sub.where('item_properties.value', 'in', values)),
        ),
      );
    }
    if (repoKeys) query = query.where('items.repo_key', 'in', repoKeys.length ? repoKeys : ['']);
    return this.#complete(await query.orderBy('items.repo_key').orderBy('items.path').orderBy('items.name').execute());
  }

  /** Per repository: how many folders and files it holds, and their size. */
  async usage(): Promise<{ repoKey: string; folders: number; files: number; bytes: number }[]> {
    const rows = await this.#db
      .selectFrom('items')
      .select((eb) => [
        'repo_key',
        eb.fn.sum<number>(eb.case().when('type', '=', 'folder').then(1).else(0).end()).as('folders'),
        eb.fn.sum<number>(eb.case().when('type', '=', 'file').then(1).else(0).end()).as('files'),
        eb.fn.sum<number>('size').as('bytes'),
      ])
      .groupBy('repo_key')
      .execute();
    return rows.map((row) => ({
      repoKey: row.repo_key,
      folders: Number(row.folders),
      files: Number(row.files),
      bytes: Number(row.bytes),
    }));
  }

  /** How many distinct contents are stored, and their size. */
  async blobTotals(): Promise<{ count: number; bytes: number }> {
    const row = await this.#db
      .selectFrom('blobs')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('size').as('bytes')])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
  }

  /** The files where the scope lets read. */
  async countFiles(scope: ReadScope): Promise<number> {
    if (scope.size === 0) return 0;
    const row = await this.#db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('type', '=', 'file')
      // Through the repositories' index; the scope's path rules then filter what it finds.
      .where('repo_key', 'in', [...scope.keys()])
      .where(readableItem(scope, this.#dialect))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Whether any item still uses the blob. */
  async isReferenced(sha256: string, db: Db = this.#db): Promise<boolean> {
    const row = await db.selectFrom('items').select('id').where('sha256', '=', sha256).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  async forgetBlob(tx: Db, sha256: string): Promise<void> {
    await tx.deleteFrom('blobs').where('sha256', '=', sha256).execute();
  }

  /** Blobs no item refers to any more. */
  async unreferencedBlobs(limit: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('blobs')
      .select('sha256')
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('items').select(sql.lit(1).as('one')).whereRef('items.sha256', '=', 'blobs.sha256')),
        ),
      )
      .limit(limit)
      .execute();
    return rows.map((row) => row.sha256);
  }

  async knownBlobs(sha256s: readonly string[], db: Db = this.#db): Promise<Set<string>> {
    if (sha256s.length === 0) return new Set();
    const rows = await db.selectFrom('blobs').select('sha256').where('sha256', 'in', sha256s).execute();
    return new Set(rows.map((row) => row.sha256));
  }
}
