import { type AliasedRawBuilder, type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BlobsTable, ItemPropertiesTable, ItemsTable } from '../../db/schema.ts';

/*
 * What other modules read of stored files in their own queries. Storage owns its tables; these
 * name them, so a module that joins its rows to stored files (the package index, archive
 * entries, metadata, AQL) composes them under an alias of its choosing instead of naming storage's
 * tables: `innerJoin(storedItems('i'), 'i.id', 'f.item_id')`. Rows keep storage's column names.
 */

/** A file or folder as storage keeps it: `path` is the parent folder ('.' at the root), `name` the last segment. */
export type StoredItemRow = Selectable<ItemsTable>;
/** A stored content's checksums and size, by sha256. */
export type StoredBlobRow = Selectable<BlobsTable>;
/** One value of one property of an item. */
export type StoredPropertyRow = Selectable<ItemPropertiesTable>;

/** Storage's files and folders, to select from or join under `alias`. */
export function storedItems<A extends string>(alias: A): AliasedRawBuilder<StoredItemRow, A> {
  return sql<StoredItemRow>`${sql.table('items')}`.as(alias);
}

/** The checksums of stored contents, to join under `alias` on an item's sha256. */
export function storedBlobs<A extends string>(alias: A): AliasedRawBuilder<StoredBlobRow, A> {
  return sql<StoredBlobRow>`${sql.table('blobs')}`.as(alias);
}

/** Items' properties, to select from or join under `alias` on an item's id. */
export function storedProperties<A extends string>(alias: A): AliasedRawBuilder<StoredPropertyRow, A> {
  return sql<StoredPropertyRow>`${sql.table('item_properties')}`.as(alias);
}

export interface ContentChecksum {
  algorithm: 'sha256' | 'sha1' | 'md5';
  /** Lower-case hex. */
  value: string;
}

/**
 * A condition on the item under `alias`: its content has this checksum. Items name their content
 * by sha256; a sha1 or md5 is looked up among the contents' checksums.
 */
export function itemHoldsChecksum(alias: string, checksum: ContentChecksum): Expression<SqlBool> {
  const sha256 = sql.ref(`${alias}.sha256`);
  if (checksum.algorithm === 'sha256') return sql<SqlBool>`${sha256} = ${checksum.value}`;
  return sql<SqlBool>`${sha256} in (select b.sha256 from blobs b where ${sql.ref(`b.${checksum.algorithm}`)} = ${checksum.value})`;
}

/**
 * One value of a property of the item at a location, if it has that property; read on the
 * caller's transaction, so a change being committed sees its own item.
 */
export async function propertyValueAt(
  db: Db,
  location: { repoKey: string; parent: string; name: string },
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('items as i')
    .innerJoin('item_properties as p', 'p.item_id', 'i.id')
    .select('p.value')
    .where('i.repo_key', '=', location.repoKey)
    .where('i.path', '=', location.parent)
    .where('i.name', '=', location.name)
    .where('p.key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** The highest item id so far, 0 when nothing is stored. */
export async function lastItemId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
