import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import {
  type PendingChecksums,
  type StoredBlobRow,
  type StoredItemRow,
  storedBlobs,
  storedItems,
  storedProperties,
} from '../storage/index.ts';
import {
  type BuildCondition,
  type Criterion,
  ITEM_FIELDS,
  isItemField,
  mentionsType,
  type SearchField,
  searchesSha1OrMd5,
  type TextCondition,
} from './aql-criteria.ts';
import type { AqlQuery } from './aql-parser.ts';

/** One item as the query reads it: its row, with the checksums of its blob. */
export interface AqlItemRow {
  id: number;
  repoKey: string;
  path: string;
  name: string;
  type: 'file' | 'folder';
  depth: number;
  size: number;
  createdAt: number;
  createdBy: string;
  modifiedAt: number;
  modifiedBy: string;
  updatedAt: number;
  downloads: number;
  lastDownloadedAt: number | null;
  lastDownloadedBy: string | null;
  sha256: string | null;
  sha1: string | null;
  md5: string | null;
}

export interface AqlProperty {
  key: string;
  value: string;
}

/** An item under `i` with its content's checksums under `b`, as storage's read helpers name them here. */
type Scope = ExpressionBuilder<Database & { i: StoredItemRow; b: StoredBlobRow }, 'i' | 'b'>;

/** Where each field lives; checksums other than sha256 are the blob's. Original checksums are the actual ones here. */
const COLUMNS: Record<SearchField, string> = {
  repo: 'i.repo_key',
  path: 'i.path',
  name: 'i.name',
  type: 'i.type',
  size: 'i.size',
  created: 'i.created_at',
  created_by: 'i.created_by',
  modified: 'i.modified_at',
  modified_by: 'i.modified_by',
  updated: 'i.updated_at',
  depth: 'i.depth',
  actual_md5: 'b.md5',
  actual_sha1: 'b.sha1',
  original_md5: 'b.md5',
  original_sha1: 'b.sha1',
  sha256: 'i.sha256',
  'stat.downloads': 'i.downloads',
  'stat.downloaded': 'i.last_downloaded_at',
  'stat.downloaded_by': 'i.last_downloaded_by',
};

/** The columns of a build that a build criterion compares, in the build-info table. */
const BUILD_COLUMNS: Record<BuildCondition['field'], string> = { name: 'bu.name', number: 'bu.number' };

const COMPARATORS = { $eq: '=', $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

/** Bound parameters per statement stay far below SQLite's and PostgreSQL's limits. */
const IDS_PER_STATEMENT = 500;

/** A JSON value of a build document as an array, or an empty one when it is missing or not a list. */
const jsonArray = (value: RawBuilder<unknown>) =>
  sql`case when jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end`;

const ALWAYS = sql<SqlBool>`1 = 1`;
const NEVER = sql<SqlBool>`1 = 0`;

/** A `$match` pattern for SQLite's GLOB, which is case-sensitive: only `[` needs a class of its own. */
export function toGlob(pattern: string): string {
  return pattern.replaceAll('[', '[[]');
}

/** A `$match` pattern for LIKE with `!` as the escape character. */
export function toLike(pattern: string): string {
  return escapeLike(pattern).replaceAll('*', '%').replaceAll('?', '_');
}

/**
 * Turns a parsed AQL query into SQL over stored items, their properties and their contents'
 * checksums (storage's read helpers), and the published builds that list them, every value bound. `$match` must be case-sensitive as in
 * Artifactory: SQLite's LIKE ignores ASCII case, so SQLite uses GLOB and PostgreSQL LIKE
 * (case-sensitive there).
 */
export class AqlItemsQuery {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;
  readonly #checksums: Pick<PendingChecksums, 'fill' | 'completeAll'>;
  constructor(db: Kysely<Database>, dialect: Dialect, checksums: Pick<PendingChecksums, 'fill' | 'completeAll'>) {
    this.#db = db;
    this.#dialect = dialect;
    this.#checksums = checksums;
  }

  /** A window of the items found, in the query's order; `repoKeys` limits the repositories (undefined: all). */
  async find(
    query: AqlQuery,
    repoKeys: readonly string[] | undefined,
    window: { offset: number; limit: number },
  ): Promise<AqlItemRow[]> {
    if (repoKeys?.length === 0 || window.limit === 0) return [];
    // Items found by their sha1 or md5 are found once none is left pending (ADR 034).
    if (searchesSha1OrMd5(query.criteria)) await this.#checksums.completeAll();
    let select = this.#db
      .selectFrom(storedItems('i'))
      .leftJoin(storedBlobs('b'), 'b.sha256', 'i.sha256')
      .select([
        'i.id',
        'i.repo_key',
        'i.path',
        'i.name',
        'i.type',
        'i.depth',
        'i.size',
        'i.created_at',
        'i.created_by',
        'i.modified_at',
        'i.modified_by',
        'i.updated_at',
        'i.downloads',
        'i.last_downloaded_at',
        'i.last_downloaded_by',
        'i.sha256',
        'b.sha1',
        'b.md5',
      ])
      .where((eb) => this.#criterion(eb, query.criteria));
    // As in Artifactory, folders are found only when a criterion asks about the type.
    if (!mentionsType(query.criteria)) select = select.where('i.type', '=', 'file');
    if (repoKeys) select = select.where('i.repo_key', 'in', [...repoKeys]);
    const { properties } = query.include;
    if (Array.isArray(properties)) {
      // Including only some property keys finds only the items that have one of them.
      select = select.where((eb) => eb.exists(this.#propertiesOfItem(eb).where('p.key', 'in', properties)));
    }
    const order = query.sort ?? { direction: 'asc', fields: ['repo', 'path', 'name'] };
    for (const field of order.fields) select = select.orderBy(sql.ref(COLUMNS[field]), order.direction);
    // Equal sort keys still page the same way every time.
    const rows = await select.orderBy('i.id').limit(window.limit).offset(window.offset).execute();
    // Those shown with a sha1 and md5 still pending get them now.
    await this.#checksums.fill(rows);
    return rows.map((row) => ({
      id: Number(row.id),
      repoKey: row.repo_key,
      path: row.path,
      name: row.name,
      type: row.type,
      depth: Number(row.depth),
      size: Number(row.size),
      createdAt: Number(row.created_at),
      createdBy: row.created_by,
      modifiedAt: Number(row.modified_at),
      modifiedBy: row.modified_by,
      updatedAt: Number(row.updated_at),
      downloads: Number(row.downloads),
      lastDownloadedAt: row.last_downloaded_at === null ? null : Number(row.last_downloaded_at),
      lastDownloadedBy: row.last_downloaded_by,
      sha256: row.sha256,
      sha1: row.sha1,
      md5: row.md5,
    }));
  }

  /** The properties of these items by item id, sorted by key and value; only `keys` when given. */
  async properties(ids: readonly number[], keys: 'all' | readonly string[]): Promise<Map<number, AqlProperty[]>> {
    const byItem = new Map<number, AqlProperty[]>();
    for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
      let select = this.#db
        .selectFrom(storedProperties('p'))
        .select(['p.item_id', 'p.key', 'p.value'])
        .where('p.item_id', 'in', ids.slice(start, start + IDS_PER_STATEMENT));
      if (keys !== 'all') select = select.where('p.key', 'in', [...keys]);
      for (const row of await select.orderBy('p.key').orderBy('p.value').execute()) {
        const id = Number(row.item_id);
        const list = byItem.get(id) ?? [];
        list.push({ key: row.key, value: row.value });
        byItem.set(id, list);
      }
    }
    return byItem;
  }

  #criterion(eb: Scope, criterion: Criterion): Expression<SqlBool> {
    switch (criterion.kind) {
      case 'and':
        return eb.and(criterion.children.map((child) => this.#criterion(eb, child)));
      case 'or':
        return eb.or(criterion.children.map((child) => this.#criterion(eb, child)));
      case 'property': {
        let select = this.#propertiesOfItem(eb);
        const { key, value } = criterion;
        if (key) select = select.where(() => this.#text(sql.ref('p.key'), key));
        if (value) select = select.where(() => this.#text(sql.ref('p.value'), value));
        return criterion.negated ? eb.not(eb.exists(select)) : eb.exists(select);
      }
      case 'field':
        return this.#field(eb, criterion);
      case 'build':
        return this.#listedByBuild(eb, criterion);
    }
  }

  /**
   * The item's content is listed, by sha1 as Artifactory joins them, among the artifacts (or the
   * dependencies) of the modules of a build meeting every condition. The builds are found by name
   * and number through their index, their documents read in SQL, and the items reached through
   * the blobs' sha1 and the items' sha256 indexes: one uncorrelated subquery, whatever the number
   * of items.
   */
  #listedByBuild(eb: Scope, { list, conditions }: Extract<Criterion, { kind: 'build' }>): Expression<SqlBool> {
    const where = sql.join(
      conditions.map(({ field, condition, negated }) => {
        const test = this.#text(sql.ref(BUILD_COLUMNS[field]), condition);
        return negated ? sql`not (${test})` : test;
      }),
      sql` and `,
    );
    const artifactSha1s =
      this.#dialect === 'sqlite'
        ? sql`select json_extract(a.value, '$.sha1') from builds bu, json_each(bu.info, '$.modules') m, json_each(m.value, ${sql.lit(`$.${list}`)}) a where ${where}`
        : sql`select a.artifact ->> 'sha1' from builds bu
            cross join lateral jsonb_array_elements(${jsonArray(sql`bu.info::jsonb -> 'modules'`)}) m(module)
            cross join lateral jsonb_array_elements(${jsonArray(sql`m.module -> ${sql.lit(list)}`)}) a(artifact)
            where ${where}`;
    const contents = eb
      .selectFrom(storedBlobs('bl'))
      .select('bl.sha256')
      .where(sql<SqlBool>`bl.sha1 in (${artifactSha1s})`);
    return eb('i.sha256', 'in', contents);
  }

  #field(eb: Scope, { field, operator, value }: Extract<Criterion, { kind: 'field' }>): Expression<SqlBool> {
    if (field === 'type' && value === 'any') return operator === '$eq' ? ALWAYS : NEVER;
    const column = sql.ref(COLUMNS[field]);
    // Folders have no checksums; "not equal" and "not matching" hold for them.
    const isChecksum = isItemField(field) && ITEM_FIELDS[field] === 'checksum';
    const orMissing = (condition: Expression<SqlBool>) =>
      isChecksum ? eb.or([condition, eb(column, 'is', null)]) : condition;
    switch (operator) {
      case '$match':
      case '$eqic':
      case '$matchic':
        return this.#text(column, { operator, text: String(value) });
      case '$nmatch':
        return orMissing(eb.not(this.#text(column, { operator: '$match', text: String(value) })));
      case '$ne':
        return orMissing(eb(column, '<>', value));
      default:
        return eb(column, COMPARATORS[operator], value);
    }
  }

  /**
   * Equality, or a case-sensitive wildcard match; a pattern without wildcards is an equality. The
   * `ic` operators compare both sides in lower case.
   */
  #text(column: RawBuilder<unknown>, condition: TextCondition): Expression<SqlBool> {
    const { text, operator } = condition;
    const ignoreCase = operator === '$eqic' || operator === '$matchic';
    const pattern = (operator === '$match' || operator === '$matchic') && /[*?]/.test(text);
    if (!pattern)
      return ignoreCase ? sql<SqlBool>`lower(${column}) = lower(${text})` : sql<SqlBool>`${column} = ${text}`;
    if (this.#dialect === 'sqlite') {
      return ignoreCase
        ? sql<SqlBool>`lower(${column}) glob lower(${toGlob(text)})`
        : sql<SqlBool>`${column} glob ${toGlob(text)}`;
    }
    return sql<SqlBool>`${column} ${sql.raw(ignoreCase ? 'ilike' : 'like')} ${toLike(text)} escape '!'`;
  }

  #propertiesOfItem(eb: Scope) {
    return eb.selectFrom(storedProperties('p')).select(sql<number>`1`.as('one')).whereRef('p.item_id', '=', 'i.id');
  }
}
